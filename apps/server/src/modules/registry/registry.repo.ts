import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { companyRecords } from './registry.schema.js';

/** A lookup record as stored. */
export type LookupRecord = typeof companyRecords.$inferSelect;

/** Filters of the queue and history lists. */
export interface RecordFilters {
  pageNum: number;
  pageSize: number;
  orderId?: number | undefined;
  companyName?: string | undefined;
  requestDate?: { start: Date | null; end: Date | null } | undefined;
}

/** Writes a lookup record; answers its id (0 if none came back). */
export async function insertLookupRecord(db: Db, values: typeof companyRecords.$inferInsert): Promise<number> {
  const [row] = await db.insert(companyRecords).values(values).returning({ id: companyRecords.id });
  return row?.id ?? 0;
}

/** Gives a record its readable serial number. */
export async function setRecordSeqNo(db: Db, id: number, seqNo: string) {
  await db.update(companyRecords).set({ seqNo }).where(eq(companyRecords.id, id));
}

/** Records per status, with the oldest request time of each. */
export function recordStatusCounts(db: Db) {
  return db
    .select({ status: companyRecords.status, n: count(), oldest: sql<Date | null>`min(${companyRecords.requestDate})` })
    .from(companyRecords)
    .groupBy(companyRecords.status);
}

/** A page of records: unfinished (queue) or finished (history), newest first. */
export function recordPage(db: Db, finished: boolean, f: RecordFilters) {
  const conditions: (SQL | undefined)[] = [
    inArray(companyRecords.status, finished ? ['success', 'failed'] : ['queued', 'running']),
    f.orderId !== undefined ? eq(companyRecords.orderId, f.orderId) : undefined,
    f.companyName ? ilike(companyRecords.companyName, likeContains(f.companyName)) : undefined,
    f.requestDate?.start ? sql`${companyRecords.requestDate} >= ${f.requestDate.start.toISOString()}` : undefined,
    f.requestDate?.end ? sql`${companyRecords.requestDate} <= ${f.requestDate.end.toISOString()}` : undefined,
  ];
  const order = [desc(companyRecords.requestDate), desc(companyRecords.id)];
  return readTablePage(db, companyRecords, and(...conditions), order, f);
}

/** A record by id. */
export async function recordById(db: Db, id: number): Promise<LookupRecord | undefined> {
  const [r] = await db.select().from(companyRecords).where(eq(companyRecords.id, id));
  return r;
}
