import type { dataDicListSchema } from '@certdesk/contract';
import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { dataDic } from './config.schema.js';

type ListQuery = z.infer<typeof dataDicListSchema>;
type Row = typeof dataDic.$inferSelect;
type Values = Omit<typeof dataDic.$inferInsert, 'id'>;

const SORT_COLUMNS = { id: dataDic.id, name: dataDic.name, type: dataDic.type, order: dataDic.sort, updateAt: dataDic.updatedAt };

/** The entries of one category (the dictionary screen's or the mail configuration's). */
export const dicScope = (category: string) => eq(dataDic.category, category);

/** The filter of a list or export, within a category (the configuration's scope). */
export function dicConditions(q: Partial<ListQuery>): SQL[] {
  const where: SQL[] = [];
  if (q.code) where.push(ilike(dataDic.id, likeContains(q.code)));
  if (q.name) where.push(ilike(dataDic.name, likeContains(q.name)));
  if (q.type) where.push(ilike(dataDic.type, likeContains(q.type)));
  if (q.orderType?.length) where.push(arrayOverlaps(dataDic.orderTypes, q.orderType));
  return where;
}

/** The list's sort: a whitelisted field (D22), then the code. */
export function dicOrderBy(q: ListQuery): SQL[] {
  const col = SORT_COLUMNS[q.field ?? 'order'];
  return [q.sortType === 'desc' ? desc(col) : asc(col), asc(dataDic.id)];
}

/** An entry by its code, of any category. */
export async function dicEntry(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db.select().from(dataDic).where(eq(dataDic.id, id));
  return row;
}

/** Adds an entry under its typed code. */
export async function insertDicEntry(db: Db, id: string, values: Values) {
  await db.insert(dataDic).values({ id, ...values });
}

/** Rewrites an entry's values (the code stays) and stamps the edit. */
export async function updateDicEntry(db: Db, id: string, values: Partial<Values>) {
  await db
    .update(dataDic)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(dataDic.id, id));
}

/** Type and value of the dictionary entries of these types. */
export function dicValuesOfTypes(db: Db, types: string[]) {
  return db
    .select({ type: dataDic.type, value: dataDic.value })
    .from(dataDic)
    .where(and(eq(dataDic.category, 'dic'), inArray(dataDic.type, types)));
}

/** The dictionary entries of one type in a category, in their order. */
export function dicEntriesOfType(db: Db, category: string, type: string) {
  return db
    .select()
    .from(dataDic)
    .where(and(eq(dataDic.category, category), eq(dataDic.type, type)))
    .orderBy(asc(dataDic.sort), asc(dataDic.id));
}

/** The mail configuration entries of these types, in their order. */
export function mailConfigOfTypes(db: Db, types: string[]) {
  return db
    .select({
      id: dataDic.id,
      name: dataDic.name,
      type: dataDic.type,
      value: dataDic.value,
      pcode: dataDic.pcode,
      picSize: dataDic.picSize,
    })
    .from(dataDic)
    .where(and(eq(dataDic.category, 'mail'), inArray(dataDic.type, types)))
    .orderBy(asc(dataDic.sort), asc(dataDic.id));
}
