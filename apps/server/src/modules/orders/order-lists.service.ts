import type { OrderListFilters, OrderRow, Page, Paging } from '@certdesk/contract';
import { toPage } from '@certdesk/contract';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { inBatches, sendXlsx } from '../../platform/export/xlsx.js';
import { dateRates } from './date-rates.js';
import { datedCounts } from './dated-counts.js';
import { searchByGrams } from './grams-estimates.js';
import { EXPORT_COLUMNS, LIST_TITLES } from './order-export-columns.js';
import { type ListKind, listWhere } from './order-filters.js';
import { findListPage, findOrdersAfter, pageEnd } from './order-lists.repo.js';
import type { OrderListRecord } from './order-page-queries.js';
import { toOrderRow } from './order-row-mapper.js';
import { listOrderBy } from './order-sort.js';
import { orderTimingReader } from './order-timing.js';
import { QueryParams } from './query-params.js';

/** A list request after validation: filters, sort and paging. */
export type ListRequest = OrderListFilters & Paging;

/**
 * A list request's WHERE and ORDER BY as its page is read: a deep page's day walk needs the
 * dates' rates (date-rates.ts) to tell which ranges it reads as filters alone, a remark search
 * whether its characters' index finds its candidates (grams-estimates.ts).
 */
export async function listPlan(db: Db, kind: ListKind, user: AuthUser, req: ListRequest, params: QueryParams) {
  const [rates, dated, byGrams] = await Promise.all([dateRates(db), datedCounts(db), searchByGrams(db, kind, req)]);
  const where = listWhere(kind, user, req, params, pageEnd(req), { rates, dated, byGrams });
  return { where, order: listOrderBy(kind, req.field, req.sortType, params) };
}

/**
 * One page of a list (01 §2). Visibility (D4) is part of the WHERE, so a certifier's page and
 * total only ever contain their own orders. The page and the capped count run side by side.
 */
export async function listOrders(ctx: AppContext, user: AuthUser, kind: ListKind, req: ListRequest): Promise<Page<OrderRow>> {
  const params = new QueryParams();
  const { where, order } = await listPlan(ctx.db, kind, user, req, params);
  const [{ records, total, capped }, timing] = await Promise.all([findListPage(ctx.db, params, where, order, req), orderTimingReader(ctx)]);
  return toPage(
    records.map((r) => toOrderRow(r, timing(r))),
    total,
    req.pageSize,
    capped,
  );
}

/**
 * Streams every row matching the filters as .xlsx (D19), in keyset batches by work order
 * number (newest first), whatever the list's on-screen sort: the stream stays an index range
 * scan at any size.
 */
export async function exportOrders(ctx: AppContext, user: AuthUser, kind: ListKind, filters: OrderListFilters, reply: FastifyReply) {
  const params = new QueryParams();
  const where = listWhere(kind, user, filters, params);
  const timing = await orderTimingReader(ctx);
  const rows = inBatches<OrderListRecord>((cursor, limit) => findOrdersAfter(ctx.db, params, where, cursor?.id, limit));
  async function* asRows(): AsyncIterable<OrderRow> {
    for await (const r of rows) yield toOrderRow(r, timing(r));
  }
  return sendXlsx(reply, LIST_TITLES[kind], EXPORT_COLUMNS[kind], asRows());
}
