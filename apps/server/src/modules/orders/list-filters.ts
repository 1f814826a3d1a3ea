import {
  ALL_ORDERS_SORT_FIELDS,
  AUDIT_STATS_SORT_FIELDS,
  allOrdersFilterSchema,
  auditStatsFilterSchema,
  type OrderListFilters,
  PENDING_CERT_SORT_FIELDS,
  PENDING_REVIEW_SORT_FIELDS,
  pendingCertFilterSchema,
  pendingReviewFilterSchema,
} from '@certdesk/contract';
import type { FilterDescription } from './filter-description.js';
import type { ListKind } from './order-filters.js';
import { orderHandlers } from './order-handlers.schema.js';
import { orders } from './orders.schema.js';

/**
 * Orders store the short GB/T 2260 forms (province 2 digits, city 4, see partner-area.ts); the
 * six-digit forms (310000 / 310100) a caller may send are shortened to match.
 */
function shortArea(code: string | undefined, len: 2 | 4): string | undefined {
  if (code === undefined) return undefined;
  return code.length > len && /^0+$/.test(code.slice(len)) ? code.slice(0, len) : code;
}

/**
 * The equality filters' common access path (migration 0012): one multi-column GIN index over all
 * of them and the handlers' array, so that any combination is one scan and its count reads no
 * table page; extended statistics tell the planner how the correlated ones narrow together.
 */
const EQ = 'orders_equality_gin_idx (any combination, with the handler); a handler: included in order_handlers_*_idx; ';

/**
 * Every filter of the four order lists, described once (issue 18): its column, its kind and what
 * the planner needs to answer it. The WHERE (order-filters.ts), the ranges that move together
 * (the walk bound, the few-matches count, the audit statistics' days), the benchmark's cases and
 * the shape tests are all derived from this table; which list offers which filter is the
 * contract's (its request schemas, LIST_FILTER_NAMES below).
 */
