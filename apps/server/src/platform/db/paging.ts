import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/** The paging part of a list request (1-based page number). */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/**
 * A column to add to a list's select as `pageTotal`: on every row, how many rows the query matched
 * before LIMIT and OFFSET (a window function is computed before them), so that the page and
 * its total come from one statement instead of a page query and a count query.
 */
export function totalColumn() {
  return sql<number>`(count(*) over ())::int`;
}

/**
 * One page of a list and its total. `select(limit, offset)` runs the list's query with
 * `pageTotal: totalColumn()` among its columns and the limit and offset applied. A page past the end
 * has no row to carry the total; then the first row is read alone for it (a stale page number,
 * rare). The rows come back without the `pageTotal` column (named so as to clash with no table's).
 */
export async function readPage<R extends { pageTotal: number }>(
  page: PageRequest,
  select: (limit: number, offset: number) => Promise<R[]>,
): Promise<{ rows: Omit<R, 'pageTotal'>[]; total: number }> {
  const found = await select(page.pageSize, (page.pageNum - 1) * page.pageSize);
  const total = found[0]?.pageTotal ?? (page.pageNum > 1 ? ((await select(1, 0))[0]?.pageTotal ?? 0) : 0);
  return { rows: found.map(({ pageTotal: _, ...row }) => row), total };
}

/** One page of a table's rows (every column) matching `where`, in `orderBy` order, and how many match. */
export function readTablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: (PgColumn | SQL)[],
  page: PageRequest,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  return readPage(page, async (limit, offset) => {
    const rows = await db
      .select({ ...getTableColumns(table), pageTotal: totalColumn() })
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    // Drizzle cannot follow a generic table's columns through the select; they are the table's own.
    return rows as unknown as (T['$inferSelect'] & { pageTotal: number })[];
  });
}
