import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orderNotices } from '../certification/certification.schema.js';
import { progressPushConfigs } from '../config/config.schema.js';
import { outboxEnv, PARTNER_SECRET, seedGroups, startPartner, tokens, until } from '../decisions/decisions.test-helpers.js';
import { insertOrder } from '../orders/test-orders.js';
import { partnerOutbox } from '../partner/outbox.schema.js';
import { enqueuePartnerEvent } from '../partner/outbox.service.js';
import { robotSign } from './chat-app.service.js';
import { thirdPartyNotices } from './third-party.schema.js';

let t: TestApp;
let partner: Awaited<ReturnType<typeof startPartner>>;
let tok: Record<string, string>;
let ids: Record<string, number>;
const robotHits: { url: string; body: string }[] = [];
let robot: http.Server;
let robotUrl = '';

beforeAll(async () => {
  partner = await startPartner();
  outboxEnv(partner.url);
  robot = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      robotHits.push({ url: req.url ?? '', body });
      const u = new URL(req.url ?? '', 'http://x');
      const good = u.searchParams.get('sign') === robotSign('SECrobot-secret', Number(u.searchParams.get('timestamp')));
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(good ? { errcode: 0, errmsg: 'ok' } : { errcode: 310000, errmsg: 'sign not match' }));
    });
  });
  await new Promise<void>((r) => robot.listen(0, '127.0.0.1', r));
  robotUrl = `http://127.0.0.1:${(robot.address() as AddressInfo).port}/robot/send?access_token=abc`;
  t = await createTestApp({ partners: { demo: PARTNER_SECRET }, queuePollSeconds: 0.5 });
  ids = await seedGroups(t.ctx.db);
  tok = await tokens(t);
});
afterAll(async () => {
  await t.close();
  await partner.close();
  await new Promise((r) => robot.close(r));
});

describe('supplementary material', () => {
  it('sends the chosen templates joined by semicolons to the partner (type 70) and logs it', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: ids.cert01, handlerUids: [ids.cert01!] });
    const tpl = await t.call<{ key: string; content: string }[]>(
      'GET',
      `/api/thirdParty/supplement/templates?orderId=${o.id}`,
      tok.cert01!,
    );
    expect(tpl.data.map((x) => x.key)).toContain('SUP_LICENSE');
    expect((await t.call('POST', '/api/thirdParty/supplement/send', tok.cert01!, { orderId: o.id, keys: [] })).msg).toBe('请选择模板');
    expect((await t.call('POST', '/api/thirdParty/supplement/send', tok.audit01!, { orderId: o.id, keys: ['SUP_LICENSE'] })).code).toBe(
      '1003',
    );
    expect((await t.call('POST', '/api/thirdParty/supplement/send', tok.cert02!, { orderId: o.id, keys: ['SUP_LICENSE'] })).code).not.toBe(
      '0000',
    );
    const sent = await t.call<{ id: number }>('POST', '/api/thirdParty/supplement/send', tok.cert01!, {
      orderId: o.id,
      keys: ['SUP_LICENSE', 'SUP_AUTH_LETTER'],
    });
    expect(sent.code).toBe('0000');
    await until(
      async () => (await t.ctx.db.select().from(thirdPartyNotices).where(eq(thirdPartyNotices.id, sent.data.id)))[0]?.status === 'sent',
    );
    const got = partner.receiver.accepted.find((e) => e.orderId === o.id && e.interfaceType === 70);
    expect(got?.content).toBe('请补充加盖公章的营业执照副本彩色扫描件;请补充法定代表人签字并加盖公章的认证授权书');

    const list = await t.call<{ result: { id: number; operatorUName: string }[]; totalCount: number }>(
      'POST',
      '/api/thirdParty/findNotifyMsgList',
      tok.admin!,
      { orderId: o.id },
    );
    expect(list.data.totalCount).toBe(1);
    expect(
      (await t.call<{ result: unknown[] }>('POST', '/api/thirdParty/findNotifyMsgList', tok.cert02!, { orderId: o.id })).data.result,
    ).toEqual([]);
    const info = await t.call<{ channel: string; content: string }>('GET', `/api/thirdParty/info/${sent.data.id}`, tok.cert01!);
    expect(info.data).toMatchObject({ channel: 'partner', content: expect.stringContaining(';') });
    expect((await t.call('GET', `/api/thirdParty/info/${sent.data.id}`, tok.cert02!)).msg).toBe('获取详情数据失败');
  });
});

