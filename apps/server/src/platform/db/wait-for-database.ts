import pg from 'pg';
import type { DbLog } from './client.js';
import { configurationProblem, isDatabaseUnavailable, redactUrl } from './faults.js';

/** A DATABASE_URL that can never work as written (bad password, unknown host or database). */
export class DatabaseConfigError extends Error {}

const RETRY_MS = 2_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the PostgreSQL server of `url` accepts a connection. A server that is down or
 * starting up (an orchestrator may start us first) is waited for, with one log line per attempt;
 * a URL that cannot work is one clear DatabaseConfigError instead of a stack trace.
 */
export async function waitForDatabase(url: string, log: DbLog, retryMs = RETRY_MS): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    let client: pg.Client;
    try {
      client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    } catch (err) {
      throw new DatabaseConfigError(configurationProblem(err, url) ?? `DATABASE_URL: ${(err as Error).message}`);
    }
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      if (attempt > 1) log.info({ url: redactUrl(url) }, 'database: reachable; starting');
      return;
    } catch (err) {
      client.end().catch(() => {});
      const problem = configurationProblem(err, url);
      if (problem) throw new DatabaseConfigError(problem);
      if (!isDatabaseUnavailable(err)) throw err;
      const e = err as { code?: string; message?: string };
      log.warn(
        { url: redactUrl(url), attempt, reason: e.code ?? e.message },
        `database: not reachable at ${redactUrl(url)} (${e.code ?? e.message}); waiting for it, next try in ${retryMs / 1000} s`,
      );
      await sleep(retryMs);
    }
  }
}
