import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { SERVER_ROOT } from '../paths.js';
import type { Database } from './client.js';

/** The folder of the generated, committed migrations. */
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');

/**
 * The tables whose index-only scans the order lists rest on (a VACUUM of the partitioned
 * order_handlers vacuums each partition). A migration may rewrite one (0024 rewrote
 * order_handlers to fill its new columns, 0026 copied it into partitions), which leaves its visibility map empty:
 * every index-only scan then reads the table for each entry (a handler's lists 2–5 times slower,
 * docs/operations.md) until a VACUUM, which autovacuum may not run for a long time, since a
 * rewrite leaves no dead rows to trigger it.
 */
const LIST_TABLES = 'orders, order_handlers';

/** How many migrations the database has applied (it throws before the first, which creates the table). */
async function appliedCount(database: Database): Promise<number> {
  const r = await database.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
  return r.rows[0]?.n ?? 0;
}

/**
 * Applies every pending migration (idempotent; safe when several processes start at once on
 * PostgreSQL), then, when any was applied, vacuums the lists' tables (LIST_TABLES).
 */
export async function runMigrations(database: Database): Promise<void> {
  const before = await appliedCount(database).catch(() => 0);
  await applyMigrations(database);
  if ((await appliedCount(database)) > before) await database.exec(`VACUUM (ANALYZE) ${LIST_TABLES}`);
}

async function applyMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    // An advisory lock, on a connection of its own, keeps two processes starting at once from
    // applying the same migration twice.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      await migratePg(drizzlePg({ client }), config);
    } finally {
      await client.end();
    }
  }
}

/**
 * Runs start-up work that two processes must not do at the same time (the demo seed of a fresh
 * database, joining the cluster), under an advisory lock held on a connection of its own.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind !== 'postgres') return work();
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(727275)');
    return await work();
  } finally {
    await client.end();
  }
}

/** True when the database answers and every migration of the folder is applied. */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
  return (await appliedCount(database)) >= expected;
}
