import type { SeatInfoConfig } from '@certdesk/contract';
import { Invitation, Inviter, Registerer, type Session, SessionState, UserAgent } from 'sip.js';
import type { SessionDescriptionHandler } from 'sip.js/lib/platform/web';
import { CallRecorder } from './call-recorder';
import type { AgentEventSink, SoftphoneTransport } from './transport';

/**
 * A SIP exchange over WebSocket with SIP.js (D8). The seat registers under its displayed number
 * (seatNumber), so a seat is dialled by that number like any phone. The exchange posts call
 * detail records to /open/v1/calls; the browser records each call (MediaRecorder) and uploads
 * the recording, attached to the record by the SIP Call-ID (the session id).
 */
export class SipTransport implements SoftphoneTransport {
  readonly kind = 'sip';
  private readonly ua: UserAgent;
  private readonly registerer: Registerer;
  private readonly domain: string;
  private session: Session | null = null;
  private recorder: CallRecorder | null = null;
  private readonly audio = new Audio();

  constructor(
    private readonly seat: SeatInfoConfig,
    private readonly sink: AgentEventSink,
  ) {
    this.domain = seat.serverUrl.replace(/^sip:/, '');
    const uri = UserAgent.makeURI(`sip:${seat.seatNumber}@${this.domain}`);
    if (!uri) throw new Error('坐席SIP地址无效');
    this.ua = new UserAgent({
      uri,
      transportOptions: { server: seat.wsUrl },
      authorizationUsername: seat.seatNumber,
      authorizationPassword: seat.agentDnPwd || seat.passwordMD5,
      displayName: seat.agentId,
      logLevel: 'warn',
      sessionDescriptionHandlerFactoryOptions: {
        peerConnectionConfiguration: { iceServers: seat.stunServers.map((urls) => ({ urls })) },
      },
      delegate: { onInvite: (invitation) => this.onInvite(invitation) },
    });
    this.registerer = new Registerer(this.ua);
    this.audio.autoplay = true;
  }

  async login() {
    await this.ua.start();
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('SIP注册超时')), 10_000);
      this.registerer.stateChange.addListener((state) => {
        if (state === 'Registered') {
          clearTimeout(timer);
          resolve();
        }
      });
      this.registerer.register({ requestDelegate: { onReject: () => reject(new Error('SIP注册被拒绝')) } }).catch(reject);
    });
    this.sink({ type: 'login' });
  }

  async logout() {
    await this.registerer.unregister().catch(() => undefined);
    await this.ua.stop();
  }

  async setStatus() {
    // A SIP registrar has no agent states: ready and busy are kept in the browser.
  }

  async dial(number: string) {
    const target = UserAgent.makeURI(`sip:${number}@${this.domain}`);
    if (!target) throw new Error('号码无效');
    const inviter = new Inviter(this.ua, target, { sessionDescriptionHandlerOptions: { constraints: { audio: true, video: false } } });
    const sessionId = inviter.request.callId;
    this.track(inviter, sessionId);
    this.sink({ type: 'connecting', callee: number, sessionId });
    this.sink({ type: 'ringing', sessionId, caller: this.seat.seatNumber, callee: number, direction: 'outgoing' });
    await inviter.invite();
    return sessionId;
  }

  async answer() {
    if (this.session instanceof Invitation)
      await this.session.accept({ sessionDescriptionHandlerOptions: { constraints: { audio: true, video: false } } });
  }

  async hangup() {
    const s = this.session;
    if (!s) return;
    if (s.state === SessionState.Established) await s.bye();
    else if (s instanceof Invitation) await s.reject();
    else if (s instanceof Inviter) await s.cancel();
  }

  async dtmf(_sessionId: string, key: string) {
    await this.session?.info({
      requestOptions: {
        body: { contentDisposition: 'render', contentType: 'application/dtmf-relay', content: `Signal=${key}\r\nDuration=160` },
      },
    });
  }

  dispose() {
    void this.ua.stop().catch(() => undefined);
  }

  private onInvite(invitation: Invitation) {
    if (this.session) {
      void invitation.reject({ statusCode: 486 });
      return;
    }
    const sessionId = invitation.request.callId;
    this.track(invitation, sessionId);
    const caller = invitation.remoteIdentity.uri.user ?? '';
    this.sink({ type: 'ringing', sessionId, caller, callee: this.seat.seatNumber, direction: 'incoming' });
  }

  private track(session: Session, sessionId: string) {
    this.session = session;
    session.stateChange.addListener((state) => {
      if (state === SessionState.Established) {
        const sdh = session.sessionDescriptionHandler as SessionDescriptionHandler | undefined;
        if (sdh) {
          this.audio.srcObject = sdh.remoteMediaStream;
          this.recorder = new CallRecorder(sessionId, [sdh.localMediaStream, sdh.remoteMediaStream]);
        }
        this.sink({ type: 'connected', at: Date.now() });
      }
      if (state === SessionState.Terminated) {
        this.session = null;
        this.audio.srcObject = null;
        void this.recorder?.finish();
        this.recorder = null;
        this.sink({ type: 'disconnected' });
      }
    });
  }
}
