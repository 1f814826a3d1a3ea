import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
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
   * Subscribes to a NOTIFY channel; returns an unsubscribe function. `onLost` is called when the
   * listening connection fails (notifications sent meanwhile are lost).
   */
  listen(channel: string, onPayload: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** PGlite only: a dump of the data directory (tests copy a migrated database this way). */
  dumpDataDir?: () => Promise<Blob>;
}

const pgliteExtensions = { pg_trgm };

/** Opens an embedded PGlite database: in memory, from a saved data directory dump, or on disk. */
export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create(options.dataDir, {
      extensions: pgliteExtensions,
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
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
    listen: async (channel, onPayload) => client.listen(channel, onPayload),
    dumpDataDir: async () => client.dumpDataDir('gzip'),
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** Opens a pool on a PostgreSQL server. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Fail at start-up with the driver's message rather than on the first request.
  await pool.query('select 1');
  const listeners: (() => Promise<void>)[] = [];
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
    listen: async (channel, onPayload, onLost) => {
      // LISTEN needs its own connection for as long as it listens.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      let ending = false;
      const lost = () => {
        if (!ending) onLost?.();
        ending = true;
      };
      // Without an error listener a dropped connection would end the process.
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', (n) => {
        if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      const stop = async () => {
        ending = true;
        await client.end();
      };
      listeners.push(stop);
      return stop;
    },
    close: async () => {
      await Promise.all(listeners.map((stop) => stop().catch(() => {})));
      await pool.end();
    },
  };
}
