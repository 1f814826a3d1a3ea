import { describe, expect, it } from 'vitest';
import { type IpRange, isIpOrCidr, parseAddress, parseIpOrCidr, rangeContains } from './admin-ip.js';
import { printedSeed, seededRandom } from './seeded-random.testing.js';

/**
 * The whitelist parser (ipaddr.js underneath) against a plain oracle: addresses are random big
 * integers, written out in the forms people type, and containment is shift-and-compare.
 */
const SEED = printedSeed('IP_SEED', 'admin-ip oracle');
const rand = seededRandom(SEED);
const int = (n: number) => Math.floor(rand() * n);
const pick = <T>(items: T[]): T => items[int(items.length)] as T;

const bitsOf = (v: 4 | 6) => (v === 4 ? 32 : 128);
const numberOf = (r: IpRange) => r.address.toByteArray().reduce((n, b) => (n << 8n) | BigInt(b), 0n);

/** A random address; IPv6 groups are often zero so that "::" gets exercised. */
function randomValue(v: 4 | 6): bigint {
  let n = 0n;
  if (v === 4) for (let i = 0; i < 4; i++) n = (n << 8n) | BigInt(int(256));
  else for (let i = 0; i < 8; i++) n = (n << 16n) | BigInt(rand() < 0.4 ? 0 : int(0x10000));
  return n;
}

const dotted = (n: bigint) => [24n, 16n, 8n, 0n].map((s) => String((n >> s) & 255n)).join('.');

/** IPv6 text in one of the forms people write: full, padded, upper case, "::"-compressed, IPv4 tail. */
function ipv6Text(n: bigint): string {
  const groups = [...Array(8).keys()].map((i) => Number((n >> BigInt(112 - 16 * i)) & 0xffffn));
  const form = int(4);
  let parts = groups.map((g) => (form === 1 ? g.toString(16).padStart(4, '0') : g.toString(16)));
  if (form === 2) parts = parts.map((p) => p.toUpperCase());
  let tail: string[] = [];
  if (form === 3) {
    tail = [dotted(n & 0xffffffffn)];
    parts = parts.slice(0, 6);
  }
  // Compress the longest run of zero groups (of length >= 1) half of the time.
  let best = -1;
  let bestLen = 0;
  for (let i = 0; i < parts.length; i++) {
    let j = i;
    while (j < parts.length && groups[j] === 0) j++;
    if (j - i > bestLen) [best, bestLen] = [i, j - i];
  }
  if (best >= 0 && rand() < 0.5) {
    const head = parts.slice(0, best).join(':');
    const rest = [...parts.slice(best + bestLen), ...tail].join(':');
    return `${head}::${rest}`;
  }
  return [...parts, ...tail].join(':');
}

const isMapped = (n: bigint) => n >> 32n === 0xffffn;
function textOf(v: 4 | 6, n: bigint) {
  return v === 4 ? dotted(n) : ipv6Text(n);
}

