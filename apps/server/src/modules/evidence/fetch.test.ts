import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import jpeg from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { Rng } from '../../platform/rng.js';
import { orders } from '../orders/orders.schema.js';
import { injectTransport, PartnerSimulator } from '../partner/partner-simulator.js';
import { partnerFiles } from './evidence.schema.js';
import { runFetch } from './fetch.jobs.js';
import { fileServer, randomPng, send } from './test-file-server.js';

const seed = process.env.TEST_SEED ?? String(Date.now());
console.log(`evidence fetch test seed: ${seed} (TEST_SEED=${seed} to repeat)`);
const rng = new Rng(seed);
const SECRET = 'partner-test-secret-0001';
const MB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

const license = randomPng(rng);
const same = randomPng(rng);
const flaky = randomPng(rng);
const photo = (() => {
  const data = Buffer.alloc(16 * 12 * 4);
  for (let i = 0; i < data.length; i++) data[i] = rng.int(0, 255);
  return Buffer.from(jpeg.encode({ data, width: 16, height: 12 }, 90).data);
})();
const letter = Buffer.from(`%PDF-1.4\n% ${rng.int(0, 1e9)}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

let t: TestApp;
let sim: PartnerSimulator;
let partner: Awaited<ReturnType<typeof fileServer>>;
/** A server on a loopback port that is NOT the partner's file host: nothing may ever reach it. */
let inner: Awaited<ReturnType<typeof fileServer>>;
let dataDir: string;

beforeAll(async () => {
  inner = await fileServer({ '/secret.png': send('image/png', randomPng(rng)) });
  partner = await fileServer({
    '/license.png': send('image/png', license),
    '/letter.pdf': send('application/pdf; charset=binary', letter),
    '/photo.jpg': send('image/jpeg', photo),
    '/same-a.png': send('image/png', same),
    '/same-b.png': send('image/png', same),
    '/broken': (_q, res) => res.writeHead(500).end('boom'),
    '/slow': () => {}, // never answers
    '/to-private': (_q, res) => res.writeHead(302, { location: inner.url('/secret.png') }).end(),
    '/to-metadata': (_q, res) => res.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
    '/to-mapped': (_q, res) => res.writeHead(307, { location: `http://[::ffff:127.0.0.1]:${inner.port}/secret.png` }).end(),
    '/hop': (_q, res) => res.writeHead(302, { location: '/license.png' }).end(),
    '/loop': (_q, res) => res.writeHead(302, { location: '/loop' }).end(),
    '/big': send('image/png', Buffer.concat([license, Buffer.alloc(MB + 10)])),
    '/big-chunked': (_q, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.write(license);
      for (let i = 0; i < 20; i++) res.write(Buffer.alloc(64 * 1024));
      res.end();
    },
    '/html-as-png': send('image/png', '<html><script>alert(1)</script></html>'),
    '/jpeg-as-png': send('image/png', photo),
    '/page': send('text/html', '<html></html>'),
    '/flaky.png': (_q, res, n) => (n <= 2 ? res.writeHead(503).end() : send('image/png', flaky)(_q, res, n)),
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-evidence-'));
  t = await createTestApp({
    dataDir,
    queueWorkers: false,
    partners: { acme: SECRET },
    partnerFiles: { hosts: [`127.0.0.1:${partner.port}`], maxBytes: MB, timeoutMs: 1500, retryLimit: 2, retryDelaySeconds: 1 },
  });
  sim = new PartnerSimulator(injectTransport(t.app), 'acme', SECRET, `evidence-${seed}`);
});
afterAll(async () => {
  await t?.close();
  await partner?.close();
  await inner?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Submits a degree order (no registry lookup) whose certificate files are these URLs; answers the order id. */
async function orderWith(...urls: string[]): Promise<number> {
  const { body } = await sim.send('/open/v1/orders', { ...sim.nextPayload(4), certFileUrl: urls });
  expect(body.code, body.msg).toBe('0000');
  return (body.data as { orderId: number }).orderId;
}
const filesOf = (orderId: number) => t.ctx.db.select().from(partnerFiles).where(eq(partnerFiles.orderId, orderId)).orderBy(partnerFiles.id);
async function fileOf(orderId: number) {
  const [row] = await filesOf(orderId);
  if (!row) throw new Error(`no partner file for order ${orderId}`);
  return row;
}
const reload = async (id: number) => (await t.ctx.db.select().from(partnerFiles).where(eq(partnerFiles.id, id)))[0];

describe('intake records and queues the partner files with the order', () => {
  it('writes a pending row and a queued job per URL, in the order transaction', async () => {
    const payload = {
      ...sim.nextPayload(1),
      licenseUrl: partner.url('/license.png'),
      authorizationLetter: partner.url('/letter.pdf'),
      certFileUrl: [partner.url('/photo.jpg')],
    };
    const { body } = await sim.send('/open/v1/orders', payload);
    expect(body.code).toBe('0000');
    const orderId = (body.data as { orderId: number }).orderId;
    const rows = await filesOf(orderId);
    expect(rows.map((r) => [r.field, r.sourceUrl, r.status])).toEqual([
      ['licenseUrl', payload.licenseUrl, 'pending'],
      ['authorizationLetter', payload.authorizationLetter, 'pending'],
      ['certFileUrl', payload.certFileUrl[0], 'pending'],
    ]);
    const jobs = (await t.ctx.db.execute(
      sql`select (data->>'fileId')::int as id from pgboss.job where name = 'partner-file-fetch' and (data->>'fileId')::int in ${rows.map((r) => r.id)}`,
    )) as unknown as { rows: { id: number }[] };
    expect(jobs.rows.map((j) => j.id).sort((a, b) => a - b)).toEqual(rows.map((r) => r.id));

    // Each is fetched and kept with its provenance; the bytes in storage are the partner's.
    for (const [row, bytes, type] of [
      [rows[0], license, 'image/png'],
      [rows[1], letter, 'application/pdf'],
      [rows[2], photo, 'image/jpeg'],
    ] as const) {
      if (!row) throw new Error('row missing');
      await runFetch(t.ctx, row.id, { lastAttempt: false });
      const done = await reload(row.id);
      expect(done).toMatchObject({ status: 'fetched', sha256: sha(bytes), size: bytes.length, contentType: type, error: '', attempts: 1 });
      expect(done?.fetchedAt).toBeInstanceOf(Date);
      expect((await t.ctx.storage.getObject(done?.storageKey ?? '')).equals(bytes)).toBe(true);
    }

    // The detail shows our copies: signed /files links that serve the same bytes.
    const admin = await t.login('admin');
    const detail = await t.call<{
      orderIncomeInfoVo: { licenseUrl: string; partnerFiles: { status: string; url: string; sha256: string }[] };
    }>('GET', `/api/order/detail/${orderId}`, admin);
    const card = detail.data.orderIncomeInfoVo;
    expect(card.licenseUrl).toMatch(/^\/files\/evidence\//);
    expect(card.partnerFiles.map((f) => f.status)).toEqual(['fetched', 'fetched', 'fetched']);
    const served = await t.app.inject({ method: 'GET', url: card.licenseUrl, headers: { authorization: `Bearer ${admin}` } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(license)).toBe(true);
    const preview = await t.call<{ licenseUrl: string }>('GET', `/api/audit/previewPush/${orderId}`, admin);
    expect(preview.data.licenseUrl).toMatch(/^\/files\/evidence\//);
  });

  it('follows a redirect to the same file host', async () => {
    const orderId = await orderWith(partner.url('/hop'));
    const row = await fileOf(orderId);
    await runFetch(t.ctx, row.id, { lastAttempt: false });
    expect(await reload(row.id)).toMatchObject({ status: 'fetched', sha256: sha(license) });
  });
});

describe('a file that cannot be fetched is marked failed with its reason; the order still comes in', () => {
  const cases: [string, () => string, RegExp, boolean][] = [
    ['a 404', () => partner.url('/missing.png'), /HTTP 404/, false],
    ['a 500', () => partner.url('/broken'), /HTTP 500/, false],
    ['a timeout', () => partner.url('/slow'), /下载超时/, false],
    ['a redirect to a loopback port that is not the file host', () => partner.url('/to-private'), /重定向到内网或本机地址/, true],
    ['a redirect to the metadata address', () => partner.url('/to-metadata'), /重定向到内网或本机地址.*169\.254\.169\.254/, true],
    ['a redirect to an IPv4-mapped loopback', () => partner.url('/to-mapped'), /重定向到内网或本机地址/, true],
    ['a private address directly', () => inner.url('/secret.png'), /内网或本机地址/, true],
    ['a redirect loop', () => partner.url('/loop'), /重定向超过3次/, true],
    ['a declared size over the limit', () => partner.url('/big'), /超过大小上限（1 MB）/, true],
    ['a streamed size over the limit', () => partner.url('/big-chunked'), /超过大小上限/, true],
    ['HTML served as image/png', () => partner.url('/html-as-png'), /与声明的类型（image\/png）不符/, true],
    ['a JPEG served as image/png', () => partner.url('/jpeg-as-png'), /与声明的类型（image\/png）不符/, true],
    ['a type that is not allowed', () => partner.url('/page'), /文件类型不允许（text\/html）/, true],
  ];
  it.each(cases)('%s', async (_name, url, reason, permanent) => {
    const orderId = await orderWith(url());
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.orderStatus).toBe(20);
    const row = await fileOf(orderId);
    const first = runFetch(t.ctx, row.id, { lastAttempt: false });
    if (permanent) await first;
    else await expect(first).rejects.toThrow(reason);
    if (!permanent) {
      // Not the last attempt: still pending, the reason recorded; the last attempt marks it failed.
      expect(await reload(row.id)).toMatchObject({ status: 'pending', attempts: 1 });
      expect((await reload(row.id))?.error).toMatch(reason);
      await runFetch(t.ctx, row.id, { lastAttempt: true });
    }
    const done = await reload(row.id);
    expect(done).toMatchObject({ status: 'failed', storageKey: '', sha256: '' });
    expect(done?.error).toMatch(reason);
    expect(inner.hits('/secret.png')).toBe(0);
  });

  it('refuses a scheme other than http(s) without reaching anything', async () => {
    const orderId = await orderWith(partner.url('/license.png'));
    const row = await fileOf(orderId);
    await t.ctx.db.update(partnerFiles).set({ sourceUrl: 'file:///etc/passwd' }).where(eq(partnerFiles.id, row.id));
    await runFetch(t.ctx, row.id, { lastAttempt: false });
    expect(await reload(row.id)).toMatchObject({ status: 'failed', error: '文件地址只支持 http 或 https' });
  });
});

describe('retry and dedupe', () => {
  it('retries a failing file until it succeeds', async () => {
    const orderId = await orderWith(partner.url('/flaky.png'));
    const row = await fileOf(orderId);
    await expect(runFetch(t.ctx, row.id, { lastAttempt: false })).rejects.toThrow(/HTTP 503/);
    await expect(runFetch(t.ctx, row.id, { lastAttempt: false })).rejects.toThrow(/HTTP 503/);
    expect(await reload(row.id)).toMatchObject({ status: 'pending', attempts: 2 });
    await runFetch(t.ctx, row.id, { lastAttempt: true });
    expect(await reload(row.id)).toMatchObject({ status: 'fetched', attempts: 3, sha256: sha(flaky), error: '' });
    // A finished file is not fetched again by a stray job.
    await runFetch(t.ctx, row.id, { lastAttempt: true });
    expect(partner.hits('/flaky.png')).toBe(3);
  });

  it('stores identical bytes once: later rows point at the object already stored', async () => {
    const put = vi.spyOn(t.ctx.storage, 'putObject');
    const a = await fileOf(await orderWith(partner.url('/same-a.png')));
    const b = await fileOf(await orderWith(partner.url('/same-b.png')));
    await runFetch(t.ctx, a.id, { lastAttempt: false });
    await runFetch(t.ctx, b.id, { lastAttempt: false });
    const [ra, rb] = [await reload(a.id), await reload(b.id)];
    expect(ra).toMatchObject({ status: 'fetched', sha256: sha(same) });
    expect(rb).toMatchObject({ status: 'fetched', sha256: sha(same), storageKey: ra?.storageKey });
    expect(put).toHaveBeenCalledTimes(1);
    put.mockRestore();
    const rows = await t.ctx.db
      .select()
      .from(partnerFiles)
      .where(and(eq(partnerFiles.sha256, sha(same)), eq(partnerFiles.status, 'fetched')));
    expect(new Set(rows.map((r) => r.storageKey)).size).toBe(1);
  });

  it('modify queues only the new URLs', async () => {
    const payload = { ...sim.nextPayload(1), licenseUrl: partner.url('/license.png') } as Record<string, unknown> & {
      openOrderId: string;
      licenseUrl: string;
      authorizationLetter: string;
    };
    const { body } = await sim.send('/open/v1/orders', payload);
    const orderId = (body.data as { orderId: number }).orderId;
    const changed = await sim.send('/open/v1/orders/modify', {
      openOrderId: payload.openOrderId,
      licenseUrl: payload.licenseUrl,
      authorizationLetter: partner.url('/letter.pdf'),
    });
    expect(changed.body.code, changed.body.msg).toBe('0000');
    const rows = await filesOf(orderId);
    // The unchanged licence keeps its one row; the new letter gets its own beside the old one (history).
    expect(rows.map((r) => [r.field, r.sourceUrl])).toEqual([
      ['licenseUrl', payload.licenseUrl],
      ['authorizationLetter', payload.authorizationLetter],
      ['authorizationLetter', partner.url('/letter.pdf')],
    ]);
  });
});

describe('POST /api/order/partnerFile/retry', () => {
  it('re-queues a failed file for whoever may see the order, and refuses others', async () => {
    const orderId = await orderWith(partner.url('/missing.png'));
    const row = await fileOf(orderId);
    await runFetch(t.ctx, row.id, { lastAttempt: true });
    expect((await reload(row.id))?.status).toBe('failed');
    const jobsOf = async () =>
      (
        (await t.ctx.db.execute(
          sql`select count(*)::int as n from pgboss.job where name = 'partner-file-fetch' and data->>'fileId' = ${String(row.id)}`,
        )) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]?.n ?? 0;
    const before = await jobsOf();

    // The detail tells plainly that it failed, and why.
    const manager = await t.login('manager');
    const detail = await t.call<{ orderIncomeInfoVo: { partnerFiles: { id: number; status: string; error: string; url: string }[] } }>(
      'GET',
      `/api/order/detail/${orderId}`,
      manager,
    );
    expect(detail.data.orderIncomeInfoVo.partnerFiles).toEqual([
      expect.objectContaining({ id: row.id, status: 'failed', url: '', error: expect.stringMatching(/HTTP 404/) }),
    ]);

    // A certifier who does not handle the order: as if the file did not exist. An auditor: not their role.
    const cert = await t.login('cert01');
    const stranger = await t.call('POST', '/api/order/partnerFile/retry', cert, { id: row.id });
    expect([stranger.code, stranger.msg]).toEqual(['1004', '未找到该合作方文件']);
    const auditor = await t.call('POST', '/api/order/partnerFile/retry', await t.login('audit01'), { id: row.id });
    expect(auditor.code).toBe('1003');
    expect(await reload(row.id)).toMatchObject({ status: 'failed' });
    expect(await jobsOf()).toBe(before);

    // The certifier handling it may.
    const uid = (await t.call<{ id: number }>('GET', '/api/user/info', cert)).data.id;
    await t.ctx.db
      .update(orders)
      .set({ handlerUids: [uid] })
      .where(eq(orders.id, orderId));
    const retried = await t.call<{ status: string; error: string }>('POST', '/api/order/partnerFile/retry', cert, { id: row.id });
    expect([retried.code, retried.msg, retried.data.status, retried.data.error]).toEqual(['0000', '已重新提交获取', 'pending', '']);
    expect(await reload(row.id)).toMatchObject({ status: 'pending', error: '' });
    expect(await jobsOf()).toBe(before + 1);

    // Unknown ids and bad bodies.
    expect((await t.call('POST', '/api/order/partnerFile/retry', manager, { id: 99_999_999 })).code).toBe('1004');
    expect((await t.call('POST', '/api/order/partnerFile/retry', manager, { id: 'x' })).msg).toMatch(/文件编号必须是数字/);
  });

  it('refuses to fetch again a file we hold', async () => {
    const row = await fileOf(await orderWith(partner.url('/license.png')));
    await runFetch(t.ctx, row.id, { lastAttempt: false });
    const r = await t.call('POST', '/api/order/partnerFile/retry', await t.login('manager'), { id: row.id });
    expect(r.msg).toBe('该文件已保存，无需重新获取');
  });
});
