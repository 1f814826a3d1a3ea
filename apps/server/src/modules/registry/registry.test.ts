import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testConfig } from '../../../test/test-config.js';
import { orderLogs, orders } from '../orders/orders.schema.js';
import { insertOrder } from '../orders/test-orders.js';
import { companyRecords } from './registry.schema.js';
import { enqueueLookup } from './registry.service.js';
import { SimulatedRegistry } from './simulated-registry.js';

// A stand-in for the commercial registry API on 127.0.0.1: scripted answers per company name.
const calls = new Map<string, number>();
let server: http.Server;
const simulated = new SimulatedRegistry();
async function answer(keyword: string): Promise<{ status: number; body: unknown }> {
  const n = (calls.get(keyword) ?? 0) + 1;
  calls.set(keyword, n);
  if (keyword.startsWith('宕机')) return { status: 503, body: { Status: '500' } };
  if (keyword.startsWith('查无')) return { status: 200, body: { Status: '201', Message: '查询无结果' } };
  if (keyword.startsWith('抖动') && n < 2) return { status: 500, body: {} };
  const record = await simulated.lookup({ companyName: keyword, socialCredit: '', orgType: 20 });
  return { status: 200, body: { Status: '200', Message: '查询成功', Result: record } };
}

let t: TestApp;
let admin: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', async () => {
      if (req.headers.authorization !== 'Bearer test-key') {
        res.writeHead(401).end('{}');
        return;
      }
      const a = await answer((JSON.parse(body) as { keyword: string }).keyword);
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const base = testConfig();
  t = await createTestApp({
    registry: { url: `http://127.0.0.1:${port}/lookup`, key: 'test-key', retryLimit: 2, retryDelaySeconds: 1 },
    queuePollSeconds: 0.5,
    queueWorkers: base.queueWorkers,
  });
  admin = await t.login('admin');
});
afterAll(async () => {
  await t.close();
  server.close();
});

/** Queues a lookup for a new order in archive lookup. */
async function queued(companyName: string) {
  const order = await insertOrder(t.ctx.db, { companyName, orderStatus: 10, queryStatus: 10 });
  const recordId = await t.ctx.db.transaction((tx) =>
    enqueueLookup(t.ctx, tx, { orderId: order.id, companyName, orgType: 20, origin: 10 }),
  );
  return { order, recordId };
}

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
const record = async (id: number) => (await t.ctx.db.select().from(companyRecords).where(eq(companyRecords.id, id)))[0];
/** The lookup record once it reached `status` (or as it stands when `ms` have passed). */
const recordWhen = (id: number, status: 'success' | 'failed', ms?: number) =>
  until(
    () => record(id),
    (v) => v?.status === status,
    ms,
  );
const order = async (id: number) => (await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0];

describe('registry lookup job over the HTTP registry client', () => {
  it('stores the record and moves the order 10 → 20 with queryStatus 20', async () => {
    const { order: o, recordId } = await queued('北京晨曦科技有限公司');
    const r = await recordWhen(recordId, 'success');
    expect(r).toMatchObject({ status: 'success', attempts: 1, error: '' });
    expect(r?.resultJson?.companyBasicInfo.OperName).toBeTruthy();
    expect(await order(o.id)).toMatchObject({ orderStatus: 20, queryStatus: 20 });
    const logs = await t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, o.id));
    expect(logs.map((l) => l.operateType)).toContain('查档完成');
  });

  it('retries a failing registry with back-off and succeeds', async () => {
    const { order: o, recordId } = await queued('抖动网络有限公司');
    const r = await recordWhen(recordId, 'success');
    expect(r).toMatchObject({ status: 'success', attempts: 2 });
    expect(calls.get('抖动网络有限公司')).toBe(2);
    expect(await order(o.id)).toMatchObject({ orderStatus: 20, queryStatus: 20 });
  });

  it('gives up after the retries: record failed, order 20 with queryStatus -1', async () => {
    const { order: o, recordId } = await queued('宕机服务有限公司');
    const r = await recordWhen(recordId, 'failed', 30_000);
    expect(r).toMatchObject({ status: 'failed', attempts: 3, error: '查档接口返回 HTTP 503' });
    expect(await order(o.id)).toMatchObject({ orderStatus: 20, queryStatus: -1 });
  });

  it('stops at once when the company does not exist', async () => {
    const { order: o, recordId } = await queued('查无此企业有限公司');
    const r = await recordWhen(recordId, 'failed');
    expect(r).toMatchObject({ status: 'failed', attempts: 1, error: '查询无结果' });
    expect(await order(o.id)).toMatchObject({ orderStatus: 20, queryStatus: -1 });
  });
});

