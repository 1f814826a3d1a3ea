import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** PostgreSQL's own default, and the least an embedded database starts with. */
export const PGLITE_BUFFERS_MIN_MB = 128;

/**
 * The most an embedded database's buffer pool is given unless configured. PGlite commits the pool
 * in its WebAssembly memory at start-up (about 1.1 × the pool in resident memory: 305 MB at 128,
 * 737 at 512) and starts slower above it (a data directory opened with 512 MB in 1.0 s, with
 * 1 GB in 6 s; 2 GB fails). 512 MB of 200,000 orders' lists met 291 of 300 random cases within
 * 150 ms at 8 clients, against 278 with 128 MB (docs/performance.md, forty-seventh session): a
 * page missing in the pool is read through PGlite's file system in JavaScript.
 */
export const PGLITE_BUFFERS_MAX_MB = 512;

/**
 * The buffer pool for an embedded database in `dataDir`: as large as its tables and indexes (the
 * cluster's `base` directory, read at start-up), within the bounds above, so that a small
 * installation keeps PostgreSQL's default and a large one holds its hot pages. `configured`
 * (PGLITE_SHARED_BUFFERS_MB) overrides it.
 */
export function pgliteBuffersMb(dataDir: string, configured?: number): number {
  if (configured !== undefined) return configured;
  const mb = Math.ceil(directoryBytes(path.join(dataDir, 'base')) / 2 ** 20);
  return Math.min(PGLITE_BUFFERS_MAX_MB, Math.max(PGLITE_BUFFERS_MIN_MB, mb));
}

/** The bytes of the files under `dir` (none when it does not exist yet: a new data directory). */
function directoryBytes(dir: string): number {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((bytes, entry) => bytes + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}
