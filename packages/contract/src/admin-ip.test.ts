import { describe, expect, it } from 'vitest';
import { isIpOrCidr, parseAddress, parseIpOrCidr, rangeContains } from './admin-ip.js';

const inRange = (range: string, ip: string) => rangeContains(parseIpOrCidr(range)!, parseAddress(ip)!);

describe('whitelist addresses', () => {
  it('accepts single addresses and CIDR ranges of both versions', () => {
    for (const ok of [
      '10.0.0.1',
      '0.0.0.0/0',
      '192.168.1.0/24',
      '::1',
      '2001:db8::/32',
      'fe80::1',
      '::ffff:10.1.2.3',
      '2001:db8::1.2.3.4',
    ]) {
      expect(isIpOrCidr(ok), ok).toBe(true);
    }
  });
  it('refuses malformed addresses and invalid CIDR', () => {
    for (const bad of [
      '',
      '10.0.0',
      '256.1.1.1',
      '01.1.1.1',
      '10.0.0.1/33',
      '10.0.0.1/24',
      '10.0.0.0/',
      '10.0.0.0/24/1',
      'abc',
      '1:2:3',
      '::1::2',
      '2001:db8::/129',
      'x::1',
    ]) {
      expect(isIpOrCidr(bad), bad).toBe(false);
    }
  });
  it('matches addresses inside a range and nothing outside', () => {
    expect(inRange('192.168.1.0/24', '192.168.1.200')).toBe(true);
    expect(inRange('192.168.1.0/24', '192.168.2.1')).toBe(false);
    expect(inRange('10.0.0.7', '10.0.0.7')).toBe(true);
    expect(inRange('10.0.0.7', '10.0.0.8')).toBe(false);
    expect(inRange('10.0.0.0/8', '::ffff:10.9.9.9')).toBe(true);
    expect(inRange('2001:db8::/32', '2001:db8:ffff::1')).toBe(true);
    expect(inRange('2001:db8::/32', '2001:db9::1')).toBe(false);
    expect(inRange('0.0.0.0/0', '8.8.8.8')).toBe(true);
    expect(inRange('10.0.0.0/8', '::1')).toBe(false);
  });
});
