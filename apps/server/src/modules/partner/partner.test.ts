import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orderIncoming, orderLogs, orders } from '../orders/orders.schema.js';
import { companyRecords } from '../registry/registry.schema.js';
import { interfaceLogs, partnerNonces } from './partner.schema.js';
import { injectTransport, PartnerSimulator, signedHeaders } from './partner-simulator.js';

const SECRET = 'partner-test-secret-0001';
let t: TestApp;
let sim: PartnerSimulator;
beforeAll(async () => {
  t = await createTestApp({ partners: { acme: SECRET }, queueWorkers: false });
  sim = new PartnerSimulator(injectTransport(t.app), 'acme', SECRET, 'partner-test');
});
afterAll(async () => t.close());

const post = (body: string, headers: Record<string, string>, url = '/open/v1/orders') =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': 'application/json' }, payload: body }).then((r) => ({
    status: r.statusCode,
    body: r.json() as { code: string; msg: string; data: { orderId: number; orderStatus: number } | null },
  }));

describe('POST /open/v1/orders (intake)', () => {
  it('accepts signed orders of all eight types, with every row written', async () => {
    for (let type = 1; type <= 8; type++) {
      const { payload, answer } = await sim.submit(type);
      expect(answer.body, `type ${type}`).toMatchObject({ code: '0000', msg: '进件成功' });
      const { orderId } = answer.body.data as { orderId: number };
      const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
      expect(o).toMatchObject({ orderType: type, openOrderId: payload.openOrderId, partnerId: 'acme', applyUser: payload.applyUser });
      expect(o?.provinceName).toBeTruthy();
      expect(o?.province).toHaveLength(2);
      expect(o?.expiredDate.getTime()).toBeGreaterThan(o?.incomingDate.getTime() ?? 0);
      const incoming = await t.ctx.db.select().from(orderIncoming).where(eq(orderIncoming.orderId, orderId));
      expect(incoming).toHaveLength(1);
      const logs = await t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId));
      expect(logs[0]).toMatchObject({ operateType: '进件', uname: '合作方 acme' });
      const iface = await t.ctx.db.select().from(interfaceLogs).where(eq(interfaceLogs.orderId, orderId));
      expect(iface).toEqual([expect.objectContaining({ interfaceType: 10, direction: 'in', success: true, partnerId: 'acme' })]);
      const records = await t.ctx.db.select().from(companyRecords).where(eq(companyRecords.orderId, orderId));
      // Types with a company are looked up; the others have nothing to look up and go on to 20.
      if (type <= 3) expect([o?.orderStatus, records.length, records[0]?.origin]).toEqual([10, 1, 10]);
      else expect([o?.orderStatus, o?.queryStatus, records.length]).toEqual([20, 20, 0]);
    }
  });

  it('flags a second open order of the same company and of the same applicant', async () => {
    const first = sim.nextPayload(1);
    const second = { ...sim.nextPayload(3), companyName: first.companyName, applyIDCard: first.applyIDCard };
    const a = await sim.send('/open/v1/orders', first);
    const b = await sim.send('/open/v1/orders', second);
    const ids = [a, b].map((r) => (r.body.data as { orderId: number }).orderId);
    const rows = await Promise.all(ids.map((id) => t.ctx.db.select().from(orders).where(eq(orders.id, id))));
    for (const [row] of rows) expect(row).toMatchObject({ duplicateName: true, duplicateApplyUser: true });
  });

  it('is idempotent on openOrderId: the same body answers the stored answer, a different one is refused', async () => {
    const payload = sim.nextPayload(2);
    const first = await sim.send('/open/v1/orders', payload);
    // Same content, keys in another order, new nonce and timestamp.
    const reordered = Object.fromEntries(Object.entries(payload).reverse());
    const again = await sim.send('/open/v1/orders', reordered);
    expect(again.body).toMatchObject({ code: '0000', msg: '订单已进件（重复请求）', data: first.body.data });
    const changed = await sim.send('/open/v1/orders', { ...payload, applyUser: '另一个人' });
    expect(changed.body.code).toBe('1009');
    expect(changed.body.msg).toContain('已进件且内容不同');
    const count = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.openOrderId, String(payload.openOrderId)));
    expect(count).toHaveLength(1);
  });

  it('refuses missing headers, an unknown partner, a bad signature and a stale timestamp', async () => {
    const body = JSON.stringify(sim.nextPayload(1));
    expect(await post(body, {})).toMatchObject({ status: 401, body: { code: '1003' } });
    expect((await post(body, signedHeaders('nobody', SECRET, body))).body.msg).toBe('未知的合作方');
    const tampered = signedHeaders('acme', SECRET, body);
    expect((await post(body.replace('"orderType":1', '"orderType":2'), tampered)).body.msg).toBe('签名校验失败');
    const wrongKey = signedHeaders('acme', 'another-secret-0000000', body);
    expect((await post(body, wrongKey)).body.msg).toBe('签名校验失败');
    const old = signedHeaders('acme', SECRET, body, Date.now() - 6 * 60_000);
    expect((await post(body, old)).body.msg).toBe('请求时间戳不在5分钟有效期内');
    const future = signedHeaders('acme', SECRET, body, Date.now() + 6 * 60_000);
    expect((await post(body, future)).body.msg).toBe('请求时间戳不在5分钟有效期内');
    // Nothing was created, and every refusal is in the interface log.
    const created = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.openOrderId, String(JSON.parse(body).openOrderId)));
    expect(created).toHaveLength(0);
    const refused = await t.ctx.db.select().from(interfaceLogs).where(eq(interfaceLogs.success, false));
    expect(refused.length).toBeGreaterThanOrEqual(6);
  });

  it('refuses a replayed request (reused nonce), even within the window', async () => {
    const body = JSON.stringify(sim.nextPayload(5));
    const headers = signedHeaders('acme', SECRET, body);
    expect((await post(body, headers)).body.code).toBe('0000');
    const replay = await post(body, headers);
    expect(replay).toMatchObject({ status: 401, body: { msg: '请求编号（X-Nonce）已使用，请勿重放请求' } });
    const [nonce] = await t.ctx.db.select().from(partnerNonces).where(eq(partnerNonces.nonce, headers['x-nonce']));
    expect(nonce?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
  });

  it('refuses bad payloads with the field named in Chinese', async () => {
    const base = sim.nextPayload(1);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, orderType: 9 }, '订单类型只能是1到8'],
      [{ ...base, orderType: undefined }, '订单类型不能为空'],
      [{ ...base, openOrderId: '' }, '订单号不能为空'],
      [{ ...base, companyName: '' }, '企业名称不能为空'],
      [{ ...base, socialCredit: '91110000MA00000000' }, '统一社会信用代码校验位错误'],
      [{ ...base, applyIDCard: '110101199001011234' }, '申请人身份证号：'],
      [{ ...base, applyMobile: '12345' }, '申请人手机号格式错误'],
      [{ ...base, province: '990000' }, '未知的省份编码：990000'],
      [{ ...base, province: '999999' }, '省份编码错误'],
      [{ ...base, province: '110000', city: '310100' }, '城市不属于所填省份'],
    ];
    for (const [payload, message] of cases) {
      const r = await sim.send('/open/v1/orders', payload);
      expect(r.body.code, message).toBe('1001');
      expect(r.body.msg).toContain(message);
    }
    const notJson = await sim.send('/open/v1/orders', '{"openOrderId":');
    expect(notJson.body).toMatchObject({ code: '1001', msg: '请求体不是合法的JSON' });
  });
});

