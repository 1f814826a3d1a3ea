import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5Hex } from './md5';

describe('md5Hex', () => {
  it('matches RFC 1321 test vectors and node:crypto on every padding boundary', () => {
    const enc = (s: string) => new TextEncoder().encode(s);
    expect(md5Hex(enc(''))).toBe('d41d8cd98f00b204e9800998ecf8427e');
    expect(md5Hex(enc('abc'))).toBe('900150983cd24fb0d6963f7d28e17f72');
    expect(md5Hex(enc('message digest'))).toBe('f96b697d7cb7938d525a2f31aaf161d0');
    for (const n of [55, 56, 63, 64, 65, 1000, 100_000]) {
      const bytes = new Uint8Array(n).map((_, i) => (i * 31) & 255);
      expect(md5Hex(bytes)).toBe(createHash('md5').update(bytes).digest('hex'));
    }
  });
});
