import { createHash, randomUUID } from 'node:crypto';
import type { DossierManifest } from '@certdesk/contract';
import { and, eq } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { unzip } from '../../../test/unzip.js';
import { Rng } from '../../platform/rng.js';
import { callRecords } from '../calls/calls.schema.js';
import { orderAttachments } from '../certification/certification.schema.js';
import { detailOrder } from '../detail/detail-fixtures.js';
import { partnerFiles } from '../evidence/evidence.schema.js';
import { emails, mailboxStates } from '../mail/mail.schema.js';
import { captureReply } from '../mail/reply-processor.js';
import { orderLogs } from '../orders/orders.schema.js';

const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000_007);
console.log(`dossier.test seed ${seed} (TEST_SEED=${seed} repeats it)`);
const rng = new Rng(seed);
const bytesOf = (n: number) => Buffer.from(Array.from({ length: n }, () => rng.int(0, 255)));
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');

let t: TestApp;
let ids: Record<string, number>;
const tok = {} as Record<'admin' | 'cert01' | 'cert02' | 'audit01', string>;
let order: Awaited<ReturnType<typeof detailOrder>>;
/** The bytes each stored file was given, by stored URL. */
const stored = new Map<string, Buffer>();

async function put(key: string, bytes: Buffer, type = 'image/png') {
  const url = await t.ctx.storage.putObject(key, bytes, type);
  stored.set(url, bytes);
  return url;
}

async function dossier(token: string, orderId: number) {
  return t.app.inject({ method: 'POST', url: '/api/order/dossier', headers: { authorization: `Bearer ${token}` }, payload: { orderId } });
}

beforeAll(async () => {
  t = await createTestApp();
  ids = await accountIds(t);
  for (const a of ['admin', 'cert01', 'cert02', 'audit01'] as const) tok[a] = await t.login(a);
  order = await detailOrder(t.ctx.db, 'cert01', 1);
});
afterAll(() => t.close());

