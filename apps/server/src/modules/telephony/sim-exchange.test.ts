import type { CallRecordRow, Page, SoftphoneStatus } from '@certdesk/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { sessions } from '../auth/auth.schema.js';
import { callRecords } from '../calls/calls.schema.js';
import { insertOrder, uidOf } from '../calls/calls.test-fixtures.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';
import type { SimExchange } from './sim-exchange.js';
import { loadTelephonyConfig } from './telephony.config.js';
import { createTelephony, installTelephony } from './telephony.provider.js';

let t: TestApp;
let exchange: SimExchange;
let admin: string;
let cert: string;
let certUid: number;
const frames: { event: string; data: { type: string; sessionId?: string } }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const provider = createTelephony(t.ctx, loadTelephonyConfig({}, true), { answerAfterMs: 50, ringTimeoutMs: 300 });
  installTelephony(t.ctx, provider);
  exchange = provider.exchange as SimExchange;
  admin = await t.login('admin');
  cert = await t.login('cert01');
  certUid = await uidOf(t.ctx, 'cert01');
  const [s] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, certUid)).orderBy(desc(sessions.id)).limit(1);
  // A socket of cert01's browser session, to see the events the exchange sends.
  t.ctx.realtime.add({ userId: certUid, sessionId: s?.id ?? 0, send: (text) => frames.push(JSON.parse(text)), close: () => {} });
});
afterAll(async () => t.close());

const until = async (check: () => boolean | Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};
const lastType = () => frames.at(-1)?.data.type;
const recordOf = async (sessionId: string) => (await t.ctx.db.select().from(callRecords).where(eq(callRecords.sessionId, sessionId)))[0];

