import { count, type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/**
 * The number of rows the filter matches, repeated on every row of the page: the page and its
 * total come from one statement, one scan of the filter.
 */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * One page of a select that carries `total: totalOver()`, and the total. A page past the end has
 * no row to carry the total, so only then is it counted on its own (a list asks for such a page
 * after its last rows were deleted).
 */
export async function selectPage<T extends PgSelect>(
  db: Db,
  query: T,
  page: { pageNum: number; pageSize: number },
  from: { table: PgTable; where: SQL | undefined },
): Promise<{ rows: Awaited<T>; total: number }> {
  const rows = (await query.limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize)) as Awaited<T>;
  const first = rows[0] as { total?: number } | undefined;
  if (first) return { rows, total: first.total ?? 0 };
  if (page.pageNum === 1) return { rows, total: 0 };
  const [counted] = await db.select({ n: count() }).from(from.table).where(from.where);
  return { rows, total: counted?.n ?? 0 };
}
