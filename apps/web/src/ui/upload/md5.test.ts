import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5OfBlob } from './md5';

const blobOf = (text: string) => new Blob([new TextEncoder().encode(text)]);

describe('md5OfBlob', () => {
  it('matches the RFC 1321 test suite', async () => {
    const suite: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
      ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
      ['1234567890'.repeat(8), '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [text, digest] of suite) expect(await md5OfBlob(blobOf(text)), JSON.stringify(text)).toBe(digest);
  });

  it('hashes a file read in many chunks, on every padding boundary, as node:crypto does', async () => {
    const bytes = new Uint8Array(3 * 1024 * 1024 + 77).map((_, i) => (i * 31 + (i >> 9)) & 255);
    const expected = createHash('md5').update(bytes).digest('hex');
    // Chunks that split the 64-byte blocks unevenly, and the default (a single chunk here).
    for (const chunk of [1000, 64 * 1024 + 3, 1024 * 1024]) expect(await md5OfBlob(new Blob([bytes]), chunk)).toBe(expected);
    expect(await md5OfBlob(new Blob([bytes]))).toBe(expected);
    for (const n of [55, 56, 63, 64, 65]) {
      const small = bytes.subarray(0, n);
      expect(await md5OfBlob(new Blob([small]), 7)).toBe(createHash('md5').update(small).digest('hex'));
    }
  });
});
