import { randomUUID } from 'node:crypto';
import { PARTNER_HEADERS } from '@certdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orders } from '../orders/orders.schema.js';
import { signBody } from '../partner/outbox.signing.js';
import { loadTelephonyConfig } from '../telephony/telephony.config.js';
import { createTelephony, installTelephony } from '../telephony/telephony.provider.js';
import { callRecords } from './calls.schema.js';
import { insertOrder, uidOf } from './calls.test-fixtures.js';

let t: TestApp;
let cert: string;
let certUid: number;
let orderId: number;

beforeAll(async () => {
  t = await createTestApp();
  // The test app runs outside demo mode: give the exchange its credentials as production would.
  installTelephony(
    t.ctx,
    createTelephony(
      t.ctx,
      loadTelephonyConfig({ TELEPHONY: 'sip', SIP_WS_URL: 'ws://127.0.0.1:5066', PBX_ID: 'demo-pbx', PBX_SECRET: 'demo-pbx-secret-0000' }),
    ),
  );
  cert = await t.login('cert01');
  certUid = await uidOf(t.ctx, 'cert01');
  orderId = (await insertOrder(t.ctx, { certUid })).id;
});
afterAll(async () => t.close());

const record = (over: Record<string, unknown> = {}) => ({
  sessionId: `sip-${randomUUID()}`,
  agentId: '8001',
  callType: 20,
  fromMobile: '02160001001',
  toMobile: '138 0013 8000',
  callConnected: true,
  callEndType: 201,
  startDate: '2026-03-02 10:00:00',
  endDate: '2026-03-02 10:02:30',
  talkDuration: 140,
  ringDuration: 8,
  ...over,
});

async function send(body: unknown, opts: { secret?: string; id?: string; nonce?: string; ts?: number } = {}) {
  const raw = JSON.stringify(body);
  const ts = String(opts.ts ?? Date.now());
  const nonce = opts.nonce ?? randomUUID();
  const res = await t.app.inject({
    method: 'POST',
    url: '/open/v1/calls',
    headers: {
      'content-type': 'application/json',
      [PARTNER_HEADERS.partnerId]: opts.id ?? 'demo-pbx',
      [PARTNER_HEADERS.timestamp]: ts,
      [PARTNER_HEADERS.nonce]: nonce,
      [PARTNER_HEADERS.signature]: signBody(opts.secret ?? 'demo-pbx-secret-0000', ts, nonce, raw),
    },
    payload: raw,
  });
  return res.json() as { code: string; msg: string; data: { id: number } | null };
}
const count = async () => (await t.ctx.db.select().from(callRecords)).length;

describe('POST /open/v1/calls (signed call detail records)', () => {
  it('refuses forged, expired, replayed and foreign calls, storing nothing', async () => {
    expect((await send(record(), { secret: 'wrong-secret-0000000' })).msg).toBe('签名错误');
    expect((await send(record(), { ts: Date.now() - 10 * 60_000 })).msg).toBe('签名已过期');
    expect((await send(record(), { id: 'other-pbx' })).msg).toBe('调用方标识错误');
    const nonce = randomUUID();
    expect((await send(record(), { nonce })).code).toBe('0000');
    expect((await send(record(), { nonce })).msg).toContain('nonce');
    expect(await count()).toBe(1);
  });

  it('refuses malformed numbers, unknown seats and unknown orders', async () => {
    const before = await count();
    expect((await send(record({ toMobile: '1380013' }))).msg).toContain('被叫号码格式错误');
    expect((await send(record({ agentId: '9999' }))).msg).toBe('坐席不存在：9999');
    expect((await send(record({ orderId: 999999 }))).msg).toBe('未找到订单');
    expect((await send(record({ callEndType: 7 }))).code).toBe('1001');
    expect(await count()).toBe(before);
  });

  it('creates the record, binds it by the saved session id, and is idempotent on the session id', async () => {
    const body = record();
    expect((await t.call('POST', '/api/call/saveSessionId', cert, { sessionId: body.sessionId, orderId })).code).toBe('0000');
    // The browser recorded the call (the exchange does not) and uploaded it before the record came.
    const url = await t.ctx.storage.putObject(`record/u${certUid}/20260302/${randomUUID()}.webm`, Buffer.from('webm'), 'audio/webm');
    expect((await t.call('POST', '/api/call/recording', cert, { sessionId: body.sessionId, recordUrl: url })).code).toBe('0000');
    const first = await send(body);
    expect(first.code).toBe('0000');
    const again = await send(body);
    expect(again.data?.id).toBe(first.data?.id);
    const [row] = await t.ctx.db.select().from(callRecords).where(eq(callRecords.sessionId, body.sessionId));
    expect(row).toMatchObject({
      source: 'sip',
      orderId,
      toMobile: '13800138000',
      callType: 20,
      talkDuration: 140,
      duration: 150,
      recordKey: url,
    });
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.lastContactDate?.toISOString()).toBe('2026-03-02T02:02:30.000Z');
  });
});

