import { and, eq, ne } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Whether a row other than `exceptId` holds this value in the column: the duplicate check of a
 * save (a role name, a group name, a whitelisted address) before the insert or update.
 */
export async function takenByOther(db: Db, table: PgTable & { id: AnyPgColumn }, column: AnyPgColumn, value: unknown, exceptId?: number) {
  const [dup] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(column, value), exceptId ? ne(table.id, exceptId) : undefined));
  return dup !== undefined;
}
