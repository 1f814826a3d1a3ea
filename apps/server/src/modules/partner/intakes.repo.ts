import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { partnerIntakes } from './partner.schema.js';

/** The stored create of a partner's order number, if any (for idempotent replays). */
export async function intakeOf(db: Db, partnerId: string, openOrderId: string) {
  const [row] = await db
    .select()
    .from(partnerIntakes)
    .where(and(eq(partnerIntakes.partnerId, partnerId), eq(partnerIntakes.openOrderId, openOrderId)));
  return row;
}

/** Keeps a create's body hash and answer. */
export async function insertIntake(db: Db, row: typeof partnerIntakes.$inferInsert) {
  await db.insert(partnerIntakes).values(row);
}
