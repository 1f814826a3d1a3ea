import { MessageEvent, type MessageRow, type Page, type UnReadGroup } from '@certdesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, seedOrders } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createMessage } from './message-create.service.js';
import { messages } from './messages.schema.js';

let t: TestApp;
let ids: Record<string, number>;
let cert: string;
let admin: string;
let orderId: number;
let hiddenOrder: number;

async function send(uid: number, eventName: string, n: number, vars: Record<string, string> = {}) {
  for (let i = 0; i < n; i++)
    await t.ctx.db.transaction((tx) => createMessage(tx, { uid, eventName, orderId, vars: { content: `第${i}条`, ...vars } }));
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await accountIds(t);
  [orderId, hiddenOrder] = (await seedOrders(t, [{ certificationUid: ids.cert01, handlerUids: [ids.cert01!] }, { orderType: 4 }])) as [
    number,
    number,
  ];
  await send(ids.cert01!, MessageEvent.WARNING_RECEIVED, 12);
  await send(ids.cert01!, MessageEvent.ORDER_ASSIGNED, 3, { companyName: 'A公司' });
  await send(ids.cert02!, MessageEvent.WARNING_RECEIVED, 2);
  cert = await t.login('cert01');
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('message centre and popover API', () => {
  it('lists only the caller’s own messages to a certifier, whatever uid is sent', async () => {
    const r = await t.call<Page<MessageRow>>('POST', '/api/message/list', cert, { pageNum: 1, pageSize: 10, uid: ids.cert02 });
    expect(r.code).toBe('0000');
    expect(r.data.totalCount).toBe(15);
    expect(r.data.maxPage).toBe(2);
    expect(new Set(r.data.result.map((m) => m.uid))).toEqual(new Set([ids.cert01]));
    expect(r.data.result[0]).toMatchObject({ msgTitle: '订单分配', uname: '李认证', read: false, orderId });
    expect(r.data.result[0]?.createAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('lets roles 0 and 100 filter by user and by order', async () => {
    const other = await t.call<Page<MessageRow>>('POST', '/api/message/list', admin, { pageNum: 1, pageSize: 10, uid: ids.cert02 });
    expect(other.data.totalCount).toBe(2);
    const all = await t.call<Page<MessageRow>>('POST', '/api/message/list', admin, { pageNum: 1, pageSize: 50, orderId });
    expect(all.data.totalCount).toBe(17);
    const none = await t.call<Page<MessageRow>>('POST', '/api/message/list', admin, { pageNum: 1, pageSize: 10, orderId: hiddenOrder });
    expect(none.data.totalCount).toBe(0);
  });

  it('refuses bad filters with a Chinese message', async () => {
    const r = await t.call('POST', '/api/message/list', cert, { pageNum: 1, pageSize: 10, orderId: 'abc' });
    expect(r.code).toBe('1001');
    expect(r.msg).toContain('订单ID必须是数字');
    const bad = await t.call('POST', '/api/message/readMsg', cert, { msgId: 0 });
    expect(bad.code).toBe('1001');
    const anon = await t.call('GET', '/api/message/unReadCount', null);
    expect(anon.code).toBe('-100');
  });

  it('groups unread messages and pages a group until maxPage', async () => {
    const g = await t.call<UnReadGroup[]>('GET', '/api/message/unReadMsgGroup', cert);
    expect(g.data).toEqual([
      { msgTitle: '订单分配', title: '订单分配', unReadCnt: 3 },
      { msgTitle: '预警消息', title: '预警消息', unReadCnt: 12 },
    ]);
    const p2 = await t.call<Page<MessageRow>>('POST', '/api/message/unReadMsgList', cert, {
      msgTitle: '预警消息',
      pageNum: 2,
      pageSize: 10,
    });
    expect(p2.data.maxPage).toBe(2);
    expect(p2.data.result).toHaveLength(2);
    const missing = await t.call('POST', '/api/message/unReadMsgList', cert, { pageNum: 1, pageSize: 10 });
    expect(missing.msg).toContain('请选择消息分组');
  });

  it('marks one message read (own only), then all with -1; /unReadCount and /user/info follow', async () => {
    const count = async () => (await t.call<number>('GET', '/api/message/unReadCount', cert)).data;
    expect(await count()).toBe(15);
    const [mine] = await t.ctx.db.select().from(messages).where(eq(messages.uid, ids.cert01!)).limit(1);
    const one = await t.call<number>('POST', '/api/message/readMsg', cert, { msgId: mine!.id });
    expect(one.data).toBe(14);
    expect((await t.ctx.db.select().from(messages).where(eq(messages.id, mine!.id)))[0]?.read).toBe(true);

    const [theirs] = await t.ctx.db.select().from(messages).where(eq(messages.uid, ids.cert02!)).limit(1);
    const refused = await t.call('POST', '/api/message/readMsg', cert, { msgId: theirs!.id });
    expect(refused).toMatchObject({ code: '1004', msg: '消息不存在' });
    expect((await t.ctx.db.select().from(messages).where(eq(messages.id, theirs!.id)))[0]?.read).toBe(false);

    const all = await t.call<number>('POST', '/api/message/readMsg', cert, { msgId: -1 });
    expect(all.data).toBe(0);
    const left = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.uid, ids.cert02!), eq(messages.read, false)));
    expect(left).toHaveLength(2);
    const info = await t.call<{ unReadCount: number }>('GET', '/api/user/info', await t.login('cert02'));
    expect(info.data.unReadCount).toBe(2);
    expect((await t.call<UnReadGroup[]>('GET', '/api/message/unReadMsgGroup', cert)).data).toEqual([]);
  });

  it('exports for roles 0 and 100 only', async () => {
    const res = await t.request('POST', '/api/message/list/export', admin, {});
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('消息列表'));
    expect(res.rawPayload.length).toBeGreaterThan(1000);
    const refused = await t.call('POST', '/api/message/list/export', cert, {});
    expect(refused.code).toBe('1003');
  });

  it('resolves an order link only when the caller may see the order', async () => {
    const ok = await t.call('GET', `/api/message/order/${orderId}`, cert);
    expect(ok.data).toEqual({ orderId, orderType: 1 });
    const hidden = await t.call('GET', `/api/message/order/${hiddenOrder}`, cert);
    expect(hidden).toMatchObject({ code: '1004', msg: '未找到订单' });
    const missing = await t.call('GET', '/api/message/order/999999', admin);
    expect(missing.msg).toBe('未找到订单');
  });
});
