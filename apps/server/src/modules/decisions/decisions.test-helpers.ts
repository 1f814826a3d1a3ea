import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import type { Db } from '../../platform/db/client.js';
import { orderCompany } from '../detail/detail.schema.js';
import { businessGroupMembers, businessGroups } from '../orders/orders.schema.js';
import { SimulatedPartnerReceiver } from '../partner/outbox.receiver.js';
import { users } from '../users/users.schema.js';

/** The secret of the test partner 'demo'. */
export const PARTNER_SECRET = 'test-partner-secret-0123';

/** How the test partner misbehaves before it answers properly. */
export type Misbehaviour = 'http500' | 'garbage' | 'timeout' | 'forged' | 'replay' | 'wrongEvent';

/**
 * The partner, played by a real HTTP server on 127.0.0.1: the simulated receiver, plus a queue
 * of misbehaviours used one per delivery before it answers properly.
 */
export async function startPartner() {
  const receiver = new SimulatedPartnerReceiver('demo', PARTNER_SECRET);
  const plan: Misbehaviour[] = [];
  let lastGood: { status: number; headers: Record<string, string>; body: string } | null = null;
  let hits = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      hits += 1;
      const mode = plan.shift();
      if (mode === 'timeout') return; // never answers; the sender's time-out fails the attempt
      if (mode === 'http500') return res.writeHead(500).end('internal error');
      if (mode === 'garbage') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>ok</html>');
      let a = receiver.answer(req.headers, raw);
      if (mode === 'forged') a = { ...a, headers: { ...a.headers, 'x-signature': 'f'.repeat(64) } };
      if (mode === 'replay' && lastGood) a = lastGood;
      if (mode === 'wrongEvent') a = receiver.reply(200, { code: '0000', data: { eventId: 'someone-else' } });
      if (!mode) lastGood = a;
      res.writeHead(a.status, a.headers).end(a.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`;
  return {
    receiver,
    url,
    plan,
    hits: () => hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Environment of the outbox in tests: fast back-off and polling, this partner's URL. */
export function outboxEnv(url: string, retryLimit = 3) {
  process.env.PARTNER_CALLBACKS = JSON.stringify({ demo: url });
  process.env.PUSH_RETRY_LIMIT = String(retryLimit);
  process.env.PUSH_RETRY_BASE_MS = '20';
  process.env.PUSH_TIMEOUT_MS = '300';
  process.env.OUTBOX_POLL_MS = '25';
}

/** Business groups so that dispatch offers orders to cert01 and audit01 (D2). */
export async function seedGroups(db: Db) {
  const ids = Object.fromEntries((await db.select({ id: users.id, account: users.account }).from(users)).map((u) => [u.account, u.id]));
  const [c] = await db
    .insert(businessGroups)
    .values({ name: '认证组', orderTypes: [1, 2, 3, 4, 5, 6, 7, 8], roleType: 200 })
    .returning();
  const [a] = await db
    .insert(businessGroups)
    .values({ name: '审核组', orderTypes: [1, 2, 3, 4, 5, 6, 7, 8], roleType: 300 })
    .returning();
  await db.insert(businessGroupMembers).values([
    { groupId: c!.id, uid: ids.cert01! },
    { groupId: a!.id, uid: ids.audit01! },
  ]);
  return ids as Record<string, number>;
}

/** A registry card that matches the order (no comparison errors), or one with the credit code in other case. */
export async function matchingCard(
  db: Db,
  order: { id: number; companyName: string; socialCredit: string },
  creditCode = order.socialCredit,
) {
  const info = {
    companyName: order.companyName,
    socialCredit: creditCode,
    province: '浙江省',
    city: '杭州市',
    address: '',
    legalUse: '',
    companyCreateDate: '',
    companyTypeName: '',
    licenseStart: '',
    licenseEnd: '5000-01-01',
    operatingName: '存续',
    registerCapital: '',
    currencyType: '',
    licenseRegisterAgency: '',
    simpleLogout: '否',
    businessScope: '',
    annualMobile: '',
    checkDate: '',
    licenseNo: '',
    checkOrg: '',
    condOrg: '',
  };
  await db.delete(orderCompany).where(and(eq(orderCompany.orderId, order.id)));
  await db.insert(orderCompany).values({ orderId: order.id, info });
}

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => Promise<boolean>, ms = 5000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('condition not reached in time');
}

/** Logs in the usual accounts. */
export async function tokens(t: TestApp) {
  const out: Record<string, string> = {};
  for (const a of ['admin', 'manager', 'cert01', 'cert02', 'audit01', 'viewer']) out[a] = await t.login(a);
  return out;
}
