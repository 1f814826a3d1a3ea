import type { Database } from '../src/platform/db/client.js';

/**
 * The PostgreSQL settings the figures depend on, printed with them. With the default
 * shared_buffers (128 MB) a million orders' tables and indexes (3.5 GB) live in the kernel's page
 * cache, and every write evicts and rereads buffers: a status change took 8–10 / 16–17 ms (p50 /
 * p95) against 2.5–3.5 / 4–7 ms with 4 GB, on the same quiet machine (docs/performance.md).
 */
export async function describeServer(database: Database): Promise<string> {
  if (!database.url) return 'PGlite (embedded)';
  const { rows } = await database.query<{ version: string; buffers: string; size: string }>(
    `select current_setting('server_version') as version, current_setting('shared_buffers') as buffers,
       pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  const s = rows[0]!;
  return `PostgreSQL ${s.version}, shared_buffers ${s.buffers}, database ${s.size}`;
}
