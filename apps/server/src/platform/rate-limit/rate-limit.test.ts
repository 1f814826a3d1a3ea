import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TEST_PASSWORD, testConfig } from '../../../test/test-config.js';
import { buildApp } from '../../app.js';
import { loginLogs } from '../../modules/auth/auth.schema.js';
import { users } from '../../modules/users/users.schema.js';
import type { Config } from '../config.js';
import { verifyPassword } from '../crypto.js';
import { openPostgres } from '../db/client.js';
import { Rng } from '../rng.js';
import { RATE_LIMITS } from './limits.js';

const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);
console.log(`rate-limit.test seed ${seed} (TEST_SEED=${seed} to repeat)`);
const rng = new Rng(seed);
const word = (n: number) => Array.from({ length: n }, () => rng.pick([...'abcdefghijkmnpqrstuvwxyz23456789'])).join('');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Answer = { status: number; retryAfter: string | undefined; code: string; msg: string };
async function post(app: FastifyInstance, url: string, body: unknown, from: string, token?: string): Promise<Answer> {
  const r = await app.inject({
    method: 'POST',
    url,
    remoteAddress: from,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as object,
  });
  const json = r.headers['content-type']?.toString().includes('json') ? (r.json() as { code: string; msg: string }) : { code: '', msg: '' };
  return { status: r.statusCode, retryAfter: r.headers['retry-after']?.toString(), code: json.code, msg: json.msg };
}

/** The answer every over-limit call must give, whatever the route. */
function expectLimited(a: Answer) {
  expect(a).toMatchObject({ status: 429, code: '1429', msg: '操作过于频繁，请稍后再试' });
  expect(Number(a.retryAfter)).toBeGreaterThanOrEqual(1);
}

describe('sign-in per client address', () => {
  it('answers 429 past the limit without checking a password or writing the login log, and only for that address', async () => {
    const from = `203.0.113.${rng.int(1, 250)}`;
    const { max } = RATE_LIMITS.signInPerAddress;
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i++) {
      answers.push(await post(t.app, '/api/auth/login', { account: `spray-${word(6)}`, pwd: word(10) }, from));
    }
    for (const a of answers.slice(0, max)) expect(a).toMatchObject({ status: 200, code: '2001', msg: '账号或密码错误' });
    for (const a of answers.slice(max)) expectLimited(a);
    // The refused calls did no sign-in work: the login log has one row per processed attempt.
    const logged = await t.ctx.db.select().from(loginLogs).where(eq(loginLogs.ipAddress, from));
    expect(logged).toHaveLength(max);
    // The right password from that address is refused too, until the window is over …
    expectLimited(await post(t.app, '/api/auth/login', { account: 'manager', pwd: TEST_PASSWORD }, from));
    // … but another address signs in.
    expect(await post(t.app, '/api/auth/login', { account: 'manager', pwd: TEST_PASSWORD }, '198.51.100.9')).toMatchObject({
      status: 200,
      code: '0000',
    });
  });
});

describe('across server processes', () => {
  it('holds one limit for two app instances on the same database', async () => {
    const limits = { ...RATE_LIMITS, signInPerAddress: { max: 4, windowMs: 60_000 } };
    const config: Config = testConfig({ rateLimits: limits });
    // A second process: its own pool on PostgreSQL; on PGlite (one process only) the same database.
    const database = t.database.url ? await openPostgres(t.database.url, 2) : t.database;
    const a = await buildApp({ config, database: t.database, logger: pino({ level: 'silent' }), serveWeb: false });
    const b = await buildApp({ config, database, logger: pino({ level: 'silent' }), serveWeb: false });
    try {
      const from = `192.0.2.${rng.int(1, 250)}`;
      const answers: Answer[] = [];
      for (let i = 0; i < 8; i++) {
        const app = i % 2 === 0 ? a.app : b.app;
        answers.push(await post(app, '/api/auth/login', { account: `node-${word(5)}`, pwd: word(8) }, from));
      }
      expect(answers.map((x) => x.status)).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
      for (const x of answers.slice(4)) expectLimited(x);
    } finally {
      await b.app.close();
      await a.app.close();
      if (database !== t.database) await database.close();
    }
  });
});

describe('password change', () => {
  it('stops guesses of the current password, even a right one, and keeps the password', async () => {
    const token = await t.login('cert01');
    const { max } = RATE_LIMITS.passwordChangePerUser;
    const guess = () =>
      post(t.app, '/api/user/updatePassword', { oldPassword: word(10), newPassword: `New${word(8)}9` }, '127.0.0.1', token);
    for (let i = 0; i < max; i++) expect(await guess()).toMatchObject({ status: 200, code: '1001', msg: '原密码错误' });
    const right = await post(
      t.app,
      '/api/user/updatePassword',
      { oldPassword: TEST_PASSWORD, newPassword: 'Changed2026x' },
      '127.0.0.1',
      token,
    );
    expectLimited(right);
    const [row] = await t.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.account, 'cert01'));
    expect(await verifyPassword(row?.hash ?? '', TEST_PASSWORD)).toBe(true);
    // Counted per user: another user changes their password.
    const other = await t.login('cert02');
    expect(
      await post(t.app, '/api/user/updatePassword', { oldPassword: TEST_PASSWORD, newPassword: 'Changed2026x' }, '127.0.0.1', other),
    ).toMatchObject({
      code: '0000',
    });
  });
});

describe('exports', () => {
  it('refuses exports past the limit per user', async () => {
    const token = await t.login('admin');
    const { max } = RATE_LIMITS.exportPerUser;
    const exportLog = () => post(t.app, '/api/log/login/list/export', { pageNum: 1, pageSize: 10 }, '127.0.0.1', token);
    for (let i = 0; i < max; i++) expect((await exportLog()).status).toBe(200);
    expectLimited(await exportLog());
    // Another export route counts against the same per-user limit.
    expectLimited(await post(t.app, '/api/message/list/export', {}, '127.0.0.1', token));
  });
});
