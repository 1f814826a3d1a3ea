import { z } from 'zod';

/**
 * Links that the screens render as <a href> or <img src>. A `javascript:` or `data:` link stored
 * from outside would run in a staff member's browser, so only http(s) is accepted.
 */
export function isHttpUrl(value: string): boolean {
  // Scheme, then a host; no white space anywhere (a browser would strip it and read on).
  return /^https?:\/\/[^\s/?#\\]+([/?#]\S*)?$/i.test(value);
}

/** True when a link names no scheme at all (a stored key or a path of ours) or http(s). */
export function isHttpOrLocalLink(value: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(value) || isHttpUrl(value);
}

/** An optional http(s) link of at most max characters; '' means none. */
export function httpUrlField(label: string, max = 1000) {
  return z
    .string()
    .trim()
    .max(max, `${label}不能超过${max}个字符`)
    .refine((v) => v === '' || isHttpUrl(v), `${label}必须是http或https链接`);
}
