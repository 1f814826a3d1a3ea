import { callsApi } from '@certdesk/contract';
import { call } from '../../api/client';
import { uploadFile } from '../../ui/upload';

/**
 * Records both sides of a call in the browser (MediaRecorder over a mix of the local and
 * remote streams) for exchanges that do not record, and uploads it when the call ends; the
 * server attaches it to the call's record by session id (POST /api/call/recording).
 */
export class CallRecorder {
  private readonly chunks: Blob[] = [];
  private readonly recorder: MediaRecorder | null = null;
  private readonly context: AudioContext | null = null;

  constructor(
    private readonly sessionId: string,
    streams: MediaStream[],
  ) {
    if (typeof MediaRecorder === 'undefined') return;
    this.context = new AudioContext();
    const mix = this.context.createMediaStreamDestination();
    for (const s of streams) if (s.getAudioTracks().length) this.context.createMediaStreamSource(s).connect(mix);
    this.recorder = new MediaRecorder(mix.stream, { mimeType: 'audio/webm' });
    this.recorder.ondataavailable = (e) => e.data.size && this.chunks.push(e.data);
    this.recorder.start(1000);
  }

  /** Stops and uploads; failures are reported to the console only (the call itself is over). */
  async finish(): Promise<string | null> {
    const recorder = this.recorder;
    if (!recorder) return null;
    const stopped = new Promise<void>((resolve) => {
      recorder.onstop = () => resolve();
    });
    recorder.stop();
    await stopped;
    await this.context?.close();
    if (!this.chunks.length) return null;
    try {
      const file = Object.assign(new Blob(this.chunks, { type: 'audio/webm' }), { name: 'call.webm' });
      const stored = await uploadFile(file, 'record');
      await call(callsApi.attachRecording, { sessionId: this.sessionId, recordUrl: stored.url });
      return stored.url;
    } catch (err) {
      console.error('recording upload failed', err);
      return null;
    }
  }
}
