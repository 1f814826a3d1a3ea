import { ATTACH_TYPE_LABELS, type OrderAttachmentRow } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { editableOrder, readableOrder } from '../detail/detail-access.js';
import { usableFile } from '../files/file-access.js';
import { storedSha256 } from '../files/file-digest.js';
import { actorOf, writeOrderLog } from '../orders/order-log.repo.js';
import {
  attachmentById,
  attachmentIdByMd5,
  attachmentsOf,
  deleteAttachmentRow,
  insertAttachmentOnce,
  updateAttachmentRow,
} from './attachments.repo.js';

/** logEventType of datum package changes in the operation log. */
export const DATUM_EVENT = 30;

/**
 * Adds a file to an order's datum package unless a file with the same MD5 is already there (then
 * the existing row is returned). For other modules too: mail attachments (D9) call this inside
 * their transaction with `orderAdd: true`.
 */
export async function addOrderAttachment(
  tx: Db,
  row: {
    orderId: number;
    url: string;
    name: string;
    md5: string;
    /** Of the stored bytes, computed by the server (null when they could not be read). */
    sha256: string | null;
    type: number;
    orderAdd?: boolean;
    uid?: number | null;
  },
): Promise<{ id: number; duplicate: boolean }> {
  const md5 = row.md5.toLowerCase();
  const inserted = await insertAttachmentOnce(tx, { ...row, md5, orderAdd: row.orderAdd ?? false, uid: row.uid ?? null });
  if (inserted !== undefined) return { id: inserted, duplicate: false };
  return { id: (await attachmentIdByMd5(tx, row.orderId, md5)) ?? 0, duplicate: true };
}

/** GET /api/certification/orderAttach/list/{id}: the files with short-lived links. */
export async function listAttachments(ctx: AppContext, user: AuthUser, orderId: number): Promise<OrderAttachmentRow[]> {
  await readableOrder(ctx, user, orderId);
  const rows = await attachmentsOf(ctx.db, orderId);
  return rows.map((r) => ({
    id: r.id,
    url: ctx.storage.signUrl(r.url, { userId: user.id, orderId }),
    name: r.name,
    md5: r.md5,
    sha256: r.sha256,
    type: r.type,
    typeName: ATTACH_TYPE_LABELS[r.type] ?? '其他',
    orderAdd: r.orderAdd,
    checked: false,
  }));
}

/** POST /api/certification/orderAttach/add. */
export async function addAttachment(
  ctx: AppContext,
  user: AuthUser,
  input: { orderId: number; md5: string; name: string; type: number; url: string },
) {
  await editableOrder(ctx, user, input.orderId);
  // Only the caller's own upload, or a file already of this order: never another order's evidence (D15).
  const { storedUrl: url } = await usableFile(ctx, user, input.url, { orderId: input.orderId });
  // The MD5 is the client's (it dedupes before upload); the SHA-256 is ours, of the bytes we hold.
  const sha256 = await storedSha256(ctx, url);
  return ctx.db.transaction(async (tx) => {
    const result = await addOrderAttachment(tx, { ...input, url, sha256, uid: user.id });
    if (!result.duplicate) {
      await writeOrderLog(tx, {
        orderId: input.orderId,
        actor: actorOf(user),
        operateType: '上传资料',
        logEventType: DATUM_EVENT,
        doc: input.name,
      });
    }
    return result;
  });
}

async function ownAttachment(ctx: AppContext, user: AuthUser, id: number) {
  const row = await attachmentById(ctx.db, id);
  if (!row) throw notFound('资料不存在');
  // The order decides: invisible → 未找到订单; not editable → refused.
  await editableOrder(ctx, user, row.orderId);
  return row;
}

/** POST /api/certification/orderAttach/update: a new type, or the rotated image's URL. */
export async function updateAttachment(ctx: AppContext, user: AuthUser, input: { id: number; type?: number; url?: string; md5?: string }) {
  const row = await ownAttachment(ctx, user, input.id);
  if (input.type !== undefined && !ATTACH_TYPE_LABELS[input.type]) throw badRequest('资料包类型修改失败');
  const rotated = input.url ? await usableFile(ctx, user, input.url, { orderId: row.orderId }) : undefined;
  const set: Parameters<typeof updateAttachmentRow>[2] = {};
  if (input.type !== undefined) set.type = input.type;
  if (rotated) {
    set.url = rotated.storedUrl;
    set.sha256 = await storedSha256(ctx, rotated.storedUrl);
  }
  // A rotated image is new bytes: its MD5 changes (a random one when the client sends none keeps the row unique).
  if (input.url) set.md5 = (input.md5 ?? `${row.md5.slice(0, 24)}${Date.now().toString(16).slice(-8)}`).toLowerCase();
  if (Object.keys(set).length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await updateAttachmentRow(tx, row.id, set);
    const doc = input.url ? `旋转图片：${row.name}` : `修改资料类型：${row.name} → ${ATTACH_TYPE_LABELS[input.type ?? 0] ?? ''}`;
    await writeOrderLog(tx, { orderId: row.orderId, actor: actorOf(user), operateType: '修改资料', logEventType: DATUM_EVENT, doc });
  });
}

/** DELETE /api/certification/orderAttach/del/{id}. */
export async function deleteAttachment(ctx: AppContext, user: AuthUser, id: number) {
  const row = await ownAttachment(ctx, user, id);
  await ctx.db.transaction(async (tx) => {
    await deleteAttachmentRow(tx, row.id);
    await writeOrderLog(tx, {
      orderId: row.orderId,
      actor: actorOf(user),
      operateType: '删除资料',
      logEventType: DATUM_EVENT,
      doc: row.name,
    });
  });
}
