import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { Rng } from '../../platform/rng.js';
import { callRecords } from '../calls/calls.schema.js';
import { orderAttachments } from '../certification/certification.schema.js';
import { detailOrder } from '../detail/detail-fixtures.js';
import { authUserOf } from '../orders/test-users.js';
import { usableFile } from './file-access.js';

let t: TestApp;
const tok = {} as Record<'cert01' | 'cert02' | 'audit01', string>;
const who = {} as Record<'admin' | 'cert01' | 'cert02', AuthUser>;
let mine: Awaited<ReturnType<typeof detailOrder>>;
let theirs: Awaited<ReturnType<typeof detailOrder>>;
const MD5 = 'd41d8cd98f00b204e9800998ecf8427e';
const PNG = Buffer.from('89504e470d0a1a0a', 'hex');

/** A stored file of cert01's order: its call recording (the issue's example of a leak). */
let recording: string;
/** A file in cert01's order's datum package. */
let datum: string;

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['cert01', 'cert02', 'audit01'] as const) tok[a] = await t.login(a);
  for (const a of ['admin', 'cert01', 'cert02'] as const) who[a] = await authUserOf(t.ctx.db, a);
  mine = await detailOrder(t.ctx.db, 'cert01', 1, { licenseUrl: '/files/demo/evidence/license-1.png' });
  theirs = await detailOrder(t.ctx.db, 'cert02', 1);
  recording = await t.ctx.storage.putObject('record/demo/20260101/call-1.wav', Buffer.from('RIFF'), 'audio/wav');
  datum = await t.ctx.storage.putObject(`datum/u${who.cert01.id}/20260101/abcdefghij.png`, PNG, 'image/png');
  await t.ctx.db.insert(callRecords).values({
    sessionId: `files-test-${Date.now()}`,
    source: 'sim',
    orderId: mine.id,
    callUid: who.cert01.id,
    callUname: 'cert01',
    fromMobile: '13800138000',
    toMobile: '02100000000',
    callType: 1,
    callConnected: true,
    callEndType: 1,
    startDate: new Date(),
    endDate: new Date(),
    recordKey: recording,
  });
  await t.ctx.db.insert(orderAttachments).values({ orderId: mine.id, url: datum, name: 'a.png', md5: MD5, type: 200 });
});
afterAll(() => t.close());

const attach = (token: string, orderId: number, url: string) =>
  t.call('POST', '/api/certification/orderAttach/add', token, {
    orderId,
    md5: `${MD5.slice(0, 24)}${Date.now().toString(16).slice(-8)}`,
    name: 'x',
    type: 200,
    url,
  });

