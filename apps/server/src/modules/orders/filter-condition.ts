/** A filter's condition from its description (list-filters.ts), on its column or a copy of it; a request's filters' conditions. */
import type { DateRange, OrderListFilters } from '@certdesk/contract';
import { type AnyColumn, eq, gte, ilike, like, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { caseless, likeContains } from '../../platform/db/like.js';
import type { FilterDescription } from './filter-description.js';
import { type DateFilter, FILTER_ENTRIES, type FilterName, filterValue, isDateFilter } from './list-filters.js';

/**
 * How a condition refers to its values: bound in the query's QueryParams the first time, the
 * placeholders bound already when the same filter is applied again to order_handlers' copies, or
 * as a one-off statement's parameters (grams-estimates.ts).
 */
export interface Values {
  bind(name: string, value: unknown): SQLWrapper;
  choose(tag: string): void;
}

export const ALREADY_BOUND: Values = { bind: (name) => sql.placeholder(name), choose: () => undefined };

/**
 * `column in (…)` of the table's own numbers (a widened filter's stored values, a list's scope
 * statuses), written as literals: part of a statement's shape, never a request's value.
 */
export function storedIn(column: AnyColumn | SQL, values: readonly number[]): SQL {
  return sql`${column} in (${sql.raw(values.map(Number).join(', '))})`;
}

/** The condition of one filter from its description, on `column` (the filter's own, its copy in order_handlers, or its dated copy); its value bound in `p`. */
export function conditionOf(name: FilterName, d: FilterDescription, value: unknown, p: Values, on: AnyColumn | SQL = d.column): SQL[] {
  // Drizzle's operators take a column or an expression, not their union; both render alike, and a
  // placeholder is bound the same to either.
  const column = on as SQL;
  if (d.kind === 'substring') {
    // Part of the shape: a caseless text is searched with LIKE, which reads each name as stored.
    const plain = caseless(value as string);
    p.choose(`${name} ${plain ? 'like' : 'ilike'}`);
    return [(plain ? like : ilike)(column, p.bind(name, likeContains(value as string)))];
  }
  if (d.kind === 'exact') {
    const wide = d.widen?.(value as number);
    if (!wide) return [eq(column, p.bind(name, value))];
    // The stored values are the table's own numbers, never the request's: part of the shape.
    p.choose(`${name} in ${wide.join('|')}`);
    return [storedIn(column, wide)];
  }
  const range = value as DateRange;
  const parts: SQL[] = [];
  if (range.start) parts.push(gte(column, p.bind(`${name}From`, range.start)));
  if (range.end) parts.push(lte(column, p.bind(`${name}To`, range.end)));
  return parts;
}

/**
 * The WHERE of the parsed, typed filters, from their descriptions (list-filters.ts): every value
 * is a placeholder bound in `p`, so nothing of the request's text becomes SQL, and requests with
 * the same filters share one query. `exacts` are the equality filters (`intakeLed` those of them
 * that lead an index in intake order, `dateLed` those leading one by each date an order may lack,
 * `datedLed` those with dated copies), `texts` the substring searches, `ranges` each date range's
 * conditions under its filter's name.
 */
export function filterConditions(f: OrderListFilters, p: Values) {
  const exacts: SQL[] = [];
  const intakeLed: SQL[] = [];
  const dateLed: SQL[] = [];
  const datedLed: SQL[] = [];
  const texts: SQL[] = [];
  const ranges: [DateFilter, SQL[]][] = [];
  for (const [name, d] of FILTER_ENTRIES) {
    const value = filterValue(f, name, d);
    if (value === undefined) continue;
    const conditions = conditionOf(name, d, value, p);
    if (isDateFilter(d)) ranges.push([name as DateFilter, conditions]);
    else (d.kind === 'substring' ? texts : exacts).push(...conditions);
    if (d.intakeIndexed) intakeLed.push(...conditions);
    if (d.dateLed) dateLed.push(...conditions);
    if (d.datedIndexed) datedLed.push(...conditions);
  }
  return { exacts, intakeLed, dateLed, datedLed, texts, ranges };
}