describe('POST /api/call/upload/order', () => {
  const upload = (body: Record<string, unknown>) => t.call('POST', '/api/call/upload/order', cert, body);
  const good = async () => ({
    fromMobile: '02160001001',
    toMobile: '13800138000',
    startDate: '2026-03-03 09:00:00',
    endDate: '2026-03-03 09:05:00',
    recordUrl: await t.ctx.storage.putObject(`record/u${certUid}/20260303/${randomUUID()}.mp3`, Buffer.from('ID3'), 'audio/mpeg'),
    orderId,
  });

  it('names each missing field', async () => {
    const g = await good();
    expect((await upload({ ...g, fromMobile: '' })).msg).toContain('请输入主叫号码');
    expect((await upload({ ...g, toMobile: undefined })).msg).toContain('请输入被叫号码');
    expect((await upload({ ...g, startDate: '' })).msg).toContain('请选择开始时间');
    expect((await upload({ ...g, endDate: null })).msg).toContain('请选择结束时间');
    expect((await upload({ ...g, recordUrl: '' })).msg).toContain('请上传录音文件');
  });

  it('takes one audio file of our store only', async () => {
    const g = await good();
    const before = await count();
    expect((await upload({ ...g, recordUrl: [g.recordUrl, g.recordUrl] })).msg).toContain('最多只允许上传1个文件');
    expect((await upload({ ...g, recordUrl: '/files/record/u2/20260303/a.pdf' })).msg).toContain('只能上传音频文件');
    expect((await upload({ ...g, recordUrl: 'https://elsewhere.example.com/a.wav' })).msg).toBe('录音文件无效，请重新上传');
    expect((await upload({ ...g, recordUrl: `/files/datum/u${certUid}/20260303/a.wav` })).msg).toBe('录音文件无效，请重新上传');
    // Another user's recording is theirs, not the caller's to file (D15).
    const foreign = await t.ctx.storage.putObject(`record/u${certUid + 1}/20260303/${randomUUID()}.mp3`, Buffer.from('ID3'), 'audio/mpeg');
    expect((await upload({ ...g, recordUrl: foreign })).msg).toBe('录音文件无效，请重新上传');
    expect((await upload({ ...g, orderId: 999999 })).msg).toBe('未找到订单');
    expect(await count()).toBe(before);
  });

  it('stores the call on the order', async () => {
    const r = await upload(await good());
    expect(r.code).toBe('0000');
    const [row] = await t.ctx.db
      .select()
      .from(callRecords)
      .where(eq(callRecords.id, (r.data as { id: number }).id));
    expect(row).toMatchObject({ source: 'upload', orderId, callType: 20, callConnected: true, talkDuration: 300 });
  });

  it('lets the store refuse a non-audio or oversized recording upload (record purpose policy)', async () => {
    const sign = await t.call<{ policy: string; signature: string; accessid: string; dir: string }>(
      'GET',
      '/api/api/oss/generateSign?purpose=record',
      cert,
    );
    const post = async (type: string, bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.append('key', `${sign.data.dir}${name}`);
      form.append('OSSAccessKeyId', sign.data.accessid);
      form.append('policy', sign.data.policy);
      form.append('signature', sign.data.signature);
      form.append('Content-Type', type);
      form.append('file', new Blob([bytes], { type }), name);
      const req = new Request('http://x/', { method: 'POST', body: form });
      return t.app.inject({
        method: 'POST',
        url: '/files',
        headers: Object.fromEntries(req.headers),
        payload: Buffer.from(await req.arrayBuffer()),
      });
    };
    expect((await post('application/pdf', new Uint8Array(10), 'a.pdf')).statusCode).toBe(403);
    expect((await post('audio/wav', new Uint8Array(21 * 1024 * 1024), 'big.wav')).statusCode).toBe(413);
    expect((await post('audio/wav', new Uint8Array(100), 'ok.wav')).statusCode).toBeLessThan(300);
  });
});
