import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { outboxEnv, PARTNER_SECRET, startPartner, until } from '../decisions/decisions.test-helpers.js';
import { detailOrder, noticeOptionsFixture } from '../detail/detail-fixtures.js';
import { messages } from '../messages/messages.schema.js';
import { partnerOutbox } from '../partner/outbox.schema.js';
import { orderNotices } from './certification.schema.js';

let partner: Awaited<ReturnType<typeof startPartner>>;
let t: TestApp;

beforeAll(async () => {
  partner = await startPartner();
  outboxEnv(partner.url, 1);
  t = await createTestApp({ partners: { demo: PARTNER_SECRET } });
  await noticeOptionsFixture(t.ctx.db);
});
afterAll(async () => {
  await t.close();
  await partner.close();
});

const noticeOf = async (id: number) => (await t.ctx.db.select().from(orderNotices).where(eq(orderNotices.id, id)))[0]!;

describe('delivering progress and warning to the partner', () => {
  it('marks an acknowledged warning sent with its receipt, and tells the certifier the reply', async () => {
    const order = await detailOrder(t.ctx.db, 'cert01', 1);
    const cert01 = await t.login('cert01');
    const sent = await t.call<{ id: number }>('POST', '/api/certification/warn/send', cert01, { orderId: order.id, key: 'w-test-1' });
    expect(sent.code).toBe('0000');
    await until(async () => (await noticeOf(sent.data.id)).status === 'sent');
    const notice = await noticeOf(sent.data.id);
    expect(notice.recDate).toBeInstanceOf(Date);
    expect(notice.recContent).toBe('已收到预警，我方将尽快核实处理');
    const [outbox] = await t.ctx.db.select().from(partnerOutbox).where(eq(partnerOutbox.refId, sent.data.id));
    expect(outbox?.status).toBe('sent');
    const told = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.orderId, order.id), eq(messages.msgType, 'warningReceived')));
    expect(told).toHaveLength(1);
    expect(told[0]!.uid).toBe(order.certificationUid);
    expect(told[0]!.content).toContain('已收到预警');
    const list = await t.call<{ status: string; recDate: string }[]>('GET', `/api/certification/warn/list/${order.id}`, cert01);
    expect(list.data[0]).toMatchObject({ status: 'sent', recContent: '已收到预警，我方将尽快核实处理' });
    expect(list.data[0]!.recDate).not.toBe('');
  });

  it('marks progress sent without a message, and a notice the partner never acknowledges failed', async () => {
    const order = await detailOrder(t.ctx.db, 'cert01', 1);
    const cert01 = await t.login('cert01');
    const progress = await t.call<{ id: number }>('POST', '/api/certification/progress/send', cert01, {
      orderId: order.id,
      key: 'p-test-1',
    });
    await until(async () => (await noticeOf(progress.data.id)).status === 'sent');
    expect((await noticeOf(progress.data.id)).recContent).toBe('已接收');
    partner.plan.push('http500', 'http500', 'http500');
    const warn = await t.call<{ id: number }>('POST', '/api/certification/warn/send', cert01, { orderId: order.id, key: 'w-test-1' });
    await until(async () => (await noticeOf(warn.data.id)).status === 'failed');
    expect((await noticeOf(warn.data.id)).recContent).toContain('HTTP 500');
    expect(await t.ctx.db.select().from(messages).where(eq(messages.orderId, order.id))).toHaveLength(0);
  });
});
