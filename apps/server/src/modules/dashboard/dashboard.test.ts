import {
  createWorkCalendar,
  DASHBOARD_DAYS,
  type ManagerDashboard,
  type NextOrder,
  type WorkCalendar,
  type WorkerDashboard,
} from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';
import { seedCalls } from '../calls/calls.seed.js';
import { seedMessagesAndMail } from '../mail/messages-mail.seed.js';
import { seedOrders } from '../orders/orders.seed.js';
import { loadTelephonyConfig } from '../telephony/telephony.config.js';
import { createTelephony, installTelephony } from '../telephony/telephony.provider.js';
import { orderFacts } from './dashboard-fixtures.js';

/*
 * The dashboards against oracles written apart from the service: plain row queries, then
 * counting in JavaScript with Intl's Asia/Shanghai dates and a day-by-day walk of the calendar,
 * where the service groups in SQL and counts working days in closed form.
 */

const SEED = Number(process.env.DASHBOARD_SEED ?? Date.now() % 1_000_000);
console.log(`dashboard test seed ${SEED} (DASHBOARD_SEED=${SEED} to repeat)`);

let t: TestApp;
const calendar: WorkCalendar = createWorkCalendar();
const shanghaiDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
const dayOf = (d: Date) => shanghaiDate.format(d);

type Q = <T>(text: string, params?: unknown[]) => Promise<T[]>;
const q: Q = async (text, params) => (await t.database.query(text, params)).rows as never;

/** Working days after today up to the day of `end`, walking one calendar day at a time. */
function workingDaysLeft(now: Date, end: Date): number {
  const last = dayOf(end);
  let n = 0;
  for (let d = new Date(now.getTime() + 86_400_000); dayOf(d) <= last; d = new Date(d.getTime() + 86_400_000)) {
    if (calendar.isWorkday(dayOf(d))) n += 1;
  }
  return n;
}

async function uid(account: string): Promise<number> {
  const [r] = await q<{ id: number }>('select id from users where account = $1', [account]);
  if (!r) throw new Error(`no ${account}`);
  return r.id;
}

/** The worker dashboard computed from the rows. */
async function workerOracle(role: 200 | 300, id: number, now: Date) {
  const pending = await q<{ id: number; expired_date: Date; incoming_date: Date }>(
    role === 200
      ? 'select id, expired_date, incoming_date from orders where certification_uid = $1 and order_status = 20'
      : 'select id, expired_date, incoming_date from orders where audit_uid = $1 and order_status between 30 and 50',
    [id],
  );
  const byDays = new Map<number, number>();
  let expired = 0;
  const risky: typeof pending = [];
  for (const o of pending) {
    if (o.expired_date.getTime() < now.getTime()) {
      expired += 1;
      continue;
    }
    const left = workingDaysLeft(now, o.expired_date);
    byDays.set(left, (byDays.get(left) ?? 0) + 1);
    if (left <= 1) risky.push(o);
  }
  const calls = await q<{ start_date: Date; call_type: number; call_connected: boolean }>(
    'select start_date, call_type, call_connected from call_records where call_uid = $1',
    [id],
  );
  const today = calls.filter((c) => dayOf(c.start_date) === dayOf(now));
  const messages = await q<{ read: boolean }>('select read from messages where uid = $1', [id]);
  const oldest = [...pending].sort((a, b) => a.incoming_date.getTime() - b.incoming_date.getTime() || a.id - b.id);
  const soonest = [...risky].sort(
    (a, b) => a.expired_date.getTime() - b.expired_date.getTime() || a.incoming_date.getTime() - b.incoming_date.getTime() || a.id - b.id,
  );
  return {
    dashboard: {
      role,
      pending: pending.length,
      byDaysLeft: [...byDays].sort((a, b) => a[0] - b[0]).map(([daysLeft, count]) => ({ daysLeft, count })),
      atRisk: risky.length,
      expired,
      callsToday: today.length,
      missedToday: today.filter((c) => c.call_type === 10 && !c.call_connected).length,
      unread: messages.filter((m) => !m.read).length,
    } satisfies WorkerDashboard,
    next: (soonest[0] ?? oldest[0])?.id ?? null,
  };
}