describe('a file key handed to us', () => {
  it('is refused when it is another order’s evidence: cert02 cannot attach cert01’s recording or datum file', async () => {
    for (const url of [recording, datum, `${recording}?u=1&o=0&exp=9999999999&sig=x`]) {
      const r = await attach(tok.cert02, theirs.id, url);
      expect(r).toMatchObject({ code: '1001', msg: '文件地址无效，请重新上传' });
    }
    expect(await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, theirs.id))).toHaveLength(0);
  });

  it('is accepted when the caller uploaded it, or when it is already a file of the order', async () => {
    const own = await t.ctx.storage.putObject(`datum/u${who.cert02.id}/20260101/ownownown1.png`, PNG, 'image/png');
    expect((await attach(tok.cert02, theirs.id, own)).code).toBe('0000');
    // cert01 files the order's own recording and licence picture into its datum package.
    expect((await attach(tok.cert01, mine.id, recording)).code).toBe('0000');
    expect((await attach(tok.cert01, mine.id, '/files/demo/evidence/license-1.png')).code).toBe('0000');
  });

  it('is refused to OCR when it is another order’s picture', async () => {
    const r = await t.call('POST', '/api/ocr/reportCode', tok.cert02, { orderId: theirs.id, url: datum });
    expect(r).toMatchObject({ code: '1001', msg: '只能识别本系统上传的图片' });
  });

  it('is accepted exactly when the caller uploaded it or it belongs to the order (random cases against an oracle)', async () => {
    const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);
    console.log(`file-access property: seed ${seed}`);
    const rng = new Rng(seed);
    const users = [who.admin, who.cert01, who.cert02];
    const orders = [mine.id, theirs.id];
    const purposes = ['datum', 'image', 'record', 'attachment', 'avatar'];
    for (let i = 0; i < 60; i++) {
      const caller = rng.pick(users);
      const orderId = rng.pick(orders);
      const owner = rng.pick(users);
      const kind = rng.pick(['upload', 'order-file', 'unknown'] as const);
      const url =
        kind === 'order-file'
          ? rng.pick([recording, datum, '/files/demo/evidence/license-1.png'])
          : `/files/${rng.pick(purposes)}/u${owner.id}/20260101/${kind === 'upload' ? 'f' : 'g'}${i}.png`;
      // The oracle: the key sits under the caller's own upload prefix, or it is one of the order's files.
      const uploader = /^\/files\/[a-z]+\/u(\d+)\//.exec(url)?.[1];
      const expected = uploader === String(caller.id) || (kind === 'order-file' && orderId === mine.id);
      const got = await usableFile(t.ctx, caller, url, { orderId }).then(
        () => true,
        () => false,
      );
      expect({ seed, i, caller: caller.account, url, orderId, got }).toEqual({
        seed,
        i,
        caller: caller.account,
        url,
        orderId,
        got: expected,
      });
    }
  });
});

describe('a file link', () => {
  const get = (url: string, token: string | null) =>
    t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('serves the file to the signed-in reader it was made for, while they may see the order', async () => {
    const link = t.ctx.storage.signUrl(datum, { userId: who.cert01.id, orderId: mine.id });
    const ok = await get(link, tok.cert01);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload).toEqual(PNG);
    expect(ok.headers['cache-control']).toBe('private, max-age=300');
  });

  it('is refused without a session, to another user, and to a reader who may not see the order', async () => {
    const link = t.ctx.storage.signUrl(datum, { userId: who.cert01.id, orderId: mine.id });
    expect((await get(link, null)).json()).toMatchObject({ code: '-100' });
    expect((await get(link, tok.cert02)).json()).toMatchObject({ code: '1003', msg: '文件链接无效' });
    // A link made (say, before a reassignment) for a reader who cannot see the order now.
    const stale = t.ctx.storage.signUrl(datum, { userId: who.cert02.id, orderId: mine.id });
    expect((await get(stale, tok.cert02)).json()).toMatchObject({ code: '1004', msg: '未找到订单' });
    // Widening the scope breaks the signature.
    expect((await get(link.replace(/o=\d+/, 'o=0'), tok.cert01)).json()).toMatchObject({ msg: '文件链接无效' });
  });

  it('stops working when its reader signs out', async () => {
    const token = await t.login('audit01');
    const audit = await authUserOf(t.ctx.db, 'audit01');
    const link = t.ctx.storage.signUrl(datum, { userId: audit.id, orderId: mine.id });
    expect((await get(link, token)).statusCode).toBe(200);
    await t.call('POST', '/api/auth/logout', token);
    expect((await get(link, token)).json()).toMatchObject({ code: '-100' });
  });

  it('comes from the lists signed for the reader and the order', async () => {
    const list = await t.call<{ url: string }[]>('GET', `/api/certification/orderAttach/list/${mine.id}`, tok.cert01);
    const link = list.data.find((a) => a.url.startsWith(datum))?.url ?? '';
    expect(link).toMatch(new RegExp(`\\?u=${who.cert01.id}&o=${mine.id}&exp=\\d+&sig=`));
    expect((await get(link, tok.cert01)).statusCode).toBe(200);
    expect((await get(link, tok.cert02)).json().msg).toBe('文件链接无效');
  });
});
