import type { DossierFile, DossierManifest } from '@certdesk/contract';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { readStoredFile } from '../files/file-digest.js';
import { assertOrderVisible } from '../orders/order-access.js';
import { actorOf, writeOrderLog } from '../orders/order-log.repo.js';
import {
  backfillSha256,
  type EvidenceRow,
  findAttachments,
  findHandlerNames,
  findOrderRecord,
  findPartnerFiles,
  findRecordings,
} from './dossier.repo.js';
import { addedByOf, manifestCsv, manifestJson, sourceOf, zipPath } from './dossier-manifest.js';
import { summaryHtml } from './dossier-summary.js';
import { createZipWriter, type ZipWriter } from './dossier-zip.js';

/** logEventType of a dossier download in the operation log. */
export const DOSSIER_EVENT = 170;

/** File name of a dossier: `证据包_<订单号>_20261125.zip`, the day in Asia/Shanghai. */
export function dossierFileName(openOrderId: string, orderId: number, now = new Date()): string {
  const day = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  const number = openOrderId.replace(/[^A-Za-z0-9_-]/g, '') || String(orderId);
  return `证据包_${number}_${day}.zip`;
}

/**
 * POST /api/order/dossier: one order's evidence as a zip, streamed. The order must be visible to
 * the caller (a stranger hears 未找到订单, as for an order that does not exist). The download is
 * written to the operation log before the first byte goes out, so the summary lists it too.
 */
export async function sendDossier(ctx: AppContext, user: AuthUser, orderId: number, reply: FastifyReply) {
  const order = await assertOrderVisible(ctx, user, orderId);
  const rows = [
    ...(await findPartnerFiles(ctx.db, orderId, (key) => ctx.storage.urlOf(key))),
    ...(await findAttachments(ctx.db, orderId)),
    ...(await findRecordings(ctx.db, orderId)),
  ];
  await writeOrderLog(ctx.db, {
    orderId,
    actor: actorOf(user),
    operateType: '下载证据包',
    logEventType: DOSSIER_EVENT,
    doc: `证据包（${rows.length}个文件）`,
  });
  const [record, handlers] = await Promise.all([
    findOrderRecord(ctx.db, orderId),
    findHandlerNames(ctx.db, order.certificationUid, order.auditUid),
  ]);
  const now = new Date();
  const zip = createZipWriter();
  const write = async () => {
    const files = await addFiles(ctx, zip, rows);
    if (!files) return;
    const manifest: DossierManifest = {
      orderId,
      openOrderId: order.openOrderId,
      companyName: order.companyName,
      generatedAt: now.toISOString(),
      generatedBy: user.nickName,
      files,
    };
    const summary = summaryHtml({ order, handlers, record, files, generatedBy: user.nickName, generatedAt: now });
    for (const [path, bytes] of [
      ['manifest.json', manifestJson(manifest)],
      ['manifest.csv', manifestCsv(files)],
      ['summary.html', summary],
    ] as const) {
      if (!(await zip.add(path, bytes, { mtime: now, compress: true }))) return;
    }
    zip.end();
  };
  write().catch((err: unknown) => {
    ctx.log.error({ err, orderId }, 'dossier could not be written');
    zip.fail(err);
  });
  const name = dossierFileName(order.openOrderId, orderId, now);
  return reply
    .header('content-type', 'application/zip')
    .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .send(zip.output);
}

/**
 * Adds each stored file to the zip, one at a time, and returns what the manifest lists of them
 * (null when the reader went away). The digests are of the bytes put in the zip; a row without a
 * SHA-256 (stored before migration 0010) gets it now, and one whose bytes no longer match the
 * recorded SHA-256 is flagged rather than silently given a new digest.
 */
async function addFiles(ctx: AppContext, zip: ZipWriter, rows: EvidenceRow[]): Promise<DossierFile[] | null> {
  const files: DossierFile[] = [];
  const counts = { datum: 0, mail: 0, recording: 0, partner: 0 };
  for (const row of rows) {
    const key = ctx.storage.keyOf(row.url);
    const source = sourceOf(row, key);
    const index = ++counts[source];
    const base = {
      originalName: row.name,
      source,
      rowId: row.id,
      addedBy: addedByOf(row, source),
      addedAt: row.addedAt.toISOString(),
      sourceUrl: row.sourceUrl,
    };
    const stored = row.url ? await readStoredFile(ctx, row.url) : null;
    if (!stored) {
      files.push({ ...base, path: '', size: 0, sha256: row.sha256 ?? '', md5: '', missing: true, sha256Mismatch: false });
      continue;
    }
    if (!row.sha256) await backfillSha256(ctx.db, row, stored.sha256);
    const ext = /\.([A-Za-z0-9]{1,8})$/.exec(stored.key)?.[1] ?? 'bin';
    const path = zipPath(source, index, row.name, ext);
    files.push({
      ...base,
      path,
      size: stored.bytes.length,
      sha256: stored.sha256,
      md5: stored.md5,
      missing: false,
      sha256Mismatch: row.sha256 !== null && row.sha256 !== stored.sha256,
    });
    if (!(await zip.add(path, stored.bytes, { mtime: row.addedAt }))) return null;
  }
  return files;
}
