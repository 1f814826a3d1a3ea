import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import type { JobType } from '../../platform/queue.js';
import { type PartnerFileRow, partnerFiles } from './evidence.schema.js';

/** The partner fields that name files by URL. */
export const PARTNER_FILE_FIELDS = ['licenseUrl', 'authorizationLetter', 'certFileUrl'] as const;
export type PartnerFileField = (typeof PARTNER_FILE_FIELDS)[number];

/** The evidence fetch job: one partner_files row to fetch. */
export const FETCH_JOB: JobType<z.ZodObject<{ fileId: z.ZodNumber }>> = {
  name: 'partner-file-fetch',
  payload: z.object({ fileId: z.number().int().positive() }),
};

/** The file URLs of an order as the partner sent them. */
export interface PartnerFileUrls {
  licenseUrl?: string;
  authorizationLetter?: string;
  certFileUrl?: readonly string[];
}

/**
 * Records a pending row for every URL the partner sent that the order does not have yet, and
 * queues its fetch, in the caller's transaction: the rows and jobs exist exactly when the order
 * (or its change) does. A URL already recorded for the field is left as it is.
 */
export async function queuePartnerFiles(ctx: AppContext, tx: Db, orderId: number, urls: PartnerFileUrls): Promise<number[]> {
  const wanted = [
    ...(urls.licenseUrl ? [{ field: 'licenseUrl', sourceUrl: urls.licenseUrl }] : []),
    ...(urls.authorizationLetter ? [{ field: 'authorizationLetter', sourceUrl: urls.authorizationLetter }] : []),
    ...(urls.certFileUrl ?? []).filter(Boolean).map((sourceUrl) => ({ field: 'certFileUrl', sourceUrl })),
  ];
  if (wanted.length === 0) return [];
  const rows = await tx
    .insert(partnerFiles)
    .values(wanted.map((w) => ({ ...w, orderId })))
    .onConflictDoNothing()
    .returning({ id: partnerFiles.id });
  for (const row of rows) await ctx.queue.send(FETCH_JOB, { fileId: row.id }, { tx, key: String(row.id) });
  return rows.map((r) => r.id);
}

/** The partner files of an order, oldest first (the caller has checked the order is visible). */
export function partnerFileRows(db: Db, orderId: number): Promise<PartnerFileRow[]> {
  return db.select().from(partnerFiles).where(eq(partnerFiles.orderId, orderId)).orderBy(asc(partnerFiles.id));
}

/** A partner file by id. */
export async function partnerFileById(db: Db, id: number): Promise<PartnerFileRow | undefined> {
  const [row] = await db.select().from(partnerFiles).where(eq(partnerFiles.id, id));
  return row;
}

/** Puts a file back to be fetched; answers the row. */
export async function markPartnerFilePending(db: Db, id: number): Promise<PartnerFileRow | undefined> {
  const [u] = await db.update(partnerFiles).set({ status: 'pending', error: '' }).where(eq(partnerFiles.id, id)).returning();
  return u;
}
