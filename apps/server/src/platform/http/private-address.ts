import net from 'node:net';

/**
 * Addresses a server-side fetch must never reach on a partner's word (SSRF): this machine, the
 * private networks behind it, link-local (cloud metadata at 169.254.169.254), unique-local and
 * multicast, in IPv4 and IPv6. An IPv4 address written as IPv6 (::ffff:10.0.0.1, or the NAT64
 * prefix) is judged as the IPv4 address it carries.
 */
const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fe80::', 10],
  ['fec0::', 10], // old site-local
  ['fc00::', 7],
  ['ff00::', 8],
  ['2001:db8::', 32], // documentation
] as const)
  blocked.addSubnet(prefix, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (with an embedded dotted IPv4 tail), or null. */
function groupsOf(address: string): number[] | null {
  let text = address.toLowerCase().split('%')[0] ?? '';
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted?.[1]) {
    const b = dotted[1].split('.').map(Number);
    text = `${text.slice(0, -dotted[1].length)}${(((b[0] ?? 0) << 8) | (b[1] ?? 0)).toString(16)}:${(((b[2] ?? 0) << 8) | (b[3] ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const all = [...left, ...Array(fill).fill('0'), ...right].map((g) => Number.parseInt(g, 16));
  return all.length === 8 && all.every((g) => g >= 0 && g <= 0xffff) ? all : null;
}

/** The IPv4 address an IPv6 address carries (IPv4-mapped, IPv4-compatible or NAT64), else null. */
export function embeddedIpv4(address: string): string | null {
  const g = groupsOf(address);
  if (!g) return null;
  const [a, b, c, d, e, f, hi = 0, lo = 0] = g;
  const mapped = a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && (f === 0xffff || f === 0) && (hi !== 0 || lo > 1);
  const nat64 = a === 0x64 && b === 0xff9b && c === 0 && d === 0 && e === 0 && f === 0;
  if (!mapped && !nat64) return null;
  return [hi >> 8, hi & 255, lo >> 8, lo & 255].join('.');
}

/** True when the address (IPv4 or IPv6 literal) is private, loopback, link-local, unique-local, multicast or reserved. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true; // not an address: refuse rather than guess
  const v4 = embeddedIpv4(address);
  if (v4) return blocked.check(v4, 'ipv4');
  return blocked.check(address.split('%')[0] ?? address, 'ipv6');
}
