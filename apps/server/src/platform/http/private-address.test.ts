import { describe, expect, it } from 'vitest';
import { embeddedIpv4, isPrivateAddress } from './private-address.js';

describe('isPrivateAddress (SSRF rules of the evidence fetch)', () => {
  it.each([
    '127.0.0.1',
    '127.255.0.9',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254', // cloud metadata
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.251', // multicast
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fc00::1',
    'fd12:3456:789a::1', // unique-local
    'ff02::1', // multicast
    '::ffff:127.0.0.1', // IPv4-mapped, dotted
    '::ffff:7f00:1', // IPv4-mapped, hex
    '::ffff:a9fe:a9fe', // 169.254.169.254 mapped
    '0:0:0:0:0:ffff:10.0.0.1',
    '64:ff9b::a00:1', // NAT64 of 10.0.0.1
    'not-an-address',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808'])(
    'allows the public address %s',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );

  it('reads the IPv4 address inside mapped and NAT64 IPv6 forms', () => {
    expect(embeddedIpv4('::ffff:7f00:1')).toBe('127.0.0.1');
    expect(embeddedIpv4('::FFFF:192.168.0.1')).toBe('192.168.0.1');
    expect(embeddedIpv4('64:ff9b::c0a8:1')).toBe('192.168.0.1');
    expect(embeddedIpv4('2001:db8::1')).toBeNull();
  });
});
