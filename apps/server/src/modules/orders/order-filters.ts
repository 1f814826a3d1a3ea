import { LIST_COUNT_CAP, type OrderListFilters, type OrderListKind, SUBSTRING_COUNT_CAP } from '@certdesk/contract';
import { and, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { type DayBuckets, dayConditions } from './audit-stats-days.js';
import { combinationGate } from './combination-gate.js';
import { type DateRates, narrowRangeBesides, rangesFilteredByDay, undatedWalkWithinIntake } from './date-rates.js';
import { type DatedCounts, fewDated, filterWalk, valueLedParts } from './dated-counts.js';
import { datedFewRows, lackableSortDate, rangeFewRows } from './dated-part.js';
import { filterConditions } from './filter-condition.js';
import { type IntakeIds, intakeIds, intakeWindow } from './intake-ids.js';
import { type DateFilter, type FilterName, filtersSet, gramsSearches, isDateFilter } from './list-filters.js';
import { handlerWhere, isPendingScope, listScope, SCOPE_STATUSES } from './list-scope.js';
import { orderReadScope, visibleOrdersWhere } from './order-access.js';
import { EVENTS_UNUSUAL } from './order-events.js';
import type { QueryParams } from './query-params.js';
import { dayWalkRows, filterAlone, onlyUnusualMatch, type WalkBound, walkBound } from './walk-bound.js';

/** The four order lists (01 §2). */
export type ListKind = OrderListKind;

/** The WHERE of a list's page rows and of its count (the same rows, see walkBound and remarkGrams), and the count's cap. */
export interface ListWhere {
  rows: SQL | undefined;
  /** The walk's bound from the order of events, when a range on an earlier or later event gives one. */
  walkBound?: WalkBound;
  count: SQL | undefined;
  /**
   * The count's cap, and up to how many matches of a narrowed list are sorted rather than walked
   * to (findListPage): counting them to the cap costs what the walk's own capped count costs, so
   * past it the total is known and the walk reads the page alone. The few cost a heap visit each;
   * a handler's 1,500–1,800 matches at page 240–440 took 80–280 ms walked to and 30–40 ms sorted.
   * The audit statistics' ranges alone were sorted up to 50,000 until the thirtieth session: a
   * quarter of finishes by certification, page 5, 21 ms sorted, under 9 walked from the window
   * its range bounds (docs/performance.md).
   */
  countCap: number;
  /** countCap + 1, as a placeholder: the limit of the count and of the few matches found. */
  countLimit: Placeholder;
  /**
   * The same rows as `count`, as a WHERE on order_handlers, when the list is a certifier's or
   * auditor's own orders, or an administrator's list by one certifier or auditor, filtered by
   * nothing but what order_handlers holds a copy of (the dates, the status, the equality filters
   * and the searched texts: handlerCopy in list-filters.ts, migrations 0013, 0014 and 0024): its
   * count and its page are then read from that user's rows alone, in the sort's order from that
   * user's range of order_handlers_*_idx, the filters checked in the index or on the row. A
   * company-name search's matches may come from the copy's trigram index instead (migration 0027).
   */
  handler?: SQL;
  /** The same rows as `handler`, as a walk of them in the sort's order reads them (handlerListWhere). */
  handlerWalk?: SQL;
  /**
   * A remark search whose characters' index finds its candidates (remarkGrams): its matches
   * are found in orders by that index, never from a handler's rows, whose every remark it reads;
   * a handler's page past the cap is still walked from those rows (order-list-queries.ts).
   */
  byGrams: boolean;
  /**
   * The filters set, and whether the caller sees only the orders they handle: a list narrowed
   * by either is counted first, and its few matches sorted rather than walked to (findListPage).
   */
  filtered: FilterName[];
  handled: boolean;
  /**
   * A substring search (company name, remark) among the filters: its matches, up to the cap,
   * are found once for the page and the count both (matchesPageQuery in order-page-queries.ts).
   */
  substring: boolean;
  /** The audit statistics' one date range, whose page may be read day by day (dayPageIds). */
  byDay?: DayBuckets;
  /** The walk reads the sort's dated orders, then its undated ones, as two parts (undatedApart). */
  undatedApart: boolean;
  /**
   * The rows of the walk's dated part, when a filter value or the list's scope has few orders with
   * the sort's date (dated-counts.ts fewDated): the list's conditions, the date set, and the equality
   * filters and the scope again on their dated copies (dated-copy.ts), which only the dated orders'
   * GIN index holds.
   * That part is then found there and sorted (fewDatedPart in order-walk-queries.ts), and the
   * undated part walked.
   */
  datedFew?: SQL;
  /** The rows as a deep page's day walk reads them (dayWalkRows). */
  dayRows?: SQL;
  /**
   * The walk's undated part (the orders without the sort's date, in id order) is found and sorted
   * rather than walked: a range on another date holds few orders (narrowRangeBesides in
   * date-rates.ts), and its index finds them wherever they lie among the ids, for less than a walk
   * within their intake's ids reads when the walk is bounded (undatedWalkWithinIntake); or the equality
   * filter leaves few of them, and a deep page would walk past many more (filterWalk in
   * dated-counts.ts).
   */
  undatedSorted: boolean;
  /**
   * The ids that a bounded walk's undated orders (walkBound) lie within when their events are in
   * their usual order, from the window of intake dates the list's ranges hold them in (intakeIds):
   * that part is walked within them, and the unusual orders outside apart (undatedParts in
   * order-walk-queries.ts). Not when that part is sorted.
   */
  undatedIds?: IntakeIds;
  /**
   * The rows of the walk's dated part, and of its undated part, walked in the sort date's index
   * with the list's one equality filter checked on the entries rather than found by its own index
   * (filterWalk in dated-counts.ts); the list's rows when undefined. Both walked: one walk.
   */
  datedRows?: SQL;
  undatedRows?: SQL;
  /**
   * The list's filters are equalities, one of which leads an index by the sort's date that includes
   * the others (list-filters.ts dateLed, migrations 0044, 0048): which parts of its walk, the dated
   * orders and the undated ones, are read there in the list's order (filterLedPart, undatedPart in
   * order-walk-queries.ts), the filter said plainly for that index: not walked in the date's own
   * index (datedRows, undatedRows) nor sorted (undatedSorted).
   */
  filterLed?: { dated: boolean; undated: boolean };
}

/**
 * The certifier or auditor a list is filtered by, as the placeholder filterConditions bound for
 * that filter: every order they certify or review names them among its handlers (dispatch
 * appends them to handler_uids), so their rows of order_handlers hold the list.
 */
function namedHandler(f: OrderListFilters): Placeholder | undefined {
  if (f.certificationUid !== undefined) return sql.placeholder('certificationUid');
  if (f.auditUid !== undefined) return sql.placeholder('auditUid');
  return undefined;
}

/**
 * A remark search's characters (text_grams, migration 0029), for pending certification alone,
 * whose status the grams' partial GIN index has (orders.schema.ts): the count finds the remarks
 * that may match by the searched text's pairs, or by its one character, instead of reading every
 * pending order's remark (1,001 of 300,000: 107 → 11 ms). Only the search's matches use them
 * (the count and the page cut from them, matchesPageQuery); the walk of the sort meets common
 * matches at once, where the grams would have it read them all. A remark PostgreSQL expects in
 * many orders (`byGrams` false, grams-estimates.ts) is checked on the entries of the index the
 * other filters lead to instead, every pending index including the remark: a row visit per
 * candidate costs more (客户要求 in one city: 48 → 3 ms alone).
 */
function remarkGrams(kind: ListKind, f: OrderListFilters, p: QueryParams, byGrams = true): SQL[] {
  if (!byGrams) return [];
  return gramsSearches(kind, f).map(
    ([name, d, value]) => sql`text_grams(${d.column}) @> text_search_grams(${p.bind(`${name}Grams`, value)})`,
  );
}

/** What listWhere weighs besides the request: the dates' rates (date-rates.ts), the dated orders' counts (dated-counts.ts) and how a search finds its candidates. */
export interface ListStatistics {
  rates?: DateRates;
  dated?: DatedCounts;
  /** Whether a search by characters finds its candidates by their index (grams-estimates.ts); by default it does. */
  byGrams?: boolean;
}

/**
 * The full WHERE of a list: its scope, the caller's visibility (D4) and the filters, with every
 * value a placeholder in `p` (the visibility's user id included: see visibleOrdersWhere).
 * `depth` is the row the page ends at (pageEnd in order-lists.repo.ts): a deep page's walk reads
 * its window day by day (walkBound).
 */
export function listWhere(
  kind: ListKind,
  user: AuthUser,
  f: OrderListFilters,
  p: QueryParams,
  depth = 0,
  stats: ListStatistics = {},
): ListWhere {
  const scope = orderReadScope(user);
  p.choose(`${kind}:${scope}`);
  const uid = scope === 'handled' ? p.bind('uid', user.id) : undefined;
  const { exacts, intakeLed, dateLed, datedLed, texts, ranges: named } = filterConditions(f, p);
  // Checked with the equalities wherever they are, on orders and on a handler's rows alike.
  const gate = combinationGate(kind, f);
  if (gate) exacts.push(gate);
  const gated = (where: SQL | undefined) => where && and(where, gate);
  const ranges = named.flatMap(([, conditions]) => conditions);
  // Whose rows of order_handlers hold the list: the caller's own, or those of the certifier or
  // auditor an administrator filters by (their orders name them among their handlers).
  const rowsOf = uid ?? (scope === 'all' ? namedHandler(f) : undefined);
  // Ranges that no usual order meets: the unusual orders' index finds the matches, not the
  // handler's rows nor a walk (onlyUnusualMatch).
  const unusualOnly = onlyUnusualMatch(f);
  if (unusualOnly) p.choose('unusual only');
  const inScope = listScope(kind, f);
  const visible = visibleOrdersWhere(user, uid ?? user.id);
  // PostgreSQL checks conditions of one cost in the order written (the equalities last: it derives
  // them again from their equivalence classes), so a text, the dearest to check (in the sort's
  // index since migration 0034), comes after the date ranges, on the rows they leave: a quarter
  // of finishes with 有限公司, oldest certification first, 4.4 → 2.6 ms.
  const conditions = [inScope, visible, ...exacts, ...ranges, ...texts, ...(unusualOnly ? [EVENTS_UNUSUAL] : [])];
  const set = filtersSet(f);
  const substring = set.some(([, d]) => d.kind === 'substring');
  const dates = set.filter(([, d]) => isDateFilter(d)).map(([name]) => name as DateFilter);
  const countCap = substring ? SUBSTRING_COUNT_CAP : LIST_COUNT_CAP;
  const rangesAlone = kind === 'auditStats' && scope === 'all' && exacts.length + texts.length === 0 && ranges.length > 0;
  const grams = remarkGrams(kind, f, p, stats.byGrams);
  const days = kind === 'auditStats' ? dayConditions(f, p) : { conditions: [], buckets: [] };
  const bound = unusualOnly ? undefined : walkBound(kind, f, p, depth);
  const filteredByDay = bound?.byDay ? rangesFilteredByDay(bound.sortKey, f, stats.rates ?? {}) : [];
  // A day walk in intake order may read each day from the range of a value that leads an index
  // in that order (a province's), the other filters checked on its entries (dayWalkRows); by
  // another date, from that of a value leading an index by it where the list's dated part would be
  // read there (valueLedParts): pending review of one type since a date, oldest certification
  // first, page 342 of 30, read 431 entries of the scope's index a day for 51 matches.
  const byLedDays =
    bound?.byDay &&
    bound.sortKey !== 'incomingDate' &&
    kind !== 'auditStats' &&
    scope === 'all' &&
    valueLedParts(bound.sortKey, f, stats.dated ?? {}, SCOPE_STATUSES[kind], true)?.dated;
  if (byLedDays) p.choose('days led by a value');
  const dayIndexed = bound?.sortKey === 'incomingDate' ? intakeLed : byLedDays ? dateLed : [];
  const dayFiltered = [visible, ...exacts.filter((c) => !dayIndexed.includes(c)), ...texts];
  const lackable = lackableSortDate(kind, f);
  // With a bound too: the window's walk meets no dated match of a value or a scope that has none,
  // and reads every dated order past the window (all orders pending certification taken in one
  // week, newest review first: 300,000 entries, 55 ms; walkPageIds).
  const datedFew = lackable !== undefined && fewDated(lackable, f, stats.dated ?? {}, SCOPE_STATUSES[kind]) ? lackable : undefined;
  if (datedFew) p.choose('dated few');
  // A range of a date that few orders of a filter's value or of the scope have: its matches are
  // found by their dated copies (rangeFewRows), the filters said plainly checked on the rows only.
  const rangeFew = dates.find((date) => fewDated(date, f, stats.dated ?? {}, SCOPE_STATUSES[kind]));
  if (rangeFew) p.choose(`range few ${rangeFew}`);
  const copiesAlone = conditions.map((c) => (c && datedLed.includes(c) ? filterAlone(c) : c));
  const undatedApart = lackable !== undefined && set.some(([, d]) => d.rulesOutDates);
  // One equality filter, with or without text searches, not in the audit statistics (whose scope
  // no sample counts): each part of its walk may check the filters on the entries, its undated
  // part be sorted by the id.
  const oneBesideTexts = set.filter(([, d]) => d.kind !== 'substring').length === 1;
  // Not a status that is a pending list's scope: its condition stays where the planner sees it,
  // and that list's partial index of the sort's date is walked, whose entries all match.
  const walk =
    lackable !== undefined && !bound && kind !== 'auditStats' && oneBesideTexts && !isPendingScope(f.orderStatus)
      ? filterWalk(lackable, f, stats.dated ?? {}, SCOPE_STATUSES[kind], depth, texts.length > 0)
      : undefined;
  if (walk) p.choose(`filter walk ${walk.datedWalked ? 'dated ' : ''}${walk.undated ?? ''}`);
  // Equality filters, one of which leads an index by the sort's date: a part read there passes a
  // page's end entries per share of the led value's orders that the others keep, whatever the
  // value's share, where the scope keeps enough of the part's orders (valueLedParts). An
  // administrator's: a handler's list is read from their rows. The few dated orders of a value are
  // found and sorted (datedFew).
  const ledParts =
    lackable !== undefined && !bound && kind !== 'auditStats' && scope === 'all'
      ? valueLedParts(lackable, f, stats.dated ?? {}, SCOPE_STATUSES[kind])
      : undefined;
  if (ledParts && datedFew) ledParts.dated = false;
  const filterLed = ledParts?.dated || ledParts?.undated ? ledParts : undefined;
  if (filterLed) p.choose(`filter led${filterLed.dated ? ' dated' : ''}${filterLed.undated ? ' undated' : ''}`);
  const filterRows = walk && and(inScope, visible, ...exacts.map(filterAlone), ...texts.map(filterAlone));
  // The date whose undated orders a walk reads as a part of their own (walkPageIds), if any.
  const undatedOf = bound ? (bound.undated ? bound.sortKey : undefined) : undatedApart || datedFew ? lackable : undefined;
  // A bounded walk reads its undated part within its intake's ids unless a narrow range's matches
  // sort for less (undatedWalkWithinIntake).
  const narrow = undatedOf !== undefined && narrowRangeBesides(undatedOf, f, stats.rates ?? {});
  const intake = intakeWindow(f);
  const withinIntake = narrow && bound !== undefined && undatedWalkWithinIntake(bound.sortKey, f, stats.rates ?? {}, intake, depth);
  const undatedSorted = (narrow && !withinIntake) || (walk?.undated === 'sort' && !filterLed?.undated);
  if (undatedSorted) p.choose('undated sorted');
  const undatedIds = bound?.undated && !undatedSorted ? intakeIds(intake, p) : undefined;
  return {
    rows: and(...conditions),
    walkBound: bound,
    count: and(rangeFew ? rangeFewRows(rangeFew, f, SCOPE_STATUSES[kind], copiesAlone) : and(...conditions), ...grams, ...days.conditions),
    countCap,
    // The limits are placeholders too: every value of a compiled statement is (compiled-select.ts).
    countLimit: p.bind('countLimit', countCap + 1),
    handler: unusualOnly ? undefined : rowsOf && gated(handlerWhere(kind, rowsOf, f)),
    handlerWalk: unusualOnly ? undefined : rowsOf && gated(handlerWhere(kind, rowsOf, f, true)),
    byGrams: grams.length > 0,
    filtered: set.map(([name]) => name),
    handled: uid !== undefined,
    substring,
    byDay: rangesAlone && dates.length === 1 ? days.buckets[0] : undefined,
    undatedApart,
    // Their dated copies find those filters' orders: said plainly too, PostgreSQL intersected the
    // copies' few entries with the value's posting list in the equality GIN index (pending type 8
    // by last contact, page 1: 126,000 entries, 8.1 ms; seed 369819957 #33).
    datedFew: datedFew && datedFewRows(datedFew, f, SCOPE_STATUSES[kind], copiesAlone),
    dayRows: bound?.byDay ? dayWalkRows(bound.sortKey, inScope, dayIndexed, dayFiltered, named, filteredByDay, p) : undefined,
    undatedSorted,
    undatedIds,
    datedRows: walk?.datedWalked && !filterLed?.dated ? filterRows : undefined,
    undatedRows: walk?.undated === 'walk' && !filterLed?.undated ? filterRows : undefined,
    filterLed,
  };
}
