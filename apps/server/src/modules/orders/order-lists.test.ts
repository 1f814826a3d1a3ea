import { envelopeOf, type OrderRow, orderPageSchema, type Page } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, at, seedOrders } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let admin: string;
let U: Record<string, number>;
/** Work order ids of the seeded orders o[0] … o[9]. */
let o: number[];

const ms = (local: string) => at(local).getTime();
const range = (from: string | null, to: string | null) => `${from ? ms(from) : 0},${to ? ms(to) : 0}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  U = await accountIds(t);
  const c1 = U.cert01!;
  const c2 = U.cert02!;
  const a1 = U.audit01!;
  o = await seedOrders(t, [
    {
      companyName: '上海甲科技有限公司',
      applyUser: '张三',
      province: '31',
      city: '3101',
      certificationUid: c1,
      handlerUids: [c1],
      incomingDate: at('2026-03-02 10:00'),
      mark: '客户要求下午联系',
      lastContactDate: at('2026-03-05 09:00'),
      labels: [{ name: '加急', color: 'red' }],
      duplicateName: true,
    },
    {
      orderType: 2,
      certificationType: 20,
      companyName: '北京乙贸易有限公司',
      applyUser: '李四',
      province: '11',
      city: '1101',
      certificationUid: c2,
      handlerUids: [c2],
      incomingDate: at('2026-03-03 10:00'),
      lastContactDate: at('2026-03-06 09:00'),
    },
    {
      orderStatus: 30,
      orderType: 3,
      companyName: '上海丙咨询有限公司',
      province: '31',
      city: '3101',
      certificationUid: c1,
      auditUid: a1,
      handlerUids: [c1, a1],
      incomingDate: at('2026-03-01 09:00'),
      completedCerDate: at('2026-03-04 15:00'),
    },
    {
      orderStatus: 40,
      companyName: '广州丁实业有限公司',
      province: '44',
      city: '4401',
      certificationUid: c2,
      auditUid: a1,
      handlerUids: [c2, a1],
      incomingDate: at('2026-02-27 09:00'),
      completedCerDate: at('2026-03-05 11:00'),
    },
    {
      orderStatus: 50,
      orderType: 4,
      certificationUid: c1,
      auditUid: a1,
      handlerUids: [c1, a1],
      incomingDate: at('2026-02-20 09:00'),
      completedCerDate: at('2026-02-25 09:00'),
      completedAuditDate: at('2026-03-06 10:00'),
    },
    {
      orderStatus: 100,
      certificationUid: c2,
      auditUid: a1,
      handlerUids: [c2, a1],
      incomingDate: at('2026-02-05 09:00'),
      completedCerDate: at('2026-02-10 09:00'),
      completedAuditDate: at('2026-02-12 09:00'),
      finishDate: at('2026-02-13 09:00'),
      reason: '资料齐全',
      typeName: '审核通过',
    },
    { orderStatus: 10, orderType: 5, certificationType: 20, openOrderId: 'OPEN-X-1', incomingDate: at('2026-03-07 09:00') },
    {
      orderStatus: 30,
      orderType: 2,
      certificationUid: c1,
      handlerUids: [c1],
      incomingDate: at('2026-03-04 09:00'),
      completedCerDate: at('2026-03-06 16:00'),
    },
    { orderStatus: 100, orderType: 6, incomingDate: at('2026-01-10 09:00'), finishDate: at('2026-01-15 09:00') },
    { companyName: '百分%公司', incomingDate: at('2026-03-08 09:00') },
  ]);
});
afterAll(() => t.close());

async function list(url: string, body: Record<string, unknown>, token = admin) {
  const r = await t.call<Page<OrderRow>>('POST', url, token, { pageNum: 1, pageSize: 50, ...body });
  if (r.code !== '0000') throw new Error(`${url} ${JSON.stringify(body)}: ${r.code} ${r.msg}`);
  return r.data;
}
/** Positions (o[i]) of the rows a list returns, in order. */
async function idx(url: string, body: Record<string, unknown> = {}, token = admin) {
  const page = await list(url, body, token);
  return page.result.map((r) => o.indexOf(r.orderId));
}

describe('POST /api/order/list filters', () => {
  const url = '/api/order/list';
  it('lists every order, newest first, with names and computed fields', async () => {
    const page = await list(url, {});
    expect(page.totalCount).toBe(10);
    expect(page.result.map((r) => o.indexOf(r.orderId))).toEqual([9, 6, 7, 1, 0, 2, 3, 4, 5, 8]);
    const first = page.result.find((r) => r.orderId === o[0])!;
    expect(first).toMatchObject({
      certificationUName: '李认证',
      labels: [{ name: '加急', color: 'red' }],
      duplicateName: true,
      incomingDate: '2026-03-02 10:00:00',
      mark: '客户要求下午联系',
    });
    expect(first.workDay).toBeGreaterThan(0);
    expect(typeof first.expired).toBe('boolean');
  });
  it('every list answers exactly the page of the contract (the lists serialise without run-time encoding)', async () => {
    const schema = envelopeOf(orderPageSchema);
    for (const path of ['/api/order/list', '/api/order/waitCertification/list', '/api/order/waitAudit/list', '/api/audit/list']) {
      const body = (await t.call('POST', path, admin, { pageSize: 50 })) as unknown;
      // parse() drops keys the schema does not know: equality proves none were sent, and it throws on a wrong type.
      expect(schema.parse(body)).toEqual(body);
      expect((body as { data: Page<OrderRow> }).data.result.length).toBeGreaterThan(0);
    }
  });
  it.each([
    ['orderId', () => ({ orderId: o[3] }), [3]],
    ['openOrderId', () => ({ openOrderId: 'OPEN-X-1' }), [6]],
    ['companyName (substring)', () => ({ companyName: '上海' }), [0, 2]],
    ['companyName (wildcards are literal)', () => ({ companyName: '%' }), [9]],
    ['orderType', () => ({ orderType: 1 }), [9, 0, 3, 5]],
    ['applyUser', () => ({ applyUser: '张三' }), [0]],
    ['certificationType', () => ({ certificationType: 20 }), [6, 1]],
    ['province', () => ({ province: '31' }), [0, 2]],
    ['city', () => ({ city: '4401' }), [3]],
    ['area (cascader value)', () => ({ area: ['31', '3101'] }), [0, 2]],
    ['area (province only)', () => ({ area: ['44'] }), [3]],
    ['six-digit codes', () => ({ province: '310000', city: '310100' }), [0, 2]],
    ['certificationUid', () => ({ certificationUid: U.cert01 }), [7, 0, 2, 4]],
    ['auditUid', () => ({ auditUid: U.audit01 }), [2, 3, 4, 5]],
    ['orderStatus 30 (with 40/50)', () => ({ orderStatus: 30 }), [7, 2, 3, 4]],
    ['orderStatus 100', () => ({ orderStatus: 100 }), [5, 8]],
    ['incomingDate', () => ({ incomingDate: range('2026-03-01 00:00', '2026-03-03 23:59') }), [1, 0, 2]],
    ['completedCerDate', () => ({ completedCerDate: range('2026-03-04 00:00', '2026-03-05 23:59') }), [2, 3]],
    ['completedAuditDate (open end)', () => ({ completedAuditDate: range('2026-03-01 00:00', null) }), [4]],
    ['finishDate (open start)', () => ({ finishDate: range(null, '2026-01-31 23:59') }), [8]],
    ['lastContactDate', () => ({ lastContactDate: range('2026-03-05 00:00', '2026-03-06 23:59') }), [1, 0]],
    ['several at once', () => ({ province: '31', orderStatus: 20 }), [0]],
  ] as const)('%s', async (_name, body, expected) => {
    expect(await idx(url, body())).toEqual(expected);
  });
});

describe('POST /api/order/list sorting', () => {
  const url = '/api/order/list';
  it('incomingDate asc, and workDay desc (the oldest first)', async () => {
    const asc = [8, 5, 4, 3, 2, 0, 1, 7, 6, 9];
    expect(await idx(url, { field: 'incomingDate', sortType: 'asc' })).toEqual(asc);
    expect(await idx(url, { field: 'workDay', sortType: 'desc' })).toEqual(asc);
    expect(await idx(url, { field: 'workDay', sortType: 'asc' })).toEqual([...asc].reverse());
  });
  it('nullable dates sort their nulls last both ways', async () => {
    expect((await idx(url, { field: 'completedCerDate', sortType: 'desc' })).slice(0, 5)).toEqual([7, 3, 2, 4, 5]);
    expect((await idx(url, { field: 'completedCerDate', sortType: 'asc' })).slice(0, 5)).toEqual([5, 4, 2, 3, 7]);
    expect((await idx(url, { field: 'completedAuditDate', sortType: 'asc' })).slice(0, 2)).toEqual([5, 4]);
    expect((await idx(url, { field: 'finishDate', sortType: 'desc' })).slice(0, 2)).toEqual([5, 8]);
    expect((await idx(url, { field: 'lastContactDate', sortType: 'asc' })).slice(0, 2)).toEqual([0, 1]);
  });
  it('requests of one shape share a statement but never its values', async () => {
    // the SQL of a filter set is built once and reused: each request must still get its own rows
    expect(await idx(url, { orderType: 1 })).toEqual([9, 0, 3, 5]);
    expect(await idx(url, { orderType: 2 })).toEqual([7, 1]);
    expect(await idx(url, { province: '44', orderStatus: 20 })).toEqual([]);
    expect(await idx(url, { province: '31', orderStatus: 20 })).toEqual([0]);
    expect((await list(url, { pageNum: 2, pageSize: 10, orderType: 1 })).result).toEqual([]);
  });
  it('pages are stable and counted', async () => {
    const p2 = await list(url, { pageNum: 2, pageSize: 10 });
    expect(p2).toMatchObject({ totalCount: 10, maxPage: 1, result: [] });
    expect((await idx(url, { pageNum: 1, pageSize: 10, field: 'incomingDate', sortType: 'asc' })).length).toBe(10);
  });
});

describe('the other three lists', () => {
  it('pending certification: status 20, remark filter, sorts', async () => {
    const url = '/api/order/waitCertification/list';
    expect(await idx(url)).toEqual([9, 1, 0]);
    expect(await idx(url, { mark: '下午' })).toEqual([0]);
    expect(await idx(url, { orderId: o[0], openOrderId: 'nothing' })).toEqual([]);
    expect(await idx(url, { field: 'lastContactDate', sortType: 'desc' })).toEqual([1, 0, 9]);
    expect(await idx(url, { field: 'workDay', sortType: 'desc' })).toEqual([0, 1, 9]);
    expect(await idx(url, { certificationType: 20 })).toEqual([1]);
  });
  it('pending review: statuses 30, 40, 50', async () => {
    const url = '/api/order/waitAudit/list';
    expect(await idx(url)).toEqual([7, 2, 3, 4]);
    expect(await idx(url, { field: 'completedCerDate', sortType: 'asc' })).toEqual([4, 2, 3, 7]);
    expect(await idx(url, { auditUid: U.audit01, orderType: 1 })).toEqual([3]);
    expect(await idx(url, { completedCerDate: range('2026-03-06 00:00', '2026-03-06 23:59') })).toEqual([7]);
  });
  it('audit statistics: orders with a recorded review outcome', async () => {
    const url = '/api/audit/list';
    const page = await list(url, {});
    expect(page.result.map((r) => o.indexOf(r.orderId))).toEqual([4, 5]);
    expect(page.result[1]).toMatchObject({ reason: '资料齐全', typeName: '审核通过', auditUName: '陈审核' });
    expect(await idx(url, { finishDate: range('2026-02-01 00:00', '2026-02-28 23:59') })).toEqual([5]);
    expect(await idx(url, { field: 'completedAuditDate', sortType: 'asc' })).toEqual([5, 4]);
    expect(await idx(url, { certificationUid: U.cert01 })).toEqual([4]);
  });
});

describe('visibility (D4)', () => {
  it('a certifier sees only the orders they handle, in every list and total', async () => {
    const cert01 = await t.login('cert01');
    const all = await list('/api/order/list', {}, cert01);
    expect(all.totalCount).toBe(4);
    expect(all.result.map((r) => o.indexOf(r.orderId))).toEqual([7, 0, 2, 4]);
    expect(await idx('/api/order/list', { certificationUid: U.cert02 }, cert01)).toEqual([]);
    expect(await idx('/api/order/waitCertification/list', {}, cert01)).toEqual([0]);
    // the next certifier's list has the same shape: it must show their orders, not cert01's
    const cert02 = await t.login('cert02');
    expect(await idx('/api/order/list', {}, cert02)).toEqual([1, 3, 5]);
    expect((await list('/api/order/list', {}, cert02)).totalCount).toBe(3);
  });
  it('an auditor sees their own pending reviews and may not open the certification list', async () => {
    const audit01 = await t.login('audit01');
    expect(await idx('/api/order/waitAudit/list', {}, audit01)).toEqual([2, 3, 4]);
    expect(await idx('/api/audit/list', {}, audit01)).toEqual([4, 5]);
    const refused = await t.call('POST', '/api/order/waitCertification/list', audit01, { pageNum: 1, pageSize: 10 });
    expect(refused.code).toBe('1003');
  });
  it('the custom viewer reads the screens granted to it, nothing else', async () => {
    const viewer = await t.login('viewer');
    expect((await list('/api/order/list', {}, viewer)).totalCount).toBe(10);
    expect((await list('/api/audit/list', {}, viewer)).totalCount).toBe(2);
    expect((await t.call('POST', '/api/order/waitAudit/list', viewer, {})).code).toBe('1003');
    expect((await t.call('POST', '/api/order/list', null, {})).code).toBe('-100');
  });
});

describe('bad input changes nothing and says why', () => {
  it.each([
    [{ field: 'companyName' }, '不支持的排序字段'],
    [{ field: 'incomingDate; drop table orders' }, '不支持的排序字段'],
    [{ sortType: 'up' }, '排序方式只能是asc或desc'],
    [{ pageSize: 15 }, '每页条数只能是10、20、30或50'],
    [{ pageNum: 0 }, '页码必须大于0'],
    [{ incomingDate: 'yesterday' }, '进件时间格式错误'],
    [{ incomingDate: `${Date.UTC(2026, 5, 1)},${Date.UTC(2026, 0, 1)}` }, '进件时间格式错误'],
    [{ incomingDate: '5000,3000' }, '进件时间超出范围，须在2000年至2099年之间'],
    [{ finishDate: '1,2,3' }, '结束时间格式错误'],
    [{ orderType: 9 }, '不支持的订单类型'],
    [{ orderStatus: 60 }, '不支持的订单状态'],
    [{ province: "31' or 1=1" }, '省份代码格式错误'],
    [{ orderId: 'abc' }, '订单ID必须是数字'],
    [{ pageNum: 2501 }, '页码超出范围：列表最多查看前25000条，请缩小筛选范围'],
    [{ pageNum: 501, pageSize: 50 }, '页码超出范围：列表最多查看前25000条'],
    [{ pageNum: 1e12 }, '页码超出范围'],
    [{ mark: '联系' }, '含有不支持的字段：mark'],
    [{ orderStatus: 20, pageNo: 2, companyname: '宁波' }, '含有不支持的字段：pageNo、companyname'],
  ])('%j', async (body, message) => {
    const r = await t.call('POST', '/api/order/list', admin, { pageNum: 1, pageSize: 10, ...body });
    expect(r.code).toBe('1001');
    expect(r.msg).toContain(message);
  });
  it('every list serves its rows to the 25,000th: the deepest page answers, the next is refused', async () => {
    for (const url of ['/api/order/list', '/api/order/waitCertification/list', '/api/order/waitAudit/list', '/api/audit/list']) {
      const total = (await list(url, {}, admin)).totalCount;
      const deepest = await t.call('POST', url, admin, { pageNum: 500, pageSize: 50 });
      expect(deepest, url).toMatchObject({ code: '0000', data: { result: [], totalCount: total } });
      const past = await t.call('POST', url, admin, { pageNum: 834, pageSize: 30 });
      expect(past, url).toMatchObject({ code: '1001', msg: '页码超出范围：列表最多查看前25000条，请缩小筛选范围' });
    }
  });
  it('a sort field of another list is refused', async () => {
    const r = await t.call('POST', '/api/order/waitAudit/list', admin, { field: 'lastContactDate' });
    expect(r).toMatchObject({ code: '1001' });
    expect(r.msg).toContain('workDay、incomingDate、completedCerDate');
  });
});
