import { createRequire } from 'node:module';

interface RegionQuery {
  search(ip: string): { country: string; province: string; city: string; isp: string } | null;
}

// ip2region is CommonJS with a default export; load it the way Node does under ESM.
const IP2Region = createRequire(import.meta.url)('ip2region').default as new (opts: { disableIpv6: boolean }) => RegionQuery;
let query: RegionQuery | undefined;

/**
 * Where an address is, from the offline ip2region database shipped in the npm package (no call
 * to an outside service): "广东省深圳市", "内网" for private and loopback addresses, "未知" otherwise.
 */
export function locateIp(ip: string): string {
  const bare = ip.replace(/^::ffff:/, '');
  if (bare === '::1' || bare === '127.0.0.1' || bare.startsWith('127.')) return '内网';
  try {
    query ??= new IP2Region({ disableIpv6: true });
    const r = query.search(bare);
    if (!r) return '未知';
    if (r.isp === '内网IP' || r.city === '内网IP') return '内网';
    const place = [r.country === '中国' ? '' : r.country, r.province, r.city].filter(Boolean).join('');
    return place || '未知';
  } catch {
    return '未知';
  }
}
