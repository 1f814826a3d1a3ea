import type { DateRange, OrderListFilters } from '@certdesk/contract';
import { type AnyColumn, and, asc, desc, eq, gte, ilike, inArray, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import { orders } from './orders.schema.js';

/** The four order lists (01 §2). */
export type ListKind = 'all' | 'pendingCert' | 'pendingReview' | 'auditStats';

/**
 * Which orders a list shows before any filter. The audit statistics list every order whose
 * review has a recorded outcome (completedAuditDate set): success or failure, whatever happened
 * after (see docs/decisions-order-lists.md).
 */
export function listScope(kind: ListKind): SQL | undefined {
  if (kind === 'pendingCert') return eq(orders.orderStatus, 20);
  if (kind === 'pendingReview') return inArray(orders.orderStatus, [30, 40, 50]);
  if (kind === 'auditStats') return isNotNull(orders.completedAuditDate);
  return undefined;
}

/** Escapes LIKE wildcards so that a user's % or _ matches itself. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function inRange(column: AnyColumn, range: DateRange | undefined): SQL[] {
  if (!range) return [];
  const parts: SQL[] = [];
  if (range.start) parts.push(gte(column, range.start));
  if (range.end) parts.push(lte(column, range.end));
  return parts;
}

/**
 * Orders store the short GB/T 2260 forms (province 2 digits, city 4, see partner-area.ts); the
 * six-digit forms (310000 / 310100) a caller may send are shortened to match.
 */
function shortArea(code: string | undefined, len: 2 | 4): string | undefined {
  if (code === undefined) return undefined;
  return code.length > len && /^0+$/.test(code.slice(len)) ? code.slice(0, len) : code;
}

/**
 * The WHERE of the parsed, typed filters: every value is a bound parameter of a Drizzle
 * operator, so nothing of the request's text becomes SQL.
 */
export function filterConditions(f: OrderListFilters): SQL[] {
  const province = shortArea(f.province ?? f.area?.[0], 2);
  const city = shortArea(f.city ?? f.area?.[1], 4);
  const c: (SQL | undefined)[] = [
    f.orderId !== undefined ? eq(orders.id, f.orderId) : undefined,
    f.openOrderId !== undefined ? eq(orders.openOrderId, f.openOrderId) : undefined,
    // Substring search is served by the trigram index on company_name.
    f.companyName !== undefined ? ilike(orders.companyName, likeContains(f.companyName)) : undefined,
    f.applyUser !== undefined ? eq(orders.applyUser, f.applyUser) : undefined,
    f.mark !== undefined ? ilike(orders.mark, likeContains(f.mark)) : undefined,
    f.orderType !== undefined ? eq(orders.orderType, f.orderType) : undefined,
    f.certificationType !== undefined ? eq(orders.certificationType, f.certificationType) : undefined,
    province !== undefined ? eq(orders.province, province) : undefined,
    city !== undefined ? eq(orders.city, city) : undefined,
    f.certificationUid !== undefined ? eq(orders.certificationUid, f.certificationUid) : undefined,
    f.auditUid !== undefined ? eq(orders.auditUid, f.auditUid) : undefined,
    // 40 and 50 display as 待审核: the status filter "待审核" finds all three.
    f.orderStatus !== undefined
      ? f.orderStatus === 30
        ? inArray(orders.orderStatus, [30, 40, 50])
        : eq(orders.orderStatus, f.orderStatus)
      : undefined,
  ];
  // Contact, completion and finish all happen after intake, so their range end bounds
  // incomingDate too. The bound never changes the rows, but it lets the planner start the
  // incomingDate index walk at the window instead of filtering through every newer order
  // (1.1 s → 35 ms on a million orders, docs/performance.md).
  const afterIntake = [f.completedCerDate, f.completedAuditDate, f.finishDate, f.lastContactDate]
    .map((r) => r?.end)
    .filter((d): d is Date => d instanceof Date);
  const intakeBound = afterIntake.length > 0 ? new Date(Math.min(...afterIntake.map((d) => d.getTime()))) : undefined;
  return [
    ...(intakeBound ? [lte(orders.incomingDate, intakeBound)] : []),
    ...c.filter((x): x is SQL => x !== undefined),
    ...inRange(orders.incomingDate, f.incomingDate),
    ...inRange(orders.completedCerDate, f.completedCerDate),
    ...inRange(orders.completedAuditDate, f.completedAuditDate),
    ...inRange(orders.finishDate, f.finishDate),
    ...inRange(orders.lastContactDate, f.lastContactDate),
  ];
}

/** The full WHERE of a list: its scope, the caller's visibility (D4) and the filters. */
export function listWhere(kind: ListKind, visibility: SQL | undefined, f: OrderListFilters): SQL | undefined {
  return and(listScope(kind), visibility, ...filterConditions(f));
}

const SORT_COLUMNS = {
  incomingDate: orders.incomingDate,
  expiredDate: orders.expiredDate,
  lastContactDate: orders.lastContactDate,
  completedCerDate: orders.completedCerDate,
  completedAuditDate: orders.completedAuditDate,
  finishDate: orders.finishDate,
} as const;

/** Default order of each list when no sort is chosen. */
const DEFAULT_SORT: Record<ListKind, keyof typeof SORT_COLUMNS> = {
  all: 'incomingDate',
  pendingCert: 'incomingDate',
  pendingReview: 'incomingDate',
  auditStats: 'completedAuditDate',
};

/**
 * ORDER BY of a list (D22). `field` is already one of the list's fixed names (zod), and maps to
 * a column here. workDay (working days elapsed since intake) falls as incomingDate rises, so it
 * sorts by incomingDate the other way round. Nullable dates sort their nulls last in both
 * directions; the work order number breaks ties so that paging is stable.
 */
export function listOrderBy(kind: ListKind, field: string | undefined, sortType: 'asc' | 'desc' | undefined): SQL[] {
  let dir = sortType ?? 'desc';
  let key = DEFAULT_SORT[kind];
  if (field === 'workDay') {
    key = 'incomingDate';
    dir = dir === 'asc' ? 'desc' : 'asc';
  } else if (field && field in SORT_COLUMNS) {
    key = field as keyof typeof SORT_COLUMNS;
  }
  const column = SORT_COLUMNS[key];
  const nullable = key !== 'incomingDate' && key !== 'expiredDate';
  const primary = nullable
    ? sql`${column} ${sql.raw(dir === 'asc' ? 'asc' : 'desc')} nulls last`
    : dir === 'asc'
      ? asc(column)
      : desc(column);
  return [primary, dir === 'asc' ? asc(orders.id) : desc(orders.id)];
}
