/**
 * How many orders a day of each date holds, from PostgreSQL's own statistics: what a deep page's
 * day walk (windowWalk in order-walk-queries.ts) needs to know and its planner cannot tell.
 */
import type { DateRange, OrderListFilters } from '@certdesk/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { keptReading } from '../../platform/db/kept-reading.js';
import type { IntakeWindow } from './intake-ids.js';
import { DATE_FILTERS, type DateFilter, LIST_FILTERS } from './list-filters.js';

const DAY_MS = 86_400_000;

/** A date's orders per day on average, and the first and last dates the statistics saw (ms). */
export interface DateRate {
  perDay: number;
  first: number;
  last: number;
}

/** The rates of the dates that have statistics (none before the table's first ANALYZE). */
export type DateRates = Partial<Record<DateFilter, DateRate>>;

/** How long a process keeps the rates before it reads them again (ANALYZE moves them slowly). */
const RATES_KEPT_MS = 10 * 60_000;

/**
 * A date's rate from pg_stats: its dated share of the table's rows (reltuples, null_frac) over
 * the days between its histogram's first and last bounds. Both are what the planner itself
 * reads, kept current by ANALYZE (autovacuum, and migrate.ts after a migration).
 */
async function readRates(db: Db): Promise<DateRates> {
  const columns = DATE_FILTERS.map((name) => LIST_FILTERS[name].column.name);
  const result = (await db.execute(sql`
    select s.attname as "column",
           (1 - s.null_frac) * c.reltuples as dated,
           extract(epoch from h.b[1]) * 1000 as first,
           extract(epoch from h.b[array_upper(h.b, 1)]) * 1000 as last
    from pg_stats s
    join pg_class c on c.oid = 'orders'::regclass
    cross join lateral (select s.histogram_bounds::text::timestamptz[] as b) h
    where s.schemaname = current_schema() and s.tablename = 'orders' and not s.inherited
      and s.attname in (${sql.join(
        columns.map((c) => sql`${c}`),
        sql`, `,
      )})
      and c.reltuples > 0 and h.b is not null`)) as unknown as {
    rows: { column: string; dated: number; first: number; last: number }[];
  };
  const rates: DateRates = {};
  for (const row of result.rows) {
    const name = DATE_FILTERS.find((n) => LIST_FILTERS[n].column.name === row.column)!;
    const [first, last] = [Number(row.first), Number(row.last)];
    rates[name] = { perDay: Number(row.dated) / Math.max(1, (last - first) / DAY_MS), first, last };
  }
  return rates;
}

/**
 * The rates, read once per database and again when RATES_KEPT_MS old, never waited for once read;
 * a read that fails answers the rates had before, or none (keptReading): a list is never refused
 * for want of them.
 */
export const dateRates: (db: Db) => Promise<DateRates> = keptReading(readRates, RATES_KEPT_MS, {});

/**
 * How many times a day of the sort's date a range on another date may hold and still narrow
 * each day of the walk from its own index. Each day, PostgreSQL guesses a range of unknown
 * bounds at 0.5 % of the table (the walk's days come from a series) where a day holds about
 * 0.07–0.17 %, so it intersects the day with the other range's whole index range, again for
 * every day. Measured on a million orders (docs/performance.md, twenty-eighth session):
 * intersected, a month's intake sorted by finish (78 days' worth) took 30 ms, filtered 5; a
 * week of finishes sorted by intake (3 days' worth) took 10 ms intersected, 21 filtered; the two
 * cost the same from about 10.
 */
export const DAY_FILTER_RATIO = 10;

/** The orders a range holds by its rate: the days it spans within the dates seen, at the average. */
function heldBy(rate: DateRate, range: DateRange): number {
  const from = Math.max(range.start?.getTime() ?? rate.first, rate.first);
  const to = Math.min(range.end?.getTime() ?? rate.last, rate.last);
  return (rate.perDay * Math.max(0, to - from)) / DAY_MS;
}

