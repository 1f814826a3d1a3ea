/**
 * A short WAV (PCM, 8 kHz, 16-bit, mono, the telephone standard) standing in for the recording
 * of a simulated call: alternating tone bursts with pauses, like two people taking turns, so a
 * player shows a real, audible file. Deterministic for a given seed.
 */
export function generateCallWav(seconds: number, seed = 1): Buffer {
  const rate = 8000;
  const length = Math.max(1, Math.min(20, Math.round(seconds))) * rate;
  const data = Buffer.alloc(length * 2);
  const voices = [300 + (seed % 7) * 20, 520 + (seed % 5) * 30];
  for (let i = 0; i < length; i++) {
    const t = i / rate;
    const turn = Math.floor(t / 0.9);
    const inTurn = t - turn * 0.9;
    // 0.7 s of "speech" then 0.2 s of silence; a slow wobble makes it less of a flat beep.
    const speaking = inTurn < 0.7;
    const freq = (voices[turn % 2] ?? 400) * (1 + 0.03 * Math.sin(2 * Math.PI * 3 * t));
    const envelope = speaking ? Math.sin((Math.PI * inTurn) / 0.7) : 0;
    const sample = Math.round(envelope * 9000 * Math.sin(2 * Math.PI * freq * t));
    data.writeInt16LE(sample, i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
