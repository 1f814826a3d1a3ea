import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { openPglite } from './client.js';
import { PGLITE_BUFFERS_MAX_MB, PGLITE_BUFFERS_MIN_MB, pgliteBuffersMb } from './pglite-buffers.js';

/**
 * An embedded database's buffer pool follows the size of its tables and indexes: PostgreSQL's
 * default for a new or small one, up to 512 MB for a large one, or what PGLITE_SHARED_BUFFERS_MB says.
 */
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-pglite-buffers-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** A file of `mb` megabytes that takes no disk (sparse): only its size is read. */
const sparseFile = (file: string, mb: number) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.closeSync(fs.openSync(file, 'w'));
  fs.truncateSync(file, mb * 2 ** 20);
};

const sharedBuffers = async (dataDir: string) => {
  const database = await openPglite({ dataDir, sharedBuffersMb: pgliteBuffersMb(dataDir) });
  try {
    return (await database.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers;
  } finally {
    await database.close();
  }
};

describe('the embedded database buffer pool', () => {
  it('is sized by the tables and indexes alone, within its bounds', () => {
    const dataDir = tempDir();
    expect(pgliteBuffersMb(dataDir)).toBe(PGLITE_BUFFERS_MIN_MB);
    // The file store beside the database (DATA_DIR/files) is no part of it.
    sparseFile(path.join(dataDir, 'files', 'evidence.bin'), 2048);
    sparseFile(path.join(dataDir, 'base', '5', '16384'), 200);
    sparseFile(path.join(dataDir, 'base', '5', '16385'), 100.5);
    expect(pgliteBuffersMb(dataDir)).toBe(301);
    sparseFile(path.join(dataDir, 'base', '5', '16386'), 4096);
    expect(pgliteBuffersMb(dataDir)).toBe(PGLITE_BUFFERS_MAX_MB);
    expect(pgliteBuffersMb(dataDir, 64)).toBe(64);
  });

  it('is what PGlite starts with: the default for a new data directory, more once it holds more', async () => {
    const dataDir = tempDir();
    expect(await sharedBuffers(dataDir)).toBe(`${PGLITE_BUFFERS_MIN_MB}MB`);
    // A database's files grown past the default (the sparse file stands for a large table).
    const beside = fs.readdirSync(path.join(dataDir, 'base'))[0]!;
    sparseFile(path.join(dataDir, 'base', beside, '999999'), 256);
    const expected = pgliteBuffersMb(dataDir);
    expect(expected).toBeGreaterThan(256);
    expect(expected).toBeLessThan(PGLITE_BUFFERS_MAX_MB);
    expect(await sharedBuffers(dataDir)).toBe(`${expected}MB`);
  }, 60_000);

  it('takes PGLITE_SHARED_BUFFERS_MB within 16 and 1024, and names the variable otherwise', () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBeUndefined();
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '256' }).pgliteSharedBuffersMb).toBe(256);
    for (const bad of ['2048', '8', 'lots', '1.5'])
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: bad })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });
});