describe('queue, history and record endpoints', () => {
  it('lists finished records in the history and unfinished ones in the queue', async () => {
    const history = await t.call<{ result: { companyName: string; status: string }[]; totalCount: number }>(
      'POST',
      '/api/history/list',
      admin,
      { pageNum: 1, pageSize: 10, companyName: '晨曦' },
    );
    expect(history.code).toBe('0000');
    expect(history.data.result).toEqual([expect.objectContaining({ companyName: '北京晨曦科技有限公司', status: 'success' })]);
    const queue = await t.call<{ totalCount: number }>('POST', '/api/queue/list', admin, { pageNum: 1, pageSize: 10 });
    expect(queue).toMatchObject({ code: '0000', data: { totalCount: 0 } });
    const summary = await t.call('GET', '/api/queue', admin);
    expect(summary).toMatchObject({ code: '0000', data: { pending: 0, running: 0, failed: 2 } });
  });

  it('answers a record with its resultJson, refuses malformed filters and other roles', async () => {
    const [r] = await t.ctx.db.select().from(companyRecords).where(eq(companyRecords.companyName, '北京晨曦科技有限公司'));
    const detail = await t.call<{ resultJson: string }>('GET', `/api/info/${r?.id}`, admin);
    expect(JSON.parse(detail.data.resultJson).companyBasicInfo.Name).toBe('北京晨曦科技有限公司');
    expect(await t.call('GET', '/api/info/99999', admin)).toMatchObject({ code: '1004', msg: '未找到查档记录' });
    const bad = await t.call('POST', '/api/history/list', admin, { pageNum: 1, pageSize: 15 });
    expect(bad).toMatchObject({ code: '1001', msg: '每页条数只能是10、20、30或50' });
    const range = await t.call('POST', '/api/history/list', admin, { requestDate: 'abc' });
    expect(range).toMatchObject({ code: '1001', msg: '请求时间格式错误' });
    const cert = await t.login('cert01');
    expect((await t.call('POST', '/api/queue/list', cert, {})).code).toBe('1003');
    // A certifier sees a record only when its order is visible to them.
    expect(await t.call('GET', `/api/info/${r?.id}`, cert)).toMatchObject({ code: '1004' });
  });

  it('re-checks manually (origin 20), logging it, and refuses bad input', async () => {
    const o = await insertOrder(t.ctx.db, { companyName: '上海远航物流有限公司', orderStatus: 20, queryStatus: 20 });
    const r = await t.call<{ id: number }>('POST', '/api/manualReptile', admin, {
      orderId: o.id,
      companyName: '上海远航物流有限公司',
      orgType: 20,
    });
    expect(r.code).toBe('0000');
    const rec = await recordWhen(r.data.id, 'success');
    expect(rec).toMatchObject({ origin: 20, orderId: o.id });
    expect(await order(o.id)).toMatchObject({ orderStatus: 20, queryStatus: 20 });
    expect(await t.call('POST', '/api/manualReptile', admin, { orderId: o.id, companyName: '', orgType: 20 })).toMatchObject({
      msg: '请输入企业名称',
    });
    expect(await t.call('POST', '/api/manualReptile', admin, { orderId: o.id, companyName: 'x' })).toMatchObject({ msg: '请选择企业类型' });
    const cert = await t.login('cert02');
    const refused = await t.call('POST', '/api/manualReptile', cert, { orderId: o.id, companyName: 'x', orgType: 20 });
    expect(refused).toMatchObject({ code: '1004', msg: '未找到订单' });
  });
});
