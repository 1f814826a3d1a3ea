/**
 * Test helper: a list as plain SQL answers it, written independently of the list code and its
 * filter table (a simple WHERE, ORDER BY and LIMIT/OFFSET, and an exact count(*)): the oracle
 * that the list tests compare the API's and the statements' pages with.
 */
import type { Database } from '../../platform/db/client.js';
import { type FilterName, LIST_FILTER_NAMES } from './list-filters.js';
import type { ListKind } from './order-filters.js';

/** The dates' columns, by their filters' and sorts' names. */
export const DATE_COLUMNS: Record<string, string> = {
  incomingDate: 'incoming_date',
  completedCerDate: 'completed_cer_date',
  completedAuditDate: 'completed_audit_date',
  finishDate: 'finish_date',
  lastContactDate: 'last_contact_date',
};

/** Which orders each list holds, in the oracle's own words. */
export const SCOPES: Record<ListKind, string> = {
  all: 'true',
  pendingCert: 'order_status = 20',
  pendingReview: 'order_status in (30, 40, 50)',
  auditStats: 'completed_audit_date is not null',
};

const EQUAL: Record<string, string> = {
  orderId: 'id',
  openOrderId: 'open_order_id',
  applyUser: 'apply_user',
  orderType: 'order_type',
  certificationType: 'certification_type',
  certificationUid: 'certification_uid',
  auditUid: 'audit_uid',
};

/** Province and city as orders store them: a six-digit code with trailing zeros is shortened. */
function stored(code: string, len: number): string {
  return code.length > len && Number(code.slice(len)) === 0 ? code.slice(0, len) : code;
}

/**
 * The list `kind` for a request `body` as the API receives it (ranges as "from,to" in
 * milliseconds, 0 for an open end), as seen by the handler `visibleTo` (an administrator sees
 * every order): its exact count and the ids of the body's page. A filter the list does not offer
 * is left out, as its request schema leaves it out (the audit statistics have no type filter).
 * `also` is one more condition in SQL, for a test's own questions (how many are dated).
 */
export async function plainList(
  database: Database,
  kind: ListKind,
  body: Record<string, unknown>,
  visibleTo?: number,
  also?: string,
): Promise<{ count: number; ids: number[] }> {
  const params: unknown[] = [];
  const $ = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const where: string[] = [SCOPES[kind], also ?? 'true'];
  if (visibleTo !== undefined) where.push(`${$(visibleTo)}::int = any(handler_uids)`);
  const offered = (name: string) => LIST_FILTER_NAMES[kind].includes(name as FilterName);
  for (const [name, value] of Object.entries(body).filter(([name]) => offered(name))) {
    if (name in EQUAL) where.push(`${EQUAL[name]} = ${$(value)}`);
    else if (name === 'companyName') where.push(`strpos(lower(company_name), lower(${$(value)})) > 0`);
    else if (name === 'mark') where.push(`strpos(lower(mark), lower(${$(value)})) > 0`);
    else if (name === 'province') where.push(`province = ${$(stored(String(value), 2))}`);
    else if (name === 'city') where.push(`city = ${$(stored(String(value), 4))}`);
    else if (name === 'orderStatus') where.push(value === 30 ? 'order_status in (30, 40, 50)' : `order_status = ${$(value)}`);
    else if (name in DATE_COLUMNS) {
      const [from, to] = String(value).split(',').map(Number);
      if (from) where.push(`${DATE_COLUMNS[name]} >= to_timestamp(${$(from / 1000)})`);
      if (to) where.push(`${DATE_COLUMNS[name]} <= to_timestamp(${$(to / 1000)})`);
    }
  }
  const defaultSort = kind === 'auditStats' ? 'completed_audit_date' : 'incoming_date';
  let column = body.field ? (DATE_COLUMNS[String(body.field)] ?? defaultSort) : defaultSort;
  let dir = body.sortType === 'asc' ? 'asc' : 'desc';
  if (body.field === 'workDay') {
    column = 'incoming_date';
    dir = dir === 'asc' ? 'desc' : 'asc';
  }
  const size = Number(body.pageSize ?? 10);
  const from = `from orders where ${where.join(' and ')}`;
  const count = (await database.query<{ n: number }>(`select count(*)::int n ${from}`, params)).rows[0]?.n ?? -1;
  const page = await database.query<{ id: number }>(
    `select id ${from} order by ${column} ${dir} nulls last, id ${dir} limit ${size} offset ${(Number(body.pageNum ?? 1) - 1) * size}`,
    params,
  );
  return { count, ids: page.rows.map((r) => r.id) };
}