describe('chat-app robot (D14)', () => {
  it('is off by default, and once enabled receives each acknowledged progress, signed', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: ids.cert01, handlerUids: [ids.cert01!] });
    const progress = () =>
      t.ctx.db.transaction((tx) =>
        enqueuePartnerEvent(tx, { partnerId: 'demo', orderId: o.id, interfaceType: 40, payload: { content: '已联系法人，等待回电' } }),
      );
    await progress();
    await t.ctx.outbox.drain();
    // Acknowledged before any robot is enabled (a slow first attempt is retried): no notice.
    await until(
      async () => (await t.ctx.db.select().from(partnerOutbox).where(eq(partnerOutbox.orderId, o.id)))[0]?.status === 'sent',
      15000,
    );
    expect(await t.ctx.db.select().from(thirdPartyNotices).where(eq(thirdPartyNotices.orderId, o.id))).toEqual([]);

    await t.ctx.db
      .insert(progressPushConfigs)
      .values({ name: '认证进度群', webhook: robotUrl, secretEnc: t.ctx.secrets.seal('SECrobot-secret'), enabled: true });
    await progress();
    await until(
      async () => (await t.ctx.db.select().from(thirdPartyNotices).where(eq(thirdPartyNotices.orderId, o.id)))[0]?.status === 'sent',
      15000,
    );
    const [notice] = await t.ctx.db.select().from(thirdPartyNotices).where(eq(thirdPartyNotices.orderId, o.id));
    expect(JSON.parse(notice!.content)).toMatchObject({ msgtype: 'text', text: { content: expect.stringContaining('已联系法人') } });
    expect(robotHits.at(-1)?.url).toMatch(/access_token=abc&timestamp=\d+&sign=/);
    const cnt = await t.call<{ dingtalkCnt: number }>('GET', `/api/thirdParty/notifyCnt?orderId=${o.id}`, tok.cert01!);
    expect(cnt.data.dingtalkCnt).toBe(1);
    const chat = await t.call<{ totalCount: number }>('POST', '/api/thirdParty/findNotifyMsgList', tok.admin!, { operatorUid: -1 });
    expect(chat.data.totalCount).toBe(1);
  }, 30000);
});

describe('warning-message log', () => {
  it('lists the warnings sent, filtered, for the orders the user sees', async () => {
    const o = await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: ids.cert01, handlerUids: [ids.cert01!] });
    await t.ctx.db.insert(orderNotices).values([
      { orderId: o.id, kind: 50, code: 'W1', codeMsg: '法人电话空号', operateUid: ids.cert01, operateUName: '认证一' },
      { orderId: o.id, kind: 40, code: 'P1', codeMsg: '进度', operateUid: ids.cert01, operateUName: '认证一' },
    ]);
    const mine = await t.call<{ result: { codeMsg: string }[] }>('POST', '/api/certification/warnList', tok.cert01!, {
      operateUid: ids.cert01,
    });
    expect(mine.data.result.map((r) => r.codeMsg)).toEqual(['法人电话空号']);
    expect((await t.call<{ totalCount: number }>('POST', '/api/certification/warnList', tok.cert02!, {})).data.totalCount).toBe(0);
    expect((await t.call('POST', '/api/certification/warnList', tok.viewer!, {})).code).toBe('1003');
    expect((await t.call('POST', '/api/certification/warnList', tok.admin!, { createAt: 'bad' })).code).toBe('1001');
  });
});
