import ipaddr from 'ipaddr.js';

/**
 * IP addresses and CIDR ranges of the whitelist (D18). Parsing is ipaddr.js's (it runs in the
 * browser too, so the dialog validates with the same rule as the server); what is ours is the
 * whitelist's strictness on top of it, stated in each function.
 */
export interface IpRange {
  version: 4 | 6;
  /** First address of the range. */
  address: ipaddr.IPv4 | ipaddr.IPv6;
  prefix: number;
}

const bitsOf = (version: 4 | 6) => (version === 4 ? 32 : 128);

/**
 * ipaddr.js also reads the classic inet_aton forms ("10.1", "0x0a.0.0.1", octal "010.0.0.1"),
 * as does an IPv4 tail in IPv6; a whitelist entry written like that is more likely a typo than
 * meant, so only four dotted decimals without leading zeros are accepted.
 */
function strictIpv4(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text);
}

/** An address as a range of one, or null. IPv4-mapped IPv6 ("::ffff:1.2.3.4") counts as IPv4. */
export function parseAddress(text: string): IpRange | null {
  const t = text.trim();
  if (strictIpv4(t)) return { version: 4, address: ipaddr.IPv4.parse(t), prefix: 32 };
  // ipaddr.js reads the deprecated IPv4-compatible "::a.b.c.d" as the mapped "::ffff:a.b.c.d";
  // it is the IPv6 address ::0:a.b.c.d (RFC 4291), which the library reads as written.
  const v6Text = /^::[^:]*\./.test(t) ? `::0:${t.slice(2)}` : t;
  if (!ipaddr.IPv6.isValid(v6Text)) return null;
  const tail = /:([^:%]*\.[^:%]*)(?:%.*)?$/.exec(v6Text)?.[1];
  if (tail !== undefined && !strictIpv4(tail)) return null;
  const v6 = ipaddr.IPv6.parse(v6Text);
  // Node reports IPv4 clients on a dual-stack socket as ::ffff:a.b.c.d; they must meet IPv4 entries.
  if (v6.isIPv4MappedAddress()) return { version: 4, address: v6.toIPv4Address(), prefix: 32 };
  return { version: 6, address: v6, prefix: 128 };
}

/**
 * Parses "address" or "address/prefix". A CIDR whose address has bits beyond the prefix
 * ("10.0.0.1/24") is refused as a likely typo, as are prefixes out of range (an IPv4-mapped
 * address counts as IPv4, so "::ffff:10.0.0.0/104" is refused too: write 10.0.0.0/8).
 */
export function parseIpOrCidr(text: string): IpRange | null {
  const [addr = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const ip = parseAddress(addr);
  if (!ip) return null;
  if (prefixText === undefined) return ip;
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = Number(prefixText);
  if (prefix > bitsOf(ip.version)) return null;
  const mask = (ip.version === 4 ? ipaddr.IPv4 : ipaddr.IPv6).subnetMaskFromPrefixLength(prefix).toByteArray();
  const hostBitsSet = ip.address.toByteArray().some((byte, i) => (byte & ~(mask[i] ?? 0)) !== 0);
  return hostBitsSet ? null : { version: ip.version, address: ip.address, prefix };
}

/** True when the text is a single IPv4/IPv6 address or a valid CIDR range. */
export function isIpOrCidr(text: string): boolean {
  return parseIpOrCidr(text) !== null;
}

/** True when the address lies in the range (never across versions: ipaddr.js throws there). */
export function rangeContains(range: IpRange, address: IpRange): boolean {
  if (range.version !== address.version) return false;
  return address.address.match(range.address, range.prefix);
}
