import { describe, expect, it } from 'vitest';
import { isIpOrCidr, parseAddress, parseIpOrCidr, rangeContains } from './admin-ip.js';

const inRange = (range: string, ip: string) => rangeContains(parseIpOrCidr(range)!, parseAddress(ip)!);

describe('whitelist addresses', () => {
  // One table, one check: each address is its own case, so a failure names it.
  it.each([
    // Single addresses and CIDR ranges of both versions.
    ['10.0.0.1', true],
    ['0.0.0.0/0', true],
    ['192.168.1.0/24', true],
    ['::1', true],
    ['2001:db8::/32', true],
    ['fe80::1', true],
    ['::ffff:10.1.2.3', true],
    ['2001:db8::1.2.3.4', true],
    // Malformed addresses and invalid CIDR.
    ['', false],
    ['10.0.0', false],
    ['256.1.1.1', false],
    ['01.1.1.1', false],
    ['10.0.0.1/33', false],
    ['10.0.0.1/24', false],
    ['10.0.0.0/', false],
    ['10.0.0.0/24/1', false],
    ['abc', false],
    ['1:2:3', false],
    ['::1::2', false],
    ['2001:db8::/129', false],
    ['x::1', false],
  ])('isIpOrCidr(%j) is %s', (address, valid) => {
    expect(isIpOrCidr(address)).toBe(valid);
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