export const LIST_FILTERS = {
  orderId: { column: orders.id, kind: 'exact', planner: 'the primary key' },
  openOrderId: { column: orders.openOrderId, kind: 'exact', planner: 'orders_open_order_idx' },
  companyName: {
    column: orders.companyName,
    kind: 'substring',
    planner:
      'the trigram GIN index orders_company_trgm_idx (a bitmap of candidates, rechecked); past the cap: included in every sort index, checked in the walk’s index (migrations 0033, 0034); a handler: the copy on the user’s rows of order_handlers, or its trigram index order_handlers_company_trgm_idx',
    handlerCopy: orderHandlers.companyName,
  },
  applyUser: { column: orders.applyUser, kind: 'exact', planner: 'orders_apply_user_idx' },
  mark: {
    column: orders.mark,
    kind: 'substring',
    planner:
      'pending certification: the characters and character pairs GIN index orders_pcert_remark_grams_idx (one or two Chinese characters are too short for trigrams) when PostgreSQL expects few matches of the LIKE (grams-estimates.ts), else checked on the entries of the pending indexes, which include it; a handler past the cap: the copy on each of the user’s rows of order_handlers',
    gramsIn: 'pendingCert',
    handlerCopy: orderHandlers.mark,
  },
  orderType: {
    column: orders.orderType,
    kind: 'exact',
    planner: `${EQ}orders_type_idx (type, intake, id, including every filter) and the pending lists’ partial ones; the dated orders’ orders_*_dated_eq_idx; one value sorted by a date it may lack, with a range of it, or a deep page’s days of such a date: orders_orderType_by_*_idx`,
    datedIndexed: true,
    intakeIndexed: true,
    dateLed: true,
    handlerCopy: orderHandlers.orderType,
    combined: true,
  },
  certificationType: {
    column: orders.certificationType,
    kind: 'exact',
    planner: `${EQ}the pending lists’ partial (tag, intake, id) indexes; the dated orders’ orders_*_dated_eq_idx`,
    datedIndexed: true,
    handlerCopy: orderHandlers.certificationType,
    combined: true,
  },
  province: {
    column: orders.province,
    kind: 'exact',
    planner: `${EQ}orders_province_incoming_idx (including every filter) and the pending lists’ partial ones; the dated orders’ orders_*_dated_eq_idx; one value sorted by a date it may lack, with a range of it, or a deep page’s days of such a date: orders_province_by_*_idx`,
    datedIndexed: true,
    intakeIndexed: true,
    dateLed: true,
    value: (f) => shortArea(f.province ?? f.area?.[0], 2),
    handlerCopy: orderHandlers.province,
    combined: true,
  },
  city: {
    column: orders.city,
    kind: 'exact',
    planner: `${EQ}orders_city_incoming_idx (including every filter) and the pending lists’ partial ones; the dated orders’ orders_*_dated_eq_idx; one value sorted by a date it may lack, with a range of it, or a deep page’s days of such a date: orders_city_by_*_idx`,
    datedIndexed: true,
    intakeIndexed: true,
    dateLed: true,
    value: (f) => shortArea(f.city ?? f.area?.[1], 4),
    handlerCopy: orderHandlers.city,
    combined: true,
  },
  certificationUid: {
    column: orders.certificationUid,
    kind: 'exact',
    planner: `${EQ}that user's range of order_handlers_*_idx; a handler: order_handlers_certifier_idx; statistics orders_certifier_stats, order_handlers_certifier_stats`,
    handlerCopy: orderHandlers.certificationUid,
    combined: true,
  },
  auditUid: {
    column: orders.auditUid,
    kind: 'exact',
    planner: `${EQ}that user's range of order_handlers_*_idx; a handler: order_handlers_auditor_idx; statistics orders_auditor_stats, order_handlers_auditor_stats`,
    handlerCopy: orderHandlers.auditUid,
    combined: true,
  },
  orderStatus: {
    column: orders.orderStatus,
    kind: 'exact',
    planner:
      'orders_status_incoming_idx (status, intake, id, including every filter), the pending lists’ partial indexes (not the GIN index: a status is a third of the table); the dated orders’ orders_*_dated_eq_idx; a handler: included in order_handlers_*_idx',
    // 40 and 50 display as 待审核: the status filter "待审核" (30) finds all three. 20 is said as
    // its stored value too: a pending list's scope, word for word (list-scope.ts), whose partial
    // indexes PostgreSQL then proves apply in every plan (all orders pending certification by last
    // contact, page 322 of 50: the whole table's index walked past 50,446 entries, 10.6 ms; the
    // pending one's 16,100, 3.1 ms).
    widen: (s) => (s === 30 ? [30, 40, 50] : s === 20 ? [20] : undefined),
    rulesOutDates: true,
    intakeIndexed: true,
    datedIndexed: true,
    handlerCopy: orderHandlers.orderStatus,
    combined: true,
  },
  incomingDate: {
    column: orders.incomingDate,
    kind: 'range',
    planner: 'orders_incoming_idx (intake, id); a handler: order_handlers_incoming_idx',
    dayIndexed: true,
    handlerCopy: orderHandlers.incomingDate,
  },
  completedCerDate: {
    column: orders.completedCerDate,
    kind: 'later-date',
    planner: 'orders_completed_cer_date_{asc,desc}_idx; the audit statistics’ day index; a handler: order_handlers_cer_{asc,desc}_idx',
    after: ['incomingDate'],
    dayIndexed: true,
    handlerCopy: orderHandlers.completedCerDate,
  },
  completedAuditDate: {
    column: orders.completedAuditDate,
    kind: 'later-date',
    planner: 'orders_completed_audit_date_{asc,desc}_idx; a handler: order_handlers_audit_{asc,desc}_idx',
    // Not after the certification: a failed review is recorded, then the order is certified again.
    after: ['incomingDate'],
    presenceLeads: ['incomingDate', 'completedCerDate', 'finishDate'],
    handlerCopy: orderHandlers.completedAuditDate,
  },
  finishDate: {
    column: orders.finishDate,
    kind: 'later-date',
    planner: 'orders_finish_date_{asc,desc}_idx; the audit statistics’ day index; a handler: order_handlers_finish_{asc,desc}_idx',
    after: ['incomingDate', 'completedCerDate', 'completedAuditDate'],
    dayIndexed: true,
    handlerCopy: orderHandlers.finishDate,
  },
  lastContactDate: {
    column: orders.lastContactDate,
    kind: 'later-date',
    planner:
      'orders_last_contact_date_{asc,desc}_idx and the pending lists’ partial ones; a handler: order_handlers_contact_{asc,desc}_idx',
    after: ['incomingDate'],
    handlerCopy: orderHandlers.lastContactDate,
  },
} as const satisfies Record<string, FilterDescription>;

