import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type ListenEvents, listenWithReconnect } from './listen.js';
import { acquireDataDirLock } from './lock.js';
import * as schema from './schema.js';

/** The Drizzle database, whichever driver is underneath (a transaction has the same type). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A row set from raw SQL. */
export interface SqlRows<T = Record<string, unknown>> {
  rows: T[];
}

/**
 * The database of one server process: Drizzle for queries, and the few raw capabilities that
 * the queue and realtime layers need. The same SQL runs on both drivers.
 */
export interface Database {
  kind: 'pglite' | 'postgres';
  /** The connection string of a PostgreSQL server (absent for PGlite). */
  url?: string;
  db: Db;
  /** Runs parameterised SQL. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlRows<T>>;
  /** Runs one or more statements without parameters. */
  exec(text: string): Promise<void>;
  /**
   * Subscribes to a NOTIFY channel; returns an unsubscribe function. A lost listening connection
   * is re-established by itself (see ListenEvents): notifications sent meanwhile are lost, which
   * is what `onListening(true)` tells the subscriber.
   */
  listen(channel: string, onPayload: (payload: string) => void, events?: ListenEvents): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory (tests copy a migrated database this way). */
  dumpDataDir?: () => Promise<Blob>;
}

export type { ListenEvents } from './listen.js';

// btree_gin: the lists' multi-column GIN index over their equality filters (migration 0012).
const pgliteExtensions = { pg_trgm, btree_gin };

/** The planner settings of every connection, PostgreSQL's and PGlite's, set once each. */
const PLANNER_SETTINGS = {
  /**
   * Every query's conditions are checked against its tables' CHECK constraints, not only a
   * partitioned table's (PostgreSQL's default): a list walk's part that the lifecycle's checks rule
   * out (orders.schema.ts lifecycleChecks) is then planned as empty and never read. The refutation
   * costs no measurable planning: a pending review's search sorted by certification, 300 plans
   * each, 0.25–0.30 ms with and without it.
   */
  constraint_exclusion: 'on',
  /**
   * The price of a page read out of order, against 1 for a page read in order (PostgreSQL's default
   * is 4, a spinning disk's seek). A list reads indexes that stay in memory, and at 4 PostgreSQL
   * priced each page of an index walked for a deep page as a seek: an auditor's reviewed orders by
   * finish date, page 437 of 50, read all 54,545 of the auditor's rows and sorted 30,209 of them
   * (11–13 ms) instead of walking the auditor's index to the page (27,309 entries, 4.4–4.9 ms).
   * 1.1 is the documentation's value for storage that reads out of order almost as fast as in
   * order (docs/performance.md, forty-ninth session).
   */
  random_page_cost: '1.1',
};
const plannerSettings = Object.entries(PLANNER_SETTINGS);

/**
 * Opens an embedded PGlite database: in memory, from a saved data directory dump, or on disk; with
 * a buffer pool of `sharedBuffersMb` (pglite-buffers.ts), else PostgreSQL's default of 128 MB.
 */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob; sharedBuffersMb?: number }): Promise<Database> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create(options.dataDir, {
      extensions: pgliteExtensions,
      // The pool as a start parameter: PGlite's `postgresqlconf` would replace the whole file.
      ...(options.sharedBuffersMb
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffersMb}MB`] }
        : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.exec(plannerSettings.map(([name, value]) => `set ${name} = ${value};`).join(' '));
    return pgliteDatabase(client, release);
  } catch (err) {
    release();
    throw err;
  }
}

/** Wraps an open PGlite client. */
export function pgliteDatabase(client: PGlite, release: () => void = () => {}): Database {
  return {
    kind: 'pglite',
    db: drizzlePglite({ client, schema }) as unknown as Db,
    query: async <T>(text: string, params?: unknown[]) => {
      const r = await client.query<T>(text, params);
      return { rows: r.rows };
    },
    exec: async (text) => {
      await client.exec(text);
    },
    listen: async (channel, onPayload, events) => {
      const stop = await client.listen(channel, onPayload);
      events?.onListening?.(false);
      return stop;
    },
    dumpDataDir: async () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Where a driver reports what went wrong with connections (the process logger in main.ts). */
export interface DbLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

const quiet: DbLog = { warn: () => {}, info: () => {} };

export interface PostgresOptions {
  poolSize?: number;
  log?: DbLog;
  /** Skip the first `select 1` (start-up waits for the server itself, see wait-for-database.ts). */
  lazy?: boolean;
}

/**
 * Opens a pool on a PostgreSQL server. Connections that fail (a restart, a failover: 57P01,
 * "Connection terminated") are logged and dropped, never left to end the process; the pool opens
 * new ones on the next query once the server is back.
 */
export async function openPostgres(url: string, poolSizeOrOptions: number | PostgresOptions = 10): Promise<Database> {
  const options = typeof poolSizeOrOptions === 'number' ? { poolSize: poolSizeOrOptions } : poolSizeOrOptions;
  const log = options.log ?? quiet;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A server that does not answer (a black-holed address) fails the call instead of hanging it.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
    // An idle connection is kept for ten minutes, not pg's ten seconds: a new one costs a list
    // call ~8 ms to connect and ~7 ms more to plan its first statement with the server's caches
    // cold (a million orders, 53 indexes), and a user's clicks are often more than ten seconds
    // apart. Idle connections do not keep a script's process alive.
    idleTimeoutMillis: 600_000,
    allowExitOnIdle: true,
    // No parallel plans: every call is one short statement, and with as many calls in flight as
    // the server has cores a plan's workers take cores from the others while their start-up costs
    // more than they save (a certifier's search at page 5: 47 → 4.9 ms, docs/performance.md).
    // No JIT: it pays for itself on long analytic queries; a list's walk whose estimate passes
    // jit_above_cost (a deep page's reaches 90,000 of its 100,000) runs for milliseconds and
    // would spend tens compiling. The planner settings of both engines: see PLANNER_SETTINGS.
    options: ['-c max_parallel_workers_per_gather=0 -c jit=off', ...plannerSettings.map(([name, value]) => `-c ${name}=${value}`)].join(
      ' ',
    ),
  });
  // An idle client's error is emitted by the pool; a checked-out client's between two queries of a
  // transaction by the client itself. Unheard, either would end the process.
  pool.on('error', (err) => log.warn({ err: errInfo(err) }, 'database: an idle connection failed and was dropped'));
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err: errInfo(err) }, 'database: a connection in use failed'));
  });
  // Fail at start-up with the driver's message rather than on the first request.
  if (!options.lazy) await pool.query('select 1');
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: 'postgres',
    url,
    db: drizzlePg({ client: pool, schema }) as unknown as Db,
    query: async <T>(text: string, params?: unknown[]) => {
      const r = await pool.query(text, params as unknown[]);
      return { rows: r.rows as T[] };
    },
    exec: async (text) => {
      await pool.query(text);
    },
    listen: async (channel, onPayload, events) => {
      const stop = await listenWithReconnect(url, channel, onPayload, events ?? {}, log);
      const remove = async () => {
        listeners.delete(remove);
        await stop();
      };
      listeners.add(remove);
      return remove;
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop().catch(() => {})));
      await pool.end();
    },
  };
}

function errInfo(err: unknown) {
  const e = err as { message?: string; code?: string };
  return { message: e?.message, code: e?.code };
}
