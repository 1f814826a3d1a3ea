/**
 * IP addresses and CIDR ranges of the whitelist (D18), parsed without Node's `net` so that the
 * browser validates with the same rule. Addresses become big integers (32 or 128 bits).
 */
export interface IpRange {
  version: 4 | 6;
  /** First address of the range. */
  base: bigint;
  prefix: number;
}

/** Parses a dotted IPv4 address ("10.0.0.1"); null when malformed. */
export function parseIpv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let n = 0n;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255 || (p.length > 1 && p.startsWith('0'))) return null;
    n = (n << 8n) | BigInt(Number(p));
  }
  return n;
}

/** Parses an IPv6 address, with "::" and an embedded IPv4 tail; null when malformed. */
export function parseIpv6(text: string): bigint | null {
  const s = text.split('%')[0] ?? '';
  if (!/^[0-9A-Fa-f:.]+$/.test(s) || s.split('::').length > 2) return null;
  const [head = '', tail] = s.split('::') as [string, string | undefined];
  const groups = (part: string): number[] | null => {
    if (part === '') return [];
    const out: number[] = [];
    const items = part.split(':');
    for (let i = 0; i < items.length; i++) {
      const item = items[i] ?? '';
      if (i === items.length - 1 && item.includes('.')) {
        const v4 = parseIpv4(item);
        if (v4 === null) return null;
        out.push(Number(v4 >> 16n), Number(v4 & 0xffffn));
      } else if (/^[0-9A-Fa-f]{1,4}$/.test(item)) out.push(Number.parseInt(item, 16));
      else return null;
    }
    return out;
  };
  const a = groups(head);
  const b = tail === undefined ? [] : groups(tail);
  if (!a || !b) return null;
  const missing = 8 - a.length - b.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const all = [...a, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...b];
  return all.reduce((n, g) => (n << 16n) | BigInt(g), 0n);
}

/** An address as a range of one, or null. IPv4-mapped IPv6 ("::ffff:1.2.3.4") counts as IPv4. */
export function parseAddress(text: string): IpRange | null {
  const t = text.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(t);
  const v4 = parseIpv4(mapped?.[1] ?? t);
  if (v4 !== null) return { version: 4, base: v4, prefix: 32 };
  const v6 = parseIpv6(t);
  return v6 === null ? null : { version: 6, base: v6, prefix: 128 };
}

/**
 * Parses "address" or "address/prefix". A CIDR whose address has bits beyond the prefix
 * ("10.0.0.1/24") is refused as a likely typo, as are prefixes out of range.
 */
export function parseIpOrCidr(text: string): IpRange | null {
  const [addr = '', prefixText, extra] = text.trim().split('/');
  if (extra !== undefined) return null;
  const ip = parseAddress(addr);
  if (!ip) return null;
  if (prefixText === undefined) return ip;
  if (!/^\d{1,3}$/.test(prefixText)) return null;
  const bits = ip.version === 4 ? 32 : 128;
  const prefix = Number(prefixText);
  if (prefix > bits) return null;
  const hostMask = (1n << BigInt(bits - prefix)) - 1n;
  if ((ip.base & hostMask) !== 0n) return null;
  return { version: ip.version, base: ip.base, prefix };
}

/** True when the text is a single IPv4/IPv6 address or a valid CIDR range. */
export function isIpOrCidr(text: string): boolean {
  return parseIpOrCidr(text) !== null;
}

/** True when the address lies in the range. */
export function rangeContains(range: IpRange, address: IpRange): boolean {
  if (range.version !== address.version) return false;
  const bits = range.version === 4 ? 32 : 128;
  const shift = BigInt(bits - range.prefix);
  return address.base >> shift === range.base >> shift;
}