/** The request's ranges on dates other than the sort's that have a rate, with the orders each holds by it (heldBy). */
function rangesBesides(sortKey: DateFilter, f: OrderListFilters, rates: DateRates): [DateFilter, number][] {
  return DATE_FILTERS.flatMap((name): [DateFilter, number][] => {
    const range = name === sortKey ? undefined : f[name];
    const rate = rates[name];
    return range !== undefined && rate !== undefined ? [[name, heldBy(rate, range)]] : [];
  });
}

/**
 * The ranges on dates other than the sort's that a deep page's day walk reads as filters only,
 * not from their own index: those that hold more than DAY_FILTER_RATIO days of the sort's date.
 * None without the rates of the dates concerned.
 */
export function rangesFilteredByDay(sortKey: DateFilter, f: OrderListFilters, rates: DateRates): DateFilter[] {
  const day = rates[sortKey]?.perDay;
  if (day === undefined) return [];
  return rangesBesides(sortKey, f, rates)
    .filter(([, held]) => held > DAY_FILTER_RATIO * day)
    .map(([name]) => name);
}

/**
 * Up to how many orders (of the whole table, by the dates' rates) a range on another date than the
 * sort's may hold for a walk's undated part to be found by the range's index and sorted by the id
 * rather than walked in id order (ListWhere.undatedSorted). The walk assumes its matches spread
 * evenly over the ids, but an order's dates follow its intake, and the ids too: a year of recent
 * contacts lies at the far end of pending certification's ids (248,000 entries read for a page of
 * 20, 24 ms), where the range's index gives its 26,700 pending orders to sort (3 ms). A bounded
 * walk now starts at the first id of its intake's window instead (intake-ids.ts), and sorts only
 * where that reads more (undatedWalkWithinIntake). The bound of the equality filters' undated
 * matches too (filterWalk in dated-counts.ts).
 */
export const UNDATED_SORTED_MAX = 100_000;

/** How many walked entries cost what one order found and sorted costs (filterWalk in dated-counts.ts): 200 ns against 88. */
export const WALK_PER_SORTED = 2.3;

/**
 * Whether a bounded walk's undated part read within the ids of its intake's window
 * (intakeWindow, intake-ids.ts) costs less than sorting the matches of the narrowest range on
 * another date than the sort's (narrowRangeBesides). The window holds that range's orders at the
 * share `narrowest / window` (both by the rates), so the walk reads about pageEnd / share entries,
 * at most the window's; the sort reads every match, each WALK_PER_SORTED entries' worth. A range on
 * the intake itself is its window: the walk reads about the page (a year of intake, pending
 * certification by certification date, page 249 of 30 on PGlite: 23,366 orders sorted, 14.6 ms);
 * a week of certifications spreads over 37 days of intake, and a deep page sorts the week's.
 */
export function undatedWalkWithinIntake(
  sortKey: DateFilter,
  f: OrderListFilters,
  rates: DateRates,
  window: IntakeWindow,
  pageEnd: number,
): boolean {
  const intake = rates.incomingDate;
  const held = rangesBesides(sortKey, f, rates).map(([, n]) => n);
  if (!intake || held.length === 0 || (window.start === undefined && window.end === undefined)) return false;
  const narrowest = Math.min(...held);
  const edge = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));
  const inWindow = heldBy(intake, { start: edge(window.start), end: edge(window.end) });
  const walked = Math.min(narrowest > 0 ? (pageEnd * inWindow) / narrowest : inWindow, inWindow);
  return walked <= WALK_PER_SORTED * narrowest;
}

/** Whether a range on another date than the sort's holds few enough orders to sort a walk's undated part from (UNDATED_SORTED_MAX). */
export function narrowRangeBesides(sortKey: DateFilter, f: OrderListFilters, rates: DateRates): boolean {
  return rangesBesides(sortKey, f, rates).some(([, held]) => held <= UNDATED_SORTED_MAX);
}