/** Random calls today and random unread messages, so that today's figures are not all zero by chance. */
async function addToday(rng: Rng, id: number) {
  const now = Date.now();
  for (let i = 0; i < rng.int(1, 6); i++) {
    const start = new Date(now - rng.int(0, 3 * 3_600_000));
    await q(
      `insert into call_records (session_id, source, call_uid, from_mobile, to_mobile, call_type, call_connected, call_end_type, start_date, end_date)
       values ($1, 'upload', $2, '13800000000', '02160001001', $3, $4, 100, $5, $5)`,
      [`dash-${SEED}-${id}-${i}`, id, rng.pick([10, 20]), rng.chance(0.5), start],
    );
  }
  for (let i = 0; i < rng.int(0, 4); i++) {
    await q(`insert into messages (uid, msg_type, msg_title, title, content, read) values ($1, 'x', '测试', '测试', '测试', $2)`, [
      id,
      rng.chance(0.3),
    ]);
  }
}

beforeAll(async () => {
  t = await createTestApp({ queueWorkers: false });
  installTelephony(t.ctx, createTelephony(t.ctx, loadTelephonyConfig({}, true)));
  await seedOrders(t.ctx);
  await seedMessagesAndMail(t.ctx);
  await seedCalls(t.ctx);
  const rng = new Rng(SEED);
  for (const account of ['cert01', 'cert02', 'audit01']) await addToday(rng, await uid(account));
  // Push health: a random mix of outbox rows (due in a year, so no worker sends them meanwhile).
  for (let i = 0; i < rng.int(3, 12); i++) {
    await q(
      `insert into partner_outbox (event_id, partner_id, interface_type, payload, status, next_attempt_at, created_at)
       values ($1, 'demo', 20, '{}', $2, now() + interval '1 year', now() - $3 * interval '1 second')`,
      [`dash-${SEED}-${i}`, rng.pick(['pending', 'sending', 'failed', 'sent']), rng.int(1, 100_000)],
    );
  }
}, 120_000);
afterAll(async () => t.close());

describe('worker dashboards on the demo data', () => {
  for (const [account, role] of [
    ['cert01', 200],
    ['cert02', 200],
    ['audit01', 300],
  ] as const) {
    it(`${account}: figures and 下一单 agree with plain SQL`, async () => {
      const token = await t.login(account);
      const now = new Date();
      const r = await t.call<WorkerDashboard>('GET', `/api/dashboard/mine?role=${role}`, token);
      const next = await t.call<NextOrder>('GET', `/api/dashboard/next?role=${role}`, token);
      const oracle = await workerOracle(role, await uid(account), now);
      expect(r.code).toBe('0000');
      expect(r.data).toEqual(oracle.dashboard);
      expect(oracle.dashboard.pending).toBeGreaterThan(0);
      expect(next.data.orderId).toBe(oracle.next);
    });
  }

  it('a certifier with no orders gets zeros and no next order', async () => {
    const [cert] = await q<{ password_hash: string }>(`select password_hash from users where account = 'cert01'`);
    await q(`insert into users (account, nick_name, password_hash, role_id) values ('cert09', '新认证员', $1, 10)`, [cert?.password_hash]);
    const token = await t.login('cert09');
    const r = await t.call<WorkerDashboard>('GET', '/api/dashboard/mine?role=200', token);
    expect(r).toMatchObject({ code: '0000' });
    expect(r.data).toEqual({ role: 200, pending: 0, byDaysLeft: [], atRisk: 0, expired: 0, callsToday: 0, missedToday: 0, unread: 0 });
    expect((await t.call<NextOrder>('GET', '/api/dashboard/next?role=200', token)).data).toEqual({ orderId: null, orderType: null });
  });

  it('is guarded by role on the server', async () => {
    const cert = await t.login('cert01');
    expect((await t.call('GET', '/api/dashboard/overview', cert)).code).toBe('1003');
    expect((await t.call('GET', '/api/dashboard/mine?role=300', cert)).code).toBe('1003');
    expect((await t.call('GET', '/api/dashboard/mine?role=200', await t.login('manager'))).code).toBe('1003');
    expect((await t.call('GET', '/api/dashboard/mine?role=7', cert)).code).toBe('1001');
    expect((await t.call('GET', '/api/dashboard/mine?role=200', null)).code).toBe('-100');
  });
});

