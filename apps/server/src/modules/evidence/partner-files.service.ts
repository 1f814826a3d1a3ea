import { Msg, type PartnerFile, type PartnerFileStatus } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { assertOrderVisible } from '../orders/order-access.js';
import type { PartnerFileRow } from './evidence.schema.js';
import { FETCH_JOB, markPartnerFilePending, partnerFileById, partnerFileRows } from './partner-files.repo.js';

/** A row as the screens show it: a link to our copy signed for this reader, never the partner's URL to load. */
export function partnerFileView(ctx: AppContext, user: AuthUser, row: PartnerFileRow): PartnerFile {
  const fetched = row.status === 'fetched' && row.storageKey !== '';
  return {
    id: row.id,
    field: row.field,
    sourceUrl: row.sourceUrl,
    status: row.status as PartnerFileStatus,
    url: fetched ? ctx.storage.signUrl(ctx.storage.urlOf(row.storageKey), { userId: user.id, orderId: row.orderId }) : '',
    sha256: row.sha256,
    size: row.size,
    contentType: row.contentType,
    fetchedAt: row.fetchedAt ? row.fetchedAt.getTime() : null,
    attempts: row.attempts,
    error: row.error,
  };
}

/**
 * Source URL → our copy's stored URL, for the fetched files of an order: the screens and the push
 * preview show our copy where we have one.
 */
export async function ourCopies(ctx: AppContext, orderId: number): Promise<Map<string, string>> {
  const rows = await partnerFileRows(ctx.db, orderId);
  return new Map(rows.filter((r) => r.status === 'fetched' && r.storageKey).map((r) => [r.sourceUrl, ctx.storage.urlOf(r.storageKey)]));
}

/**
 * POST /api/order/partnerFile/retry: queues the fetch again. Only someone who may see the order
 * (a certifier: an order they handle) may ask; a file of an order they cannot see answers as if
 * it did not exist. A file already fetched is not fetched again (our copy is the evidence).
 */
export async function retryPartnerFile(ctx: AppContext, user: AuthUser, id: number): Promise<PartnerFile> {
  const row = await partnerFileById(ctx.db, id);
  if (!row) throw notFound(Msg.partnerFileNotFound);
  await assertOrderVisible(ctx, user, row.orderId).catch(() => {
    throw notFound(Msg.partnerFileNotFound);
  });
  if (row.status === 'fetched') throw conflict(Msg.partnerFileAlreadyFetched);
  const updated = await ctx.db.transaction(async (tx) => {
    const u = await markPartnerFilePending(tx, id);
    // Keyed by the attempts so far: a double click queues one job, a later retry a new one.
    await ctx.queue.send(FETCH_JOB, { fileId: id }, { tx, key: `${id}:retry:${row.attempts}` });
    return u ?? row;
  });
  return partnerFileView(ctx, user, updated);
}
