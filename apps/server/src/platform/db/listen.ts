import pg from 'pg';
import type { DbLog } from './client.js';

/** What a subscriber of a NOTIFY channel hears about its connection. */
export interface ListenEvents {
  /**
   * LISTEN is in place: the first time (`again` false), and after a lost connection was
   * re-established (`again` true: notifications sent while it was away were missed).
   */
  onListening?: (again: boolean) => void;
  /** The listening connection was lost; it is being re-established. */
  onLost?: () => void;
}

/**
 * Pauses between attempts to re-establish LISTEN. Capped at one second so that everything that
 * hangs on notifications (realtime, the session cache) is back within a second or so of the
 * server accepting connections again; one connection attempt a second costs nothing.
 */
const RETRY_MS = [100, 250, 500, 1000];
/** While the server stays away, one log line per this many failed attempts. */
const LOG_EVERY = 30;

/**
 * LISTEN on its own connection (a pooled one would be handed to other queries), for as long as
 * the subscriber wants it: a connection that ends (server restart, failover, network) is opened
 * again with back-off and LISTEN issued again. Returns the function that stops listening.
 */
export async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  events: ListenEvents,
  log: DbLog,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let listenedBefore = false;
  let failures = 0;

  const schedule = () => {
    const ms = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    timer = setTimeout(() => void attempt(), ms);
  };

  const attempt = async (): Promise<void> => {
    timer = undefined;
    if (stopped) return;
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    let established = false;
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      // Before LISTEN is in place the attempt's own catch handles the failure.
      if (!established) return;
      client = undefined;
      c.end().catch(() => {});
      if (stopped) return;
      log.warn({ channel }, 'database: the LISTEN connection was lost; re-establishing it');
      events.onLost?.();
      schedule();
    };
    // Without an error listener a dropped connection would end the process.
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      gone = true;
      c.end().catch(() => {});
      if (stopped) return;
      if (failures % LOG_EVERY === 0) {
        log.warn(
          { channel, err: { message: (err as Error).message, code: (err as { code?: string }).code } },
          'database: cannot LISTEN yet; retrying',
        );
      }
      failures += 1;
      schedule();
      return;
    }
    if (stopped) {
      gone = true;
      await c.end().catch(() => {});
      return;
    }
    established = true;
    client = c;
    failures = 0;
    const again = listenedBefore;
    listenedBefore = true;
    if (again) log.info({ channel }, 'database: LISTEN re-established');
    events.onListening?.(again);
  };

  await attempt();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}
