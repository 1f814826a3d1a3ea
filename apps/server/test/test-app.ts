import fs from 'node:fs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Config } from '../src/platform/config.js';
import type { AppContext } from '../src/platform/context.js';
import { type Database, openPglite, openPostgres } from '../src/platform/db/client.js';
import { withDatabase } from './global-setup.js';
import { TEST_PASSWORD, testConfig } from './test-config.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Signs in and returns the bearer token. */
  login(account: string, pwd?: string): Promise<string>;
  /** Calls the API as a signed-in user (token) or anonymously (null) and returns the parsed envelope. */
  call<T = unknown>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    token: string | null,
    body?: unknown,
  ): Promise<{ code: string; msg: string; data: T }>;
  /** The same call, answered with the raw response: for exports and files, whose body is no envelope. */
  request(method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, body?: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let counter = 0;

/** A fresh database with the base seed (roles and demo accounts), for one test file. */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('pgTemplate');
  const url = process.env.TEST_DATABASE_URL;
  if (template && url) {
    // Named after the run's template, so a run only ever drops its own databases.
    const name = `${template}_${process.pid}_${++counter}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // Two test files copying the template at the same moment: PostgreSQL refuses the second
    // ("source database is being accessed by other users", 55006) until the first is done.
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        break;
      } catch (err) {
        if ((err as { code?: string }).code !== '55006' || attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 100 * attempt));
      }
    }
    await admin.end();
    return openPostgres(withDatabase(url, name), 4);
  }
  const dump = fs.readFileSync(inject('pgliteDump'));
  return openPglite({ loadDataDir: new Blob([dump]) });
}

/** A test file's usual set-up: a fresh app and a token of each of these accounts. */
export async function signedInTestApp(accounts: readonly string[], overrides: Partial<Config> = {}) {
  const t = await createTestApp(overrides);
  const tok: Record<string, string> = {};
  for (const a of accounts) tok[a] = await t.login(a);
  return { t, tok };
}

/** Builds the app on a fresh copy of the test database. */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const { app, ctx } = await buildApp({ config, database, logger: pino({ level: 'silent' }), serveWeb: false });
  await app.ready();
  const request: TestApp['request'] = (method, url, token, body) =>
    app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body !== undefined ? { payload: body as object } : {}),
    });
  const call: TestApp['call'] = async (method, url, token, body) => (await request(method, url, token, body)).json();
  return {
    app,
    ctx,
    database,
    call,
    request,
    async login(account, pwd = TEST_PASSWORD) {
      const r = await call<{ authToken: string }>('POST', '/api/auth/login', null, { account, pwd });
      if (r.code !== '0000') throw new Error(`login ${account} failed: ${r.msg}`);
      return r.data.authToken;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * A test file's app, built before its tests (a fresh createTestApp unless `build` says otherwise)
 * and closed after them. What it returns stands for that app: it can be named when the file is
 * collected, and read from within hooks and tests, once the app exists.
 */
export function testAppPerFile(build: () => Promise<TestApp> = () => createTestApp(), timeout?: number): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await build();
  }, timeout);
  afterAll(async () => app?.close());
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!app) throw new Error('the test app is built in beforeAll: use it inside a hook or a test');
      return Reflect.get(app, key);
    },
  });
}
