import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { fourValidations, legalPersonChecks, orderVerifications } from './certification.schema.js';

type Verification = Omit<typeof orderVerifications.$inferInsert, 'orderId'>;

/** An order's saved verification, if any. */
export async function verificationOf(db: Db, orderId: number) {
  const [row] = await db.select().from(orderVerifications).where(eq(orderVerifications.orderId, orderId));
  return row;
}

/** Saves an order's verification (one row an order). */
export async function upsertVerification(db: Db, orderId: number, set: Verification) {
  await db
    .insert(orderVerifications)
    .values({ orderId, ...set })
    .onConflictDoUpdate({ target: orderVerifications.orderId, set });
}

/** The legal person checks of an order, newest first. */
export function legalChecksOf(db: Db, orderId: number) {
  return db.select().from(legalPersonChecks).where(eq(legalPersonChecks.orderId, orderId)).orderBy(desc(legalPersonChecks.id));
}

/** Records a legal person check. */
export async function insertLegalCheck(db: Db, row: typeof legalPersonChecks.$inferInsert) {
  await db.insert(legalPersonChecks).values(row);
}

/** Records a four-elements validation (request and answer). */
export async function insertFourValidation(db: Db, row: typeof fourValidations.$inferInsert) {
  await db.insert(fourValidations).values(row);
}
