/**
 * Telling a database that is away from a query that is wrong. A restart, a failover or a network
 * cut surfaces as a driver error on whatever query was running; the caller should be told to try
 * again later (503, 5030), and the process should carry on until the server is back.
 */

/** SQLSTATEs of a server that is shutting down, starting up or out of connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** Socket errors of a server that cannot be reached (at the moment). */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
]);
/** What pg and pg-pool say, without a code, when a connection ends or cannot be made. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection ended|terminating connection|the database system is (starting up|shutting down)/i;

/** The errors behind an error: Drizzle wraps the driver's error as `cause`, Node's connect may give an AggregateError. */
function* chain(err: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (depth > 5 || typeof err !== 'object' || err === null) return;
  yield err as { code?: unknown; message?: unknown };
  const { cause, errors } = err as { cause?: unknown; errors?: unknown };
  if (cause) yield* chain(cause, depth + 1);
  if (Array.isArray(errors)) for (const e of errors) yield* chain(e, depth + 1);
}

/** True when the error means the database server is unreachable or restarting (not that the query is wrong). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** A connection string without its password, for log lines. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

/**
 * The operator's mistake behind a failed first connection, in one sentence, or undefined when
 * the server is merely not reachable yet (then start-up waits and tries again).
 */
export function configurationProblem(err: unknown, url: string): string | undefined {
  const where = redactUrl(url);
  for (const e of chain(err)) {
    switch (e.code) {
      case '28P01':
        return `DATABASE_URL (${where}): password authentication failed; check the user name and password`;
      case '28000':
        return `DATABASE_URL (${where}): the server refuses this user or address (pg_hba.conf): ${String(e.message)}`;
      case '3D000':
        return `DATABASE_URL (${where}): ${String(e.message)}; create it or correct the name`;
      case 'ENOTFOUND':
        return `DATABASE_URL (${where}): the host name cannot be resolved; check the host`;
      case 'ERR_INVALID_URL':
        return `DATABASE_URL: not a valid connection string`;
    }
  }
  return undefined;
}
