import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import type { TestProject } from 'vitest/node';
import { seedAccounts } from '../src/modules/demo/seed-accounts.js';
import type { AppContext } from '../src/platform/context.js';
import { SecretBox } from '../src/platform/crypto.js';
import { type Database, openPglite, openPostgres } from '../src/platform/db/client.js';
import { runMigrations } from '../src/platform/db/migrate.js';
import type { Realtime } from '../src/platform/realtime.js';
import { testConfig } from './test-config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a dump of the migrated, seeded database. */
    pgliteDump: string;
    /** PostgreSQL: name of the template database each test file copies. */
    pgTemplate: string;
  }
}

/** Seeds what every server test starts from: the demo roles and accounts. */
export async function seedBase(database: Database) {
  const config = testConfig();
  const ctx = {
    config,
    database,
    db: database.db,
    log: pino({ level: 'silent' }),
    secrets: new SecretBox(config.appSecret),
    realtime: {} as Realtime,
  } as unknown as AppContext;
  await seedAccounts(ctx);
}

// Migrating PGlite takes seconds; do it once, dump the data directory, and let each test file
// load a fresh copy in well under a second.
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `certdesk_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const templateUrl = withDatabase(url, template);
    const database = await openPostgres(templateUrl, 2);
    await runMigrations(database);
    await seedBase(database);
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      const dbs = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 || '\\_%' or datname = $1`,
        [template],
      );
      for (const d of dbs.rows) await admin.query(`drop database if exists ${d.datname} with (force)`);
      await admin.end();
    };
  }
  const database = await openPglite({});
  await runMigrations(database);
  await seedBase(database);
  const dump = await dumpPglite(database);
  const file = path.join(os.tmpdir(), `certdesk-test-${process.pid}.tar.gz`);
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => fs.rmSync(file, { force: true });
}

/** Replaces the database name of a connection string. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function dumpPglite(database: Database): Promise<Blob> {
  if (!database.dumpDataDir) throw new Error('not a PGlite database');
  return database.dumpDataDir();
}
