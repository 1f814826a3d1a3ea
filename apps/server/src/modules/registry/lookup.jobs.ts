import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import type { JobMeta, JobType } from '../../platform/queue.js';
import { lookupFinished } from '../orders/lifecycle.service.js';
import { orders } from '../orders/orders.schema.js';
import { companyRecords } from './registry.schema.js';
import { RegistryNotFoundError, type RegistryProvider } from './registry-provider.js';

/** The registry lookup job: one company_records row to fill (D10). */
export const LOOKUP_JOB: JobType<z.ZodObject<{ recordId: z.ZodNumber }>> = {
  name: 'registry-lookup',
  payload: z.object({ recordId: z.number().int().positive() }),
};

/**
 * Moves the record's order out of archive lookup when it is still there; an order already past
 * it (a manual re-check) only gets its queryStatus updated.
 */
async function finishOrder(tx: Db, orderId: number | null, success: boolean) {
  if (orderId === null) return;
  const [order] = await tx.select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, orderId));
  if (order?.status === 10) await lookupFinished(tx, orderId, success);
  else if (order)
    await tx
      .update(orders)
      .set({ queryStatus: success ? 20 : -1 })
      .where(eq(orders.id, orderId));
}

/**
 * Runs one lookup attempt. Idempotent: a finished record is left alone. Success stores the
 * result and moves the order 10 → 20 (queryStatus 20) in one transaction; a failure on the last
 * attempt (or a company that does not exist) marks the record failed and moves the order with
 * queryStatus -1; an earlier failure leaves the record queued for the retry and rethrows.
 */
export async function runLookup(ctx: AppContext, provider: RegistryProvider, recordId: number, meta: JobMeta): Promise<void> {
  const [record] = await ctx.db
    .update(companyRecords)
    .set({ status: 'running', attempts: sql`${companyRecords.attempts} + 1` })
    .where(sql`${companyRecords.id} = ${recordId} and ${companyRecords.status} in ('queued', 'running')`)
    .returning();
  if (!record) return;
  const started = Date.now();
  try {
    const result = await provider.lookup({ companyName: record.companyName, socialCredit: record.socialCredit, orgType: record.orgType });
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(companyRecords)
        .set({ status: 'success', resultJson: result, resultDate: new Date(), requestDuration: Date.now() - started, error: '' })
        .where(eq(companyRecords.id, recordId));
      await finishOrder(tx, record.orderId, true);
    });
  } catch (err) {
    const message = (err as Error).message || '查档失败';
    const final = meta.lastAttempt || err instanceof RegistryNotFoundError;
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(companyRecords)
        .set({
          status: final ? 'failed' : 'queued',
          error: message.slice(0, 500),
          requestDuration: Date.now() - started,
          ...(final ? { resultDate: new Date() } : {}),
        })
        .where(eq(companyRecords.id, recordId));
      if (final) await finishOrder(tx, record.orderId, false);
    });
    if (!final) throw err;
  }
}