describe('modify and supplement', () => {
  it('modifies fields of an open order, logs and re-queues the lookup when the company changes', async () => {
    const { payload, answer } = await sim.submit(1);
    const orderId = (answer.body.data as { orderId: number }).orderId;
    const r = await sim.send('/open/v1/orders/modify', {
      openOrderId: payload.openOrderId,
      companyName: '杭州新名称科技有限公司',
      ceoName: '周新',
    });
    expect(r.body, r.body.msg).toMatchObject({ code: '0000', data: { orderId } });
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o).toMatchObject({ companyName: '杭州新名称科技有限公司', ceoName: '周新', applyUser: payload.applyUser });
    const records = await t.ctx.db.select().from(companyRecords).where(eq(companyRecords.orderId, orderId));
    expect(records.map((x) => x.companyName)).toContain('杭州新名称科技有限公司');
    const logs = await t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId));
    expect(logs.at(-1)).toMatchObject({ operateType: '来单修改', doc: '修改：企业名称、法人姓名' });
    expect((await sim.send('/open/v1/orders/modify', { openOrderId: payload.openOrderId, orderType: 2 })).body.msg).toContain(
      '订单类型不能修改',
    );
    expect((await sim.send('/open/v1/orders/modify', { openOrderId: payload.openOrderId, companyName: '' })).body.msg).toBe(
      '企业名称不能为空',
    );
    expect((await sim.send('/open/v1/orders/modify', { openOrderId: 'NOPE', ceoName: 'x' })).body).toMatchObject({
      code: '1004',
      msg: '未找到订单',
    });
  });

  it('takes supplementary material and refuses ended orders', async () => {
    const { payload, answer } = await sim.submit(4);
    const orderId = (answer.body.data as { orderId: number }).orderId;
    const files = [{ name: '毕业证.jpg', url: 'https://files.partner.example/x.jpg' }];
    expect(
      (await sim.send('/open/v1/orders/supplement', { openOrderId: payload.openOrderId, content: '补充毕业证', files })).body.code,
    ).toBe('0000');
    const [o] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(o?.certFileUrl).toContain('https://files.partner.example/x.jpg');
    const types = await t.ctx.db.select().from(interfaceLogs).where(eq(interfaceLogs.orderId, orderId));
    expect(types.map((x) => x.interfaceType).sort()).toEqual([10, 70]);
    await t.ctx.db.update(orders).set({ orderStatus: 100 }).where(eq(orders.id, orderId));
    const ended = await sim.send('/open/v1/orders/supplement', { openOrderId: payload.openOrderId, content: 'x' });
    expect(ended.body).toMatchObject({ code: '1009', msg: '订单已结束，不能修改' });
  });
});
