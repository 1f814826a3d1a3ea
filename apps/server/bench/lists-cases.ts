import { type FilterName, LIST_FILTER_NAMES, LIST_SORT_FIELDS } from '../src/modules/orders/list-filters.js';
import type { ListKind } from '../src/modules/orders/order-filters.js';

/** Who calls: the super administrator, a certifier or an auditor (visibility D4). */
export type Caller = 'admin' | 'cert' | 'audit';

export interface BenchCase {
  kind: ListKind;
  name: string;
  body: Record<string, unknown>;
  as: Caller;
}

export const LIST_URL: Record<ListKind, string> = {
  all: '/api/order/list',
  pendingCert: '/api/order/waitCertification/list',
  pendingReview: '/api/order/waitAudit/list',
  auditStats: '/api/audit/list',
};

/** Every list's filters and sorts, from the filter table (list-filters.ts) and the contract. */
const FILTERS = LIST_FILTER_NAMES;
const SORTS = LIST_SORT_FIELDS;

/** A realistic value of each filter for a data set of n orders (see lists-fill.ts). */
function filterValue(name: FilterName, n: number, ids: { cert: number; audit: number }): unknown {
  const start = Date.parse('2024-06-01T00:00:00Z');
  const end = start + n * 50_000;
  // A month-wide window in the middle of the data.
  const mid = Math.floor((start + end) / 2);
  const month = `${mid},${mid + 30 * 86_400_000}`;
  const values: Record<FilterName, unknown> = {
    orderId: Math.floor(n / 2),
    openOrderId: `B${Math.floor(n / 3)}`,
    companyName: '公司12345',
    orderType: 3,
    applyUser: '申请人777',
    mark: '下午',
    certificationType: 20,
    province: '31',
    city: '4401',
    certificationUid: ids.cert,
    auditUid: ids.audit,
    orderStatus: 20,
    incomingDate: month,
    completedCerDate: month,
    completedAuditDate: month,
    finishDate: month,
    lastContactDate: month,
  };
  return values[name];
}

/** Every filter and every sort of the four lists, plus the lists as a certifier and an auditor see them. */
export function benchCases(n: number, ids: { cert: number; audit: number }): BenchCase[] {
  const out: BenchCase[] = [];
  for (const kind of ['all', 'pendingCert', 'pendingReview', 'auditStats'] as const) {
    out.push({ kind, name: 'no filter', body: {}, as: 'admin' });
    for (const f of FILTERS[kind]) out.push({ kind, name: `filter ${f}`, body: { [f]: filterValue(f, n, ids) }, as: 'admin' });
    for (const s of SORTS[kind]) {
      for (const dir of ['desc', 'asc'] as const)
        out.push({ kind, name: `sort ${s} ${dir}`, body: { field: s, sortType: dir }, as: 'admin' });
    }
  }
  out.push({ kind: 'all', name: 'page 100 of 50', body: { pageNum: 100, pageSize: 50 }, as: 'admin' });
  out.push({ kind: 'all', name: 'as certifier', body: {}, as: 'cert' });
  out.push({ kind: 'pendingCert', name: 'as certifier', body: {}, as: 'cert' });
  out.push({
    kind: 'pendingCert',
    name: 'as certifier, sort lastContactDate',
    body: { field: 'lastContactDate', sortType: 'desc' },
    as: 'cert',
  });
  out.push({ kind: 'pendingReview', name: 'as auditor', body: {}, as: 'audit' });
  out.push({ kind: 'auditStats', name: 'as auditor', body: {}, as: 'audit' });
  return out;
}
