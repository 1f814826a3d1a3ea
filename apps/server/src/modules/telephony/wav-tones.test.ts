import { describe, expect, it } from 'vitest';
import { generateCallWav } from './wav-tones.js';

/** The fields of a canonical 44-byte PCM WAV header. */
function readHeader(wav: Buffer) {
  return {
    riff: wav.toString('ascii', 0, 4),
    riffSize: wav.readUInt32LE(4),
    wave: wav.toString('ascii', 8, 12),
    fmt: wav.toString('ascii', 12, 16),
    fmtSize: wav.readUInt32LE(16),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    sampleRate: wav.readUInt32LE(24),
    byteRate: wav.readUInt32LE(28),
    blockAlign: wav.readUInt16LE(32),
    bitsPerSample: wav.readUInt16LE(34),
    data: wav.toString('ascii', 36, 40),
    dataSize: wav.readUInt32LE(40),
  };
}

describe('generateCallWav', () => {
  it('writes a PCM 8 kHz 16-bit mono header whose sizes match the samples', () => {
    const wav = generateCallWav(3);
    expect(readHeader(wav)).toEqual({
      riff: 'RIFF',
      riffSize: wav.length - 8,
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: 8000,
      byteRate: 16_000,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
      dataSize: 3 * 8000 * 2,
    });
    expect(wav.length).toBe(44 + 3 * 8000 * 2);
  });

  it('keeps the length between 1 and 20 seconds, rounded', () => {
    const seconds = (wav: Buffer) => wav.readUInt32LE(40) / 16_000;
    expect(seconds(generateCallWav(0))).toBe(1);
    expect(seconds(generateCallWav(-5))).toBe(1);
    expect(seconds(generateCallWav(2.4))).toBe(2);
    expect(seconds(generateCallWav(2.6))).toBe(3);
    expect(seconds(generateCallWav(600))).toBe(20);
  });

  it('is audible, deterministic for a seed and differs between seeds', () => {
    const a = generateCallWav(2, 3);
    const samples = Array.from({ length: 16_000 }, (_, i) => a.readInt16LE(44 + i * 2));
    expect(Math.max(...samples)).toBeGreaterThan(4000);
    expect(Math.min(...samples)).toBeLessThan(-4000);
    // Pauses between "turns": 0.7 s of tone, then 0.2 s of silence (8 kHz).
    expect(samples.slice(5700, 7100).every((s) => s === 0)).toBe(true);
    expect(generateCallWav(2, 3).equals(a)).toBe(true);
    expect(generateCallWav(2, 4).equals(a)).toBe(false);
  });
});
