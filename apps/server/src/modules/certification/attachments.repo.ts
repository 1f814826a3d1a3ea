import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderAttachments } from './certification.schema.js';

/** A file of an order's datum package as stored. */
export type AttachmentRecord = typeof orderAttachments.$inferSelect;

/** Adds a file unless the order has one of the same MD5; answers the new id, or undefined. */
export async function insertAttachmentOnce(db: Db, row: typeof orderAttachments.$inferInsert): Promise<number | undefined> {
  const inserted = await db
    .insert(orderAttachments)
    .values(row)
    .onConflictDoNothing({ target: [orderAttachments.orderId, orderAttachments.md5] })
    .returning({ id: orderAttachments.id });
  return inserted[0]?.id;
}

/** The id of an order's file of this MD5. */
export async function attachmentIdByMd5(db: Db, orderId: number, md5: string): Promise<number | undefined> {
  const [existing] = await db
    .select({ id: orderAttachments.id })
    .from(orderAttachments)
    .where(and(eq(orderAttachments.orderId, orderId), eq(orderAttachments.md5, md5)));
  return existing?.id;
}

/** An order's files, in the order they were added. */
export function attachmentsOf(db: Db, orderId: number): Promise<AttachmentRecord[]> {
  return db.select().from(orderAttachments).where(eq(orderAttachments.orderId, orderId)).orderBy(asc(orderAttachments.id));
}

/** A file by id. */
export async function attachmentById(db: Db, id: number): Promise<AttachmentRecord | undefined> {
  const [row] = await db.select().from(orderAttachments).where(eq(orderAttachments.id, id));
  return row;
}

/** Changes a file's type, URL or digests. */
export async function updateAttachmentRow(db: Db, id: number, set: Partial<typeof orderAttachments.$inferInsert>) {
  await db.update(orderAttachments).set(set).where(eq(orderAttachments.id, id));
}

/** Removes a file from the datum package. */
export async function deleteAttachmentRow(db: Db, id: number) {
  await db.delete(orderAttachments).where(eq(orderAttachments.id, id));
}