describe('simulated exchange', () => {
  it('refuses commands before the seat logs in, and users without a seat', async () => {
    const r = await t.call('POST', '/api/softphone/dial', cert, { number: '13800138000' });
    expect(r).toMatchObject({ code: '1001', msg: '当前坐席未登录' });
    const noSeat = await t.call('POST', '/api/softphone/login', await t.login('audit01'));
    expect(noSeat.code).toBe('1003');
    const adminSeat = await t.call('POST', '/api/softphone/login', admin);
    expect(adminSeat.msg).toBe('当前用户未配置坐席');
  });

  it('logs in, takes an incoming call, records it with a playable recording', async () => {
    const login = await t.call<SoftphoneStatus>('POST', '/api/softphone/login', cert);
    expect(login.data).toMatchObject({ online: true, status: 'idle' });
    const notReady = await t.call('POST', '/api/softphone/sim/incoming', admin, { uid: certUid, fromMobile: '13900139000' });
    expect(notReady.msg).toBe('该坐席当前不是就绪状态，无法呼入');
    expect((await t.call('POST', '/api/softphone/state', cert, { status: 'ready' })).code).toBe('0000');

    const placed = await t.call<{ sessionId: string }>('POST', '/api/softphone/sim/incoming', admin, {
      uid: certUid,
      fromMobile: '+86 139-0013-9000',
    });
    const sessionId = placed.data.sessionId;
    await until(() => lastType() === 'ringing');
    expect(frames.at(-1)?.data).toMatchObject({ type: 'ringing', sessionId, caller: '13900139000', direction: 'incoming' });
    expect((await t.call('POST', '/api/softphone/answer', cert, { sessionId })).code).toBe('0000');
    await until(() => lastType() === 'connected');
    expect((await t.call('POST', '/api/softphone/dtmf', cert, { sessionId, key: '#' })).code).toBe('0000');
    expect((await t.call('POST', '/api/softphone/hangup', cert, { sessionId })).code).toBe('0000');
    await until(() => lastType() === 'disconnected');

    const rec = await recordOf(sessionId);
    expect(rec).toMatchObject({
      source: 'sim',
      callType: 10,
      callConnected: true,
      callEndType: 102,
      callUid: certUid,
      fromMobile: '13900139000',
      toMobile: '02160001001',
    });
    expect(rec?.recordKey).toMatch(/^\/files\/record\/sim\/.+\.wav$/);
    const list = await t.call<Page<CallRecordRow>>('POST', '/api/call/record/list', cert, {});
    const row = list.data.result.find((r) => r.id === rec?.id);
    expect(row?.recordUrl).toMatch(/sig=/);
    const audio = await t.app.inject({ method: 'GET', url: row?.recordUrl ?? '', headers: { authorization: `Bearer ${cert}` } });
    expect(audio.statusCode).toBe(200);
    expect(audio.rawPayload.subarray(0, 4).toString()).toBe('RIFF');

    const status = await t.call<SoftphoneStatus>('GET', '/api/softphone/status', cert);
    expect(status.data.status).toBe('afterCallWork');
  });

  it('records a rejected call and an unanswered one as missed calls', async () => {
    await t.call('POST', '/api/softphone/state', cert, { status: 'ready' });
    const rejected = await t.call<{ sessionId: string }>('POST', '/api/softphone/sim/incoming', admin, {
      uid: certUid,
      fromMobile: '13700137000',
    });
    await t.call('POST', '/api/softphone/hangup', cert, { sessionId: rejected.data.sessionId });
    await t.call('POST', '/api/softphone/state', cert, { status: 'ready' });
    const unanswered = await t.call<{ sessionId: string }>('POST', '/api/softphone/sim/incoming', admin, {
      uid: certUid,
      fromMobile: '13600136000',
    });
    await until(async () => Boolean(await recordOf(unanswered.data.sessionId)));
    await t.call('POST', '/api/softphone/state', cert, { status: 'ready' });
    const abandoned = await t.call<{ sessionId: string }>('POST', '/api/softphone/sim/incoming', admin, {
      uid: certUid,
      fromMobile: '13500135000',
    });
    await t.call('POST', '/api/softphone/sim/hangup', admin, { sessionId: abandoned.data.sessionId });

    expect(await recordOf(rejected.data.sessionId)).toMatchObject({ callConnected: false, callEndType: 101, recordKey: '' });
    expect(await recordOf(unanswered.data.sessionId)).toMatchObject({ callConnected: false, callEndType: 101 });
    expect(await recordOf(abandoned.data.sessionId)).toMatchObject({ callConnected: false, callEndType: 200 });
    const missed = await t.call<Page<CallRecordRow>>('POST', '/api/call/miss/list', admin, {});
    expect(missed.data.result.map((r) => r.fromMobile).sort()).toEqual(['13500135000', '13600136000', '13700137000']);
    expect(missed.data.result.every((r) => !r.callConnected && r.callType === 10)).toBe(true);
  });

  it('dials out from an order with every refusal, and records the call on the order', async () => {
    const mine = await insertOrder(t.ctx, { certUid });
    const expired = await insertOrder(t.ctx, { certUid, expiredDate: new Date(Date.now() - 86_400_000) });
    const inReview = await insertOrder(t.ctx, { certUid, orderStatus: 30 });
    const others = await insertOrder(t.ctx, { certUid: await uidOf(t.ctx, 'cert02') });
    const dial = (number: string, orderId?: number) =>
      t.call<{ sessionId: string }>('POST', '/api/softphone/dial', cert, { number, orderId });
    expect((await dial('1234', mine.id)).msg).toBe('号码格式错误，请选择正确的电话号码');
    expect((await dial('2026-10-01', mine.id)).msg).toBe('号码格式错误，请选择正确的电话号码');
    expect((await dial('13800138000', expired.id)).msg).toBe('当前订单已超期,禁止外呼');
    expect((await dial('13800138000', inReview.id)).msg).toBe('当前订单待审核,禁止外呼');
    expect((await dial('13800138000', others.id)).msg).toBe('未找到订单');
    expect(await t.ctx.db.select().from(callRecords).where(sql`${callRecords.orderId} in (${expired.id}, ${inReview.id})`)).toEqual([]);

    const ok = await dial('138 0013 8000', mine.id);
    expect(ok.code).toBe('0000');
    await until(() => lastType() === 'connected');
    expect((await t.call('POST', '/api/call/saveSessionId', cert, { sessionId: ok.data.sessionId, orderId: mine.id })).code).toBe('0000');
    await t.call('POST', '/api/softphone/hangup', cert, { sessionId: ok.data.sessionId });
    const rec = await recordOf(ok.data.sessionId);
    expect(rec).toMatchObject({
      callType: 20,
      callConnected: true,
      callEndType: 201,
      orderId: mine.id,
      toMobile: '13800138000',
      fromMobile: '02160001001',
    });
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, mine.id));
    expect(order?.lastContactDate?.getTime()).toBe(rec?.endDate.getTime());
    const tab = await t.call<CallRecordRow[]>('GET', `/api/call/order/${mine.id}`, cert);
    expect(tab.data.map((r) => r.id)).toEqual([rec?.id]);
    expect(tab.data[0]).toMatchObject({ companyName: '上海测试科技有限公司', applyUser: '王小明' });
  });

  it('allows one login per seat: a second session holding the same seat gets code 255', async () => {
    const [c2] = await t.ctx.db.select().from(users).where(eq(users.account, 'cert02'));
    await t.ctx.db
      .update(users)
      .set({ seatConfig: { ...(c2?.seatConfig as NonNullable<typeof c2>['seatConfig'] & object), agentId: '8001' } })
      .where(eq(users.account, 'cert02'));
    const r = await t.call('POST', '/api/softphone/login', await t.login('cert02'));
    expect(r).toMatchObject({ code: '255', msg: '坐席已登录' });
    // Once cert01 logs out, the seat is free.
    expect((await t.call('POST', '/api/softphone/logout', cert)).code).toBe('0000');
    expect((await t.call('POST', '/api/softphone/login', await t.login('cert02'))).code).toBe('0000');
    await exchange.settled();
  });
});
