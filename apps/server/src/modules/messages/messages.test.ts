import { MessageEvent } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, seedOrders } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { messageTemplates } from '../config/config.schema.js';
import { seedConfig } from '../config/config.seed.js';
import { lookupFinished, reviewFailed, submitCertification } from '../orders/lifecycle.service.js';
import { createMessage, createMessageForAdmins } from './message-create.service.js';
import { messages } from './messages.schema.js';
import { notifyOrdersAssigned } from './order-assigned.js';

let t: TestApp;
let ids: Record<string, number>;
const worker = (id: number, roleType: number): AuthUser => ({
  id,
  account: '',
  nickName: '测试',
  roleId: 0,
  roleType,
  roleTypes: [roleType],
  routeIds: [],
  sessionId: 0,
  mustChangePassword: false,
});
const inbox = (uid: number) => t.ctx.db.select().from(messages).where(eq(messages.uid, uid)).orderBy(messages.id);

beforeAll(async () => {
  t = await createTestApp();
  ids = await accountIds(t);
});
afterAll(() => t.close());

describe('messages created by the events of the product', () => {
  it('an order offered to a certifier, then to an auditor, then returned after a review failure', async () => {
    const [orderId] = await seedOrders(t, [
      {
        orderStatus: 10,
        certificationUid: ids.cert01,
        auditUid: ids.audit01,
        handlerUids: [ids.cert01!, ids.audit01!],
        companyName: '消息测试公司',
      },
    ]);
    await lookupFinished(t.ctx.db, orderId!, true);
    const [assigned] = await inbox(ids.cert01!);
    expect(assigned).toMatchObject({ msgType: MessageEvent.ORDER_ASSIGNED, msgTitle: '订单分配', orderId, read: false });
    expect(assigned?.content).toBe(`订单${orderId}（消息测试公司）已分配给您，请及时处理。`);

    await submitCertification(t.ctx.db, worker(ids.cert01!, 200), orderId!, { result: 10, reason: '核实无误' });
    const toAuditor = await inbox(ids.audit01!);
    expect(toAuditor.map((m) => m.msgType)).toEqual([MessageEvent.ORDER_ASSIGNED]);

    await reviewFailed(t.ctx.db, worker(ids.audit01!, 300), orderId!, { rejectMsg: '授权书模糊' });
    const cert = await inbox(ids.cert01!);
    expect(cert.at(-1)).toMatchObject({ msgType: MessageEvent.AUDIT_REJECTED, msgTitle: '审核退回' });
    expect(cert.at(-1)?.content).toBe(`订单${orderId}审核未通过，已退回给您。原因：授权书模糊。`);
    // A review failure is not an assignment: exactly one 审核退回 and no second 订单分配.
    expect(cert.map((m) => m.msgType)).toEqual([MessageEvent.ORDER_ASSIGNED, MessageEvent.AUDIT_REJECTED]);
  });

  it('the review-failure message of the demo template says the reason once, with one 。 (issue 19)', async () => {
    await seedConfig(t.ctx);
    const [orderId] = await seedOrders(t, [
      { orderStatus: 30, certificationUid: ids.cert02, auditUid: ids.audit01, handlerUids: [ids.cert02!, ids.audit01!] },
    ]);
    // The default text of 未联系法人, as the auditor's form fills it in.
    const reason = '认证过程未与法人取得联系，请补充法人核实后重新提交。';
    await reviewFailed(t.ctx.db, worker(ids.audit01!, 300), orderId!, { rejectMsg: reason });
    const content = (await inbox(ids.cert02!)).at(-1)?.content ?? '';
    expect(content).toBe(`订单${orderId}审核未通过，已退回给您。原因：${reason}`);
    expect(content).not.toContain('。。');
    expect(content.split('重新提交')).toHaveLength(2);
    await t.ctx.db.delete(messageTemplates);
  });

  it('manual assignment, a push failed past its retries (every admin), a warning, and the admin template wins', async () => {
    const [orderId] = await seedOrders(t, [{ companyName: '手动分配公司' }]);
    await t.ctx.db.transaction((tx) => notifyOrdersAssigned(tx, [orderId!], ids.cert02!));
    expect((await inbox(ids.cert02!)).at(-1)?.content).toContain('手动分配公司');

    await t.ctx.db.transaction((tx) =>
      createMessageForAdmins(tx, { eventName: MessageEvent.PUSH_FAILED, orderId, vars: { reason: '合作方超时' } }),
    );
    for (const uid of [ids.admin!, ids.manager!]) {
      expect((await inbox(uid)).at(-1)).toMatchObject({ msgType: MessageEvent.PUSH_FAILED, msgTitle: '推送失败' });
    }
    expect(await inbox(ids.cert01!)).not.toContainEqual(expect.objectContaining({ msgType: MessageEvent.PUSH_FAILED }));

    await t.ctx.db
      .insert(messageTemplates)
      .values({ title: '预警', eventName: MessageEvent.WARNING_RECEIVED, content: '预警：订单{orderId} {content}' });
    await t.ctx.db.transaction((tx) =>
      createMessage(tx, { uid: ids.cert02!, eventName: MessageEvent.WARNING_RECEIVED, orderId, vars: { content: '客户投诉' } }),
    );
    expect((await inbox(ids.cert02!)).at(-1)).toMatchObject({ msgTitle: '预警', content: `预警：订单${orderId} 客户投诉` });
  });

  it('a rolled-back transaction leaves no message', async () => {
    const before = (await inbox(ids.viewer!)).length;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await createMessage(tx, { uid: ids.viewer!, eventName: MessageEvent.WARNING_RECEIVED, vars: { content: 'x' } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await inbox(ids.viewer!)).toHaveLength(before);
  });
});

describe('demo seed', () => {
  it('seeds messages and mails for the orders of the demo workers', async () => {
    const { seedMessagesAndMail } = await import('../mail/messages-mail.seed.js');
    const { emails } = await import('../mail/mail.schema.js');
    await seedOrders(
      t,
      Array.from({ length: 30 }, () => ({ certificationUid: ids.cert01, auditUid: ids.audit01, handlerUids: [ids.cert01!, ids.audit01!] })),
    );
    const before = (await t.ctx.db.select().from(messages)).length;
    await seedMessagesAndMail(t.ctx);
    expect((await t.ctx.db.select().from(messages)).length).toBeGreaterThan(before + 30);
    const mails = await t.ctx.db.select().from(emails);
    expect(mails.length).toBeGreaterThan(5);
    expect(new Set(mails.map((m) => m.emailCaptureStatus)).size).toBeGreaterThan(1);
  });
});
