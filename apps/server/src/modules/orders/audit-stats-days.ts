/**
 * The audit statistics' date ranges by day (epoch_day, migration 0004): the days' conditions
 * that let a list find its range in the day indexes, and the days of a range read one by one
 * (dayPageIds in order-list-queries.ts).
 */
import type { OrderListFilters } from '@certdesk/contract';
import { type AnyColumn, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type DateFilter, FILTER_ENTRIES } from './list-filters.js';
import type { QueryParams } from './query-params.js';

/** A date range's days (epoch_day, migration 0004): `from` to `to`, `count` of them. */
export interface DayBuckets {
  column: AnyColumn;
  from: Placeholder;
  to: Placeholder;
  count: number;
}

/** Days since 1970-01-01 UTC, as epoch_day (migration 0004) counts them in SQL. */
export function epochDay(date: Date): number {
  return Math.floor(date.getTime() / 86_400_000);
}

/**
 * The audit statistics' date ranges, by day as well (epoch_day, migration 0004): the ranges'
 * indexes are keyed by day, so that a day's matches come in the list's order (dayPageIds);
 * the same condition lets the count and the few matches find the range's days in them.
 */
export function dayConditions(f: OrderListFilters, p: QueryParams): { conditions: SQL[]; buckets: DayBuckets[] } {
  const conditions: SQL[] = [];
  const buckets: DayBuckets[] = [];
  for (const [date, d] of FILTER_ENTRIES) {
    if (!d.dayIndexed) continue;
    const column = d.column;
    const range = f[date as DateFilter];
    const [first, last] = [range?.start, range?.end].map((d) => (d ? epochDay(d) : undefined));
    const from = first !== undefined ? p.bind(`${date}DayFrom`, first) : undefined;
    const to = last !== undefined ? p.bind(`${date}DayTo`, last) : undefined;
    if (from) conditions.push(sql`epoch_day(${column}) >= ${from}`);
    if (to) conditions.push(sql`epoch_day(${column}) <= ${to}`);
    if (from && to) buckets.push({ column, from, to, count: last! - first! + 1 });
  }
  return { conditions, buckets };
}
