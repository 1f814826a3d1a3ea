import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { TEST_PASSWORD } from '../../../test/test-config.js';
import { dummyPasswordHash, hashPassword } from '../../platform/crypto.js';
import { Rng } from '../../platform/rng.js';
import { adminAudit } from '../admin-audit/admin-audit.schema.js';
import { users } from '../users/users.schema.js';
import { loginLogs, loginThrottle } from './auth.schema.js';

const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);
console.log(`lock-out.test seed ${seed} (TEST_SEED=${seed} to repeat)`);
const rng = new Rng(seed);
const wrong = () => `x${Array.from({ length: 9 }, () => rng.pick([...'abcdefghjkmnpqrstuvwxyz23456789'])).join('')}`;
// Distinct documentation addresses per call site, so that tests do not share a per-address limit.
let lastOctet = rng.int(1, 60);
const address = () => `198.51.100.${++lastOctet}`;

const PER_ADDRESS = 3;
const ACCOUNT_WIDE = 6;
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: PER_ADDRESS, loginAccountMaxFailures: ACCOUNT_WIDE });
  admin = await t.login('admin');
});
afterAll(async () => t.close());

async function signIn(account: string, pwd: string, from: string) {
  const r = await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: { account, pwd } });
  return r.json() as { code: string; msg: string };
}
const lockedAnswer = { code: '2002', msg: '登录失败次数过多，账号已临时锁定，请稍后再试' };
const uidOf = async (account: string) => (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id;

/** Locks `account` for the address `from` with wrong passwords. */
async function lockFrom(account: string, from: string) {
  for (let i = 1; i < PER_ADDRESS; i++) expect(await signIn(account, wrong(), from)).toMatchObject({ code: '2001' });
  expect(await signIn(account, wrong(), from)).toMatchObject(lockedAnswer);
  expect(await signIn(account, TEST_PASSWORD, from)).toMatchObject(lockedAnswer);
}

describe('lock-out per account and address', () => {
  it("does not lock the real user out from another address by a stranger's failures", async () => {
    const stranger = address();
    await lockFrom('cert01', stranger);
    expect(await signIn('cert01', TEST_PASSWORD, address())).toMatchObject({ code: '0000' });
    // The stranger stays locked out; the user's success does not lift the stranger's lock.
    expect(await signIn('cert01', TEST_PASSWORD, stranger)).toMatchObject(lockedAnswer);
  });

  it('locks the account for everyone after failures spread over many addresses (the account-wide brake)', async () => {
    for (let i = 1; i < ACCOUNT_WIDE; i++) expect(await signIn('audit01', wrong(), address())).toMatchObject({ code: '2001' });
    expect(await signIn('audit01', wrong(), address())).toMatchObject(lockedAnswer);
    expect(await signIn('audit01', TEST_PASSWORD, address())).toMatchObject(lockedAnswer);
    const [wide] = await t.ctx.db
      .select()
      .from(loginThrottle)
      .where(and(eq(loginThrottle.account, 'audit01'), eq(loginThrottle.scope, '*')));
    expect(wide?.failures).toBe(ACCOUNT_WIDE);
    expect(wide?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('administrators clear the lock', () => {
  it('unlocks through the unlock action, audited, for roles 0 and 100 only', async () => {
    const from = address();
    await lockFrom('cert02', from);
    const uid = await uidOf('cert02');
    const viewer = await t.login('viewer');
    expect((await t.call('POST', '/api/manage/user/unlockLogin', viewer, { uid })).code).not.toBe('0000');
    expect(await signIn('cert02', TEST_PASSWORD, from)).toMatchObject(lockedAnswer);

    const manager = await t.login('manager');
    const r = await t.call<{ cleared: number }>('POST', '/api/manage/user/unlockLogin', manager, { uid });
    expect(r).toMatchObject({ code: '0000', msg: '解锁成功' });
    expect(r.data.cleared).toBeGreaterThan(0);
    expect(await signIn('cert02', TEST_PASSWORD, from)).toMatchObject({ code: '0000' });
    const audit = await t.ctx.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.entityId, String(uid)), eq(adminAudit.action, 'clearLoginLock')));
    expect(audit).toHaveLength(1);
  });

  it('clears the lock when the account is enabled', async () => {
    const from = address();
    await lockFrom('viewer', from);
    const uid = await uidOf('viewer');
    expect((await t.call('POST', '/api/manage/user/lock', admin, { uid, disabled: true })).code).toBe('0000');
    expect((await t.call('POST', '/api/manage/user/lock', admin, { uid, disabled: false })).code).toBe('0000');
    expect(await signIn('viewer', TEST_PASSWORD, from)).toMatchObject({ code: '0000' });
  });

  it('clears the lock when the password is reset', async () => {
    const from = address();
    await lockFrom('manager', from);
    const r = await t.call<{ password: string }>('POST', '/api/manage/user/resetPassword', admin, { uid: await uidOf('manager') });
    expect(r.code).toBe('0000');
    expect(await signIn('manager', r.data.password, from)).toMatchObject({ code: '0000' });
    await t.ctx.db
      .update(users)
      .set({ passwordHash: await hashPassword(TEST_PASSWORD), mustChangePassword: false })
      .where(eq(users.account, 'manager'));
  });
});

describe('what a refusal tells', () => {
  it('gives a disabled account the same answer and log entry whether or not the password is right', async () => {
    const uid = await uidOf('viewer');
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, uid));
    const from = address();
    const right = await signIn('viewer', TEST_PASSWORD, from);
    const bad = await signIn('viewer', wrong(), from);
    expect(right).toEqual(bad);
    expect(right).toMatchObject({ code: '2003', msg: '账号已被禁用，请联系管理员' });
    const logged = await t.ctx.db.select().from(loginLogs).where(eq(loginLogs.ipAddress, from));
    expect(logged.map((l) => [l.success, l.identify])).toEqual([
      [false, '账号已禁用'],
      [false, '账号已禁用'],
    ]);
    // Counted like any failure, so that the lock does not tell the right password either.
    expect(await signIn('viewer', TEST_PASSWORD, from)).toMatchObject(lockedAnswer);
    await t.ctx.db.update(users).set({ disabled: false }).where(eq(users.id, uid));
  });

  it('checks an unknown account against a dummy argon2id hash of the same cost', async () => {
    const dummy = await dummyPasswordHash();
    const real = await hashPassword(wrong());
    const params = (h: string) => h.split('$').slice(1, 4).join('$');
    expect(params(dummy)).toBe(params(real));
    expect(params(dummy)).toBe('argon2id$v=19$m=19456,t=2,p=1');
  });
});