export type FilterName = keyof typeof LIST_FILTERS;

/** The filters that are date ranges. */
export type DateFilter = 'incomingDate' | 'completedCerDate' | 'completedAuditDate' | 'finishDate' | 'lastContactDate';

/** The table's entries, in its order (the order of the WHERE's conditions). */
export const FILTER_ENTRIES = Object.entries(LIST_FILTERS) as [FilterName, FilterDescription][];

export const isDateFilter = (d: FilterDescription) => d.kind === 'range' || d.kind === 'later-date';

/** The date-range filters, in the table's order. */
export const DATE_FILTERS = FILTER_ENTRIES.filter(([, d]) => isDateFilter(d)).map(([name]) => name as DateFilter);

const FILTER_SCHEMAS = {
  all: allOrdersFilterSchema,
  pendingCert: pendingCertFilterSchema,
  pendingReview: pendingReviewFilterSchema,
  auditStats: auditStatsFilterSchema,
} as const;

/** The filters each list offers: its request schema's fields that this table describes (area is province + city). */
export const LIST_FILTER_NAMES = Object.fromEntries(
  Object.entries(FILTER_SCHEMAS).map(([kind, schema]) => [
    kind,
    Object.keys(schema.shape).filter((k): k is FilterName => k in LIST_FILTERS),
  ]),
) as Record<ListKind, FilterName[]>;

/** The fields of a list's request that are neither filters described here nor paging. */
export const NOT_FILTERS = ['field', 'sortType', 'area'] as const;

/** The sortable fields of each list (the contract's). */
export const LIST_SORT_FIELDS: Record<ListKind, readonly string[]> = {
  all: ALL_ORDERS_SORT_FIELDS,
  pendingCert: PENDING_CERT_SORT_FIELDS,
  pendingReview: PENDING_REVIEW_SORT_FIELDS,
  auditStats: AUDIT_STATS_SORT_FIELDS,
};

/** The list schemas' own field names, for a test that every one is described or deliberately not. */
export function schemaFieldsOf(kind: ListKind): string[] {
  return Object.keys(FILTER_SCHEMAS[kind].shape);
}

/** The request's value of a filter (list-filters.ts), or undefined when it is not filtered on. */
export function filterValue(f: OrderListFilters, name: FilterName, d: FilterDescription): unknown {
  return d.value ? d.value(f) : f[name as keyof OrderListFilters];
}

/** The filters of a request that have a value, with their descriptions. */
export function filtersSet(f: OrderListFilters): [FilterName, FilterDescription][] {
  return FILTER_ENTRIES.filter(([name, d]) => filterValue(f, name, d) !== undefined);
}

/** A list's searches by characters: the substring filters set whose characters' index is the list's (`gramsIn`), with their text. */
export function gramsSearches(kind: ListKind, f: OrderListFilters): [FilterName, FilterDescription, string][] {
  return filtersSet(f)
    .map(([name, d]): [FilterName, FilterDescription, string] => [name, d, String(filterValue(f, name, d))])
    .filter(([, d, value]) => d.gramsIn === kind && value.length > 0);
}