describe('managers dashboard on the demo data', () => {
  it('backlog, daily flow, SLA, worker loads and push health agree with plain SQL', async () => {
    const cert = await t.login('cert01');
    expect((await t.call('POST', '/api/softphone/login', cert)).code).toBe('0000');
    const now = new Date();
    const r = await t.call<ManagerDashboard>('GET', '/api/dashboard/overview', await t.login('manager'));
    expect(r.code).toBe('0000');

    const all = await orderFacts(t);
    const open = all.filter((o) => o.order_status !== 100);
    const backlog = new Map<string, number>();
    for (const o of open) backlog.set(`${o.order_status}/${o.order_type}`, (backlog.get(`${o.order_status}/${o.order_type}`) ?? 0) + 1);
    expect(new Map(r.data.backlog.map((c) => [`${c.orderStatus}/${c.orderType}`, c.count]))).toEqual(backlog);

    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => dayOf(new Date(now.getTime() - (DASHBOARD_DAYS - 1 - i) * 86_400_000)));
    const daily = days.map((day) => ({
      day,
      intake: all.filter((o) => dayOf(o.incoming_date) === day).length,
      completed: all.filter((o) => o.finish_date && dayOf(o.finish_date) === day).length,
    }));
    expect(r.data.daily).toEqual(daily);
    expect(daily.some((d) => d.intake > 0) && daily.some((d) => d.completed > 0)).toBe(true);

    const finished = all.filter((o) => o.finish_date && dayOf(o.finish_date) >= (days[0] ?? ''));
    const live = open.filter((o) => o.expired_date.getTime() >= now.getTime());
    expect(r.data.sla).toEqual({
      finished: finished.length,
      finishedLate: finished.filter((o) => (o.finish_date?.getTime() ?? 0) > o.expired_date.getTime()).length,
      atRisk: live.filter((o) => workingDaysLeft(now, o.expired_date) <= 1).length,
      expired: open.length - live.length,
    });

    const workers = await q<{ id: number; nick_name: string; role_type: number }>(
      `select u.id, u.nick_name, r.role_type from users u join roles r on r.id = u.role_id
       where r.role_type in (200, 300) and u.deleted_at is null and not u.disabled order by r.role_type, u.id`,
    );
    const certUid = await uid('cert01');
    expect(r.data.workers).toEqual(
      workers.map((w) => ({
        uid: w.id,
        nickName: w.nick_name,
        roleType: w.role_type,
        open: all.filter((o) =>
          w.role_type === 200
            ? o.certification_uid === w.id && o.order_status === 20
            : o.audit_uid === w.id && [30, 40, 50].includes(o.order_status),
        ).length,
        softphone: w.id === certUid ? 'online' : 'offline',
      })),
    );

    const outbox = await q<{ status: string; created_at: Date }>('select status, created_at from partner_outbox');
    const pending = outbox.filter((o) => o.status === 'pending' || o.status === 'sending');
    const oldest = Math.min(...pending.map((o) => o.created_at.getTime()));
    expect(r.data.push.pending).toBe(pending.length);
    expect(r.data.push.failed).toBe(outbox.filter((o) => o.status === 'failed').length);
    if (pending.length === 0) expect(r.data.push.oldestPendingSeconds).toBeNull();
    else expect(Math.abs((r.data.push.oldestPendingSeconds ?? 0) - (now.getTime() - oldest) / 1000)).toBeLessThanOrEqual(2);
  });
});

describe('dashboards of an empty desk', () => {
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp({ queueWorkers: false });
  });
  afterAll(async () => empty.close());

  it('show zeros, not errors', async () => {
    const r = await empty.call<ManagerDashboard>('GET', '/api/dashboard/overview', await empty.login('admin'));
    expect(r.code).toBe('0000');
    expect(r.data.backlog).toEqual([]);
    expect(r.data.daily).toHaveLength(DASHBOARD_DAYS);
    expect(r.data.daily.every((d) => d.intake === 0 && d.completed === 0)).toBe(true);
    expect(r.data.sla).toEqual({ finished: 0, finishedLate: 0, atRisk: 0, expired: 0 });
    expect(r.data.workers.every((w) => w.open === 0)).toBe(true);
    expect(r.data.push).toEqual({ pending: 0, failed: 0, oldestPendingSeconds: null });
    const audit = await empty.call<WorkerDashboard>('GET', '/api/dashboard/mine?role=300', await empty.login('audit01'));
    expect(audit.data).toMatchObject({ pending: 0, atRisk: 0, expired: 0, byDaysLeft: [], unread: 0 });
  });
});