describe('SHA-256 of a newly stored attachment', () => {
  it('datum files: the server hashes the stored bytes, whatever MD5 the client claims', async () => {
    const n = rng.int(2, 4);
    for (let i = 0; i < n; i++) {
      const bytes = bytesOf(rng.int(1, 40_000));
      const name = i === 0 ? '../营业执照:副本?.png' : `认证资料${i}.png`;
      const url = await put(`datum/u${ids.cert01}/20260101/${randomUUID()}.png`, bytes);
      const r = await t.call<{ id: number }>('POST', '/api/certification/orderAttach/add', tok.cert01, {
        orderId: order.id,
        md5: md5(bytes),
        name,
        type: 200,
        url,
      });
      expect(r.code).toBe('0000');
      const [row] = await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.id, r.data.id));
      expect(row?.sha256).toBe(sha256(bytes));
    }
    const list = await t.call<{ md5: string; sha256: string | null }[]>(
      'GET',
      `/api/certification/orderAttach/list/${order.id}`,
      tok.audit01,
    );
    expect(list.data).toHaveLength(n);
    for (const a of list.data) expect(a.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('mail attachments: the captured reply records the SHA-256 beside the MD5', async () => {
    const account = 'dossier@example.com';
    const messageId = `<${randomUUID()}@certdesk.test>`;
    await t.ctx.db.insert(mailboxStates).values({ account, uid: ids.cert01! });
    await t.ctx.db.insert(emails).values({
      seqNo: `DS${order.id}`,
      orderId: order.id,
      senderUid: ids.cert01!,
      senderUName: '认证员01',
      fromAccount: account,
      recEmail: 'company@example.com',
      topic: '请补充材料',
      content: '<p>请补充材料</p>',
      messageId,
    });
    const bytes = bytesOf(rng.int(1, 30_000));
    const raw = await new MailComposer({
      from: 'company@example.com',
      to: account,
      subject: 'Re: 请补充材料',
      inReplyTo: messageId,
      text: '见附件',
      attachments: [{ filename: '授权书.png', content: bytes, contentType: 'image/png' }],
    })
      .compile()
      .build();
    await captureReply(t.ctx, { uid: ids.cert01!, account, password: '', displayName: '' }, '1', 1, raw);
    const [row] = await t.ctx.db
      .select()
      .from(orderAttachments)
      .where(and(eq(orderAttachments.orderId, order.id), eq(orderAttachments.md5, md5(bytes))));
    expect(row?.sha256).toBe(sha256(bytes));
    expect(row?.type).toBe(50);
    if (row) stored.set(row.url, bytes);
    const [mail] = await t.ctx.db
      .select()
      .from(emails)
      .where(eq(emails.seqNo, `DS${order.id}`));
    expect(mail?.replyAttachment).toEqual([{ name: '授权书.png', md5: md5(bytes), sha256: sha256(bytes), result: 'added' }]);
  });

  it('call recordings: an uploaded recording gets the SHA-256 of its bytes', async () => {
    const bytes = bytesOf(rng.int(1, 30_000));
    const url = await put(`record/u${ids.cert01}/20260303/${randomUUID()}.mp3`, bytes, 'audio/mpeg');
    const r = await t.call<{ id: number }>('POST', '/api/call/upload/order', tok.cert01, {
      fromMobile: '02160001001',
      toMobile: '13800138000',
      startDate: '2026-03-03 09:00:00',
      endDate: '2026-03-03 09:05:00',
      recordUrl: url,
      orderId: order.id,
    });
    expect(r.code).toBe('0000');
    const [call] = await t.ctx.db.select().from(callRecords).where(eq(callRecords.id, r.data.id));
    expect(call?.recordSha256).toBe(sha256(bytes));
  });
});

describe('POST /api/order/dossier', () => {
  let legacyId = 0;
  let missingId = 0;
  let partnerIds: number[] = [];

  beforeAll(async () => {
    // A row stored before migration 0010 (no SHA-256 yet) and a row whose file is gone.
    const legacy = bytesOf(rng.int(1, 20_000));
    const legacyUrl = await put(`demo/evidence/${randomUUID()}.png`, legacy);
    const rows = await t.ctx.db
      .insert(orderAttachments)
      .values([
        { orderId: order.id, url: legacyUrl, name: '旧资料.png', md5: md5(legacy), type: 101, orderAdd: true },
        { orderId: order.id, url: `/files/demo/evidence/${randomUUID()}.png`, name: '丢失.png', md5: '0'.repeat(32), type: 101 },
      ])
      .returning({ id: orderAttachments.id });
    legacyId = rows[0]!.id;
    missingId = rows[1]!.id;
    // The partner's files as the fetch job leaves them: one kept (stored under its hash), one that failed.
    const licence = bytesOf(rng.int(1, 20_000));
    const licenceKey = `evidence/${sha256(licence).slice(0, 2)}/${sha256(licence)}.png`;
    await put(licenceKey, licence);
    const partner = await t.ctx.db
      .insert(partnerFiles)
      .values([
        {
          orderId: order.id,
          field: 'licenseUrl',
          sourceUrl: 'https://files.partner.example/licence.png',
          status: 'fetched',
          storageKey: licenceKey,
          sha256: sha256(licence),
          size: licence.length,
          contentType: 'image/png',
          fetchedAt: new Date(),
        },
        {
          orderId: order.id,
          field: 'certFileUrl',
          sourceUrl: 'https://files.partner.example/cert.pdf',
          status: 'failed',
          error: '合作方文件服务器返回错误（HTTP 404）',
        },
      ])
      .returning({ id: partnerFiles.id });
    partnerIds = partner.map((p) => p.id);
    stored.set(`partner:${partnerIds[0]}`, licence);
  });

  it('zips every stored file with a manifest that matches the bytes and the database, and logs the download', async () => {
    const res = await dossier(tok.cert01, order.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toContain(encodeURIComponent('证据包_'));
    const entries = await unzip(res.rawPayload);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as DossierManifest;
    expect(manifest.orderId).toBe(order.id);

    // Every file of the order is listed once: datum files, the mail attachment, the recording.
    const attachments = await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, order.id));
    const calls = await t.ctx.db.select().from(callRecords).where(eq(callRecords.orderId, order.id));
    const listed = (source: string) => manifest.files.filter((f) => f.source === source).map((f) => f.rowId);
    expect([...listed('datum'), ...listed('mail')].sort()).toEqual(attachments.map((a) => a.id).sort());
    expect(listed('mail')).toEqual(attachments.filter((a) => a.type === 50).map((a) => a.id));
    expect(listed('recording')).toEqual(calls.map((c) => c.id));
    // The partner's files: the kept one with its source, the failed one listed as missing.
    expect(listed('partner')).toEqual(partnerIds);
    const [kept, failed] = manifest.files.filter((f) => f.source === 'partner');
    expect(kept).toMatchObject({ missing: false, sourceUrl: 'https://files.partner.example/licence.png', originalName: '营业执照.png' });
    expect(entries.get(kept!.path)?.equals(stored.get(`partner:${partnerIds[0]}`)!)).toBe(true);
    expect(failed).toMatchObject({ missing: true, path: '', sourceUrl: 'https://files.partner.example/cert.pdf' });

    // Each included file: its entry's bytes are the stored bytes, and the manifest and the row agree.
    const zipped = manifest.files.filter((f) => !f.missing).map((f) => f.path);
    expect([...entries.keys()].sort()).toEqual([...zipped, 'manifest.csv', 'manifest.json', 'summary.html'].sort());
    const present = manifest.files.filter((f) => !f.missing && f.source !== 'partner');
    for (const f of present) {
      const entry = entries.get(f.path)!;
      expect(sha256(entry), f.path).toBe(f.sha256);
      expect(md5(entry), f.path).toBe(f.md5);
      expect(entry.length).toBe(f.size);
      const url =
        f.source === 'recording' ? calls.find((c) => c.id === f.rowId)?.recordKey : attachments.find((a) => a.id === f.rowId)?.url;
      expect(stored.get(url!)?.equals(entry), f.path).toBe(true);
      const dbSha =
        f.source === 'recording' ? calls.find((c) => c.id === f.rowId)?.recordSha256 : attachments.find((a) => a.id === f.rowId)?.sha256;
      expect(dbSha, f.path).toBe(f.sha256);
      expect(f.sha256Mismatch).toBe(false);
      expect(f.path).not.toContain('..');
    }
    // The legacy row got its digest when the dossier read it; the missing file is listed, not zipped.
    expect(attachments.find((a) => a.id === legacyId)?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.files.find((f) => f.rowId === missingId && f.source === 'datum')).toMatchObject({ missing: true, path: '' });

    // manifest.csv: BOM, a header, one line per file with its digests.
    const csv = entries.get('manifest.csv')!.toString('utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toContain('SHA-256');
    expect(lines).toHaveLength(manifest.files.length + 1);
    for (const [i, f] of manifest.files.entries()) expect(lines[i + 1]).toContain(f.missing ? '文件缺失' : f.sha256);

    const html = entries.get('summary.html')!.toString('utf8');
    expect(html).toContain(order.companyName);
    expect(html).toContain(order.openOrderId);
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<script|<link|src="http/i);

    // The download is in the operation log, with who, and the summary already shows it.
    const logs = await t.ctx.db
      .select()
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, order.id), eq(orderLogs.operateType, '下载证据包')));
    expect(logs).toHaveLength(1);
    expect(logs[0]?.uid).toBe(ids.cert01);
    expect(html).toContain('下载证据包');
  });

  it('flags a file whose bytes changed after they were recorded', async () => {
    const [row] = await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.id, legacyId));
    const key = t.ctx.storage.keyOf(row!.url)!;
    await t.ctx.storage.putObject(key, bytesOf(64), 'image/png');
    const manifest = JSON.parse(
      (await unzip((await dossier(tok.admin, order.id)).rawPayload)).get('manifest.json')!.toString(),
    ) as DossierManifest;
    expect(manifest.files.find((f) => f.rowId === legacyId && f.source === 'datum')?.sha256Mismatch).toBe(true);
    // The recorded digest is kept: evidence of the change, not overwritten by it.
    const [after] = await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.id, legacyId));
    expect(after?.sha256).toBe(row?.sha256);
  });

  it('answers a stranger as for an order that does not exist, and logs nothing', async () => {
    const before = await t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    const stranger = await dossier(tok.cert02, order.id);
    const nobody = await dossier(tok.admin, 999_999_999);
    expect(stranger.headers['content-type']).toContain('application/json');
    expect(stranger.json()).toEqual(nobody.json());
    expect(stranger.json()).toMatchObject({ msg: '未找到订单' });
    const after = await t.ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, order.id));
    expect(after).toHaveLength(before.length);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/order/dossier', payload: { orderId: order.id } });
    expect(anonymous.headers['content-type']).toContain('application/json');
    expect(anonymous.json().code).not.toBe('0000');
  });
});
