/** One rate limit: at most `max` calls per `windowMs`, counted per caller. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/**
 * Every rate limit of the server, by name (docs/security.md, "Rate limits and lock-out"). Calls
 * over a limit are answered before any work is done: HTTP 429, code 1429, a Retry-After header.
 * Tests may lower them through Config.rateLimits; only the sign-in limit has a setting
 * (LOGIN_RATE_PER_MINUTE), for offices where many users share one address.
 */
export const RATE_LIMITS = {
  /** Sign-ins from one client address a minute, whatever the accounts: each costs an argon2 hash. */
  signInPerAddress: { max: 20, windowMs: 60_000 },
  /** Calls of the open API (partner platform and call webhook) from one client address. */
  openApiPerAddress: { max: 600, windowMs: 60_000 },
  /** Password changes by one user: each checks a guess of the current password. */
  passwordChangePerUser: { max: 5, windowMs: 15 * 60_000 },
  /** Spreadsheet exports by one user: each streams up to the whole table. */
  exportPerUser: { max: 10, windowMs: 60_000 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimitTable = Record<RateLimitName, RateLimit>;

/**
 * The account-wide sign-in brake: this many failures on one account within a lock period, from
 * any addresses, lock the account for everyone. Far above the per-address limit
 * (LOGIN_MAX_FAILURES), so that a stranger cannot lock the real user out by accident of a few
 * guesses, while guessing spread over many addresses still stops.
 */
export const LOGIN_ACCOUNT_MAX_FAILURES = 100;

/** Which limit a route takes, and whom it counts: the client address or the signed-in user. */
export interface RouteLimit {
  name: RateLimitName;
  per: 'address' | 'user';
}

/** The limits of a route, by method and route pattern (never the raw URL). */
export function limitsOfRoute(method: string, url: string): RouteLimit[] {
  if (method === 'POST' && url === '/api/auth/login') return [{ name: 'signInPerAddress', per: 'address' }];
  if (url.startsWith('/open/')) return [{ name: 'openApiPerAddress', per: 'address' }];
  if (method === 'POST' && url === '/api/user/updatePassword') return [{ name: 'passwordChangePerUser', per: 'user' }];
  if (url.endsWith('/export')) return [{ name: 'exportPerUser', per: 'user' }];
  return [];
}