describe('whitelist addresses against a BigInt oracle', () => {
  it('parses random addresses of both versions to the right value', () => {
    for (let i = 0; i < 1500; i++) {
      const v = pick<4 | 6>([4, 6]);
      const n = randomValue(v);
      const text = textOf(v, n);
      const parsed = parseAddress(text);
      expect(parsed, text).not.toBeNull();
      if (v === 6 && isMapped(n)) {
        expect(parsed?.version, text).toBe(4);
        expect(numberOf(parsed as IpRange), text).toBe(n & 0xffffffffn);
      } else {
        expect(parsed?.version, text).toBe(v);
        expect(numberOf(parsed as IpRange), text).toBe(n);
      }
    }
  });

  it('accepts a CIDR exactly when its host bits are zero, and contains exactly the oracle’s addresses', () => {
    for (let i = 0; i < 1500; i++) {
      const v = pick<4 | 6>([4, 6]);
      const bits = bitsOf(v);
      const prefix = int(bits + 1);
      const hostMask = (1n << BigInt(bits - prefix)) - 1n;
      let base = randomValue(v);
      // Keep IPv6 ranges clear of ::ffff:0:0/96, whose members count as IPv4 (checked below).
      if (v === 6 && isMapped(base)) base ^= 1n << 127n;
      const clean = base & ~hostMask;
      const dirty = rand() < 0.3 && hostMask !== 0n ? clean | (1n + (base % hostMask)) : clean;
      const text = `${textOf(v, dirty)}/${prefix}`;
      const range = parseIpOrCidr(text);
      expect(range !== null, text).toBe(dirty === clean);
      if (!range) continue;
      expect(numberOf(range), text).toBe(clean);
      const inside = clean | (randomValue(v) & hostMask);
      const other = rand() < 0.5 ? randomValue(v) : inside ^ (1n << BigInt(int(bits)));
      for (const n of [inside, other]) {
        if (v === 6 && isMapped(n)) continue;
        const expected = n >> BigInt(bits - prefix) === clean >> BigInt(bits - prefix);
        const addr = parseAddress(textOf(v, n));
        expect(rangeContains(range, addr as IpRange), `${text} ∋ ${textOf(v, n)}`).toBe(expected);
      }
    }
  });

  it('refuses random malformed texts', () => {
    const broken = [
      (n: bigint) => `${dotted(n)}.${int(256)}`,
      (n: bigint) => dotted(n).replace(/^\d+/, String(256 + int(700))),
      (n: bigint) => dotted(n).replace(/^(\d+)/, '0$1'),
      (n: bigint) => dotted(n).split('.').slice(0, 3).join('.'),
      (n: bigint) => `${ipv6Text((n << 96n) | 1n)}:1:2:3:4:5:6:7:8`.replace('::', ':'),
      (n: bigint) => `1::${(n & 0xffffn).toString(16)}::2`,
      (n: bigint) => `${(0x10000n + (n & 0xffffn)).toString(16)}::1`,
      (n: bigint) => `::ffff:${dotted(n).replace(/\d+$/, '0x1')}`,
      (n: bigint) => `${dotted(n)}/${33 + int(90)}`,
      (n: bigint) => `${ipv6Text(n << 64n)}/${129 + int(800)}`,
      (n: bigint) => `${dotted(n)}/8/8`,
      (n: bigint) => `${dotted(n)}/+8`,
    ];
    for (let i = 0; i < 500; i++) {
      const text = pick(broken)(randomValue(4));
      expect(isIpOrCidr(text), text).toBe(false);
    }
  });

  it('keeps the edge cases', () => {
    const ok = ['0.0.0.0/0', '255.255.255.255/32', '::/0', '::', '::1/128', 'ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff'];
    for (const t of ok) expect(isIpOrCidr(t), t).toBe(true);
    for (const t of ['1.2.3', '1', '0x7f.0.0.1', '1.2.3.4 5', ':::', '1:2:3:4:5:6:7:8:9', '::ffff:1.2.3', '::ffff:1.2.3.4/104'])
      expect(isIpOrCidr(t), t).toBe(false);
    // IPv4-mapped in either spelling is the IPv4 client.
    const v4 = parseIpOrCidr('10.0.0.0/8') as IpRange;
    expect(rangeContains(v4, parseAddress('::ffff:10.200.0.1') as IpRange)).toBe(true);
    expect(rangeContains(v4, parseAddress('::FFFF:a01:203') as IpRange)).toBe(true);
    expect(rangeContains(v4, parseAddress('::ffff:11.0.0.1') as IpRange)).toBe(false);
    // Not mapped: IPv4-compatible (::a.b.c.d) and NAT64 stay IPv6 and match no IPv4 entry.
    expect(rangeContains(v4, parseAddress('::10.0.0.1') as IpRange)).toBe(false);
    expect(rangeContains(v4, parseAddress('64:ff9b::10.0.0.1') as IpRange)).toBe(false);
    // Surrounding spaces are forgiven as before.
    expect(parseIpOrCidr(' 192.168.1.0/24 ')?.prefix).toBe(24);
  });
});
