/**
 * How many orders of each value of the equality filters have each date an order may lack,
 * estimated from a sample of the table: whether a list sorted by such a date finds its dated
 * orders in their own GIN index and sorts them (few) or walks the date's index (many). PostgreSQL
 * takes a filter and a date's presence for independent: it expects pending type 6 orders with a
 * last contact by the thousand where the fill has none, and an extended statistic on
 * `(last_contact_date is null)` left that estimate as it was (docs/performance.md).
 */
import type { OrderListFilters } from '@certdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { keptReading } from '../../platform/db/kept-reading.js';
import { DATE_FILTERS, type DateFilter, FILTER_ENTRIES, type FilterName, filterValue, LIST_FILTERS } from './list-filters.js';

/** The dates an order may lack (it always has its intake). */
export const LACKABLE_DATES = DATE_FILTERS.filter((name) => LIST_FILTERS[name].kind === 'later-date');

/** The filters of the dated orders' GIN indexes (migration 0035). */
const INDEXED = FILTER_ENTRIES.filter(([, d]) => d.datedIndexed);

/** Per date, per `filter=value`: about how many orders have that value and that date. A value not sampled has none. */
export type DatedCounts = Partial<Record<DateFilter, Record<string, number>>>;

/** How many rows the sample aims at: that share of the table's pages, every page of a small table. */
const SAMPLE_ROWS = 20_000;

/** How long a process keeps the counts before it samples again. */
const COUNTS_KEPT_MS = 10 * 60_000;

/**
 * Up to how many orders with the sort's date one filter value may have for a list to read its
 * dated matches from the GIN index and sort them: they are at most that many rows to visit and
 * sort (a few milliseconds), where the walk may read every dated order's entry (470,000 for the
 * last contact on a million orders) before its first match.
 */
export const FEW_DATED = 2_000;

const keyOf = (name: FilterName, value: unknown) => `${name}=${String(value)}`;

async function readDatedCounts(db: Db): Promise<DatedCounts> {
  const table = (await db.execute(sql`select reltuples from pg_class where oid = 'orders'::regclass`)) as unknown as {
    rows: { reltuples: number }[];
  };
  const rows = Number(table.rows[0]?.reltuples ?? -1);
  // -1 before the first ANALYZE: the whole table (a new, small one).
  const percent = rows > SAMPLE_ROWS ? Math.max(1, (100 * SAMPLE_ROWS) / rows) : 100;
  const columns = [...INDEXED.map(([, d]) => d.column.name), ...LACKABLE_DATES.map((name) => LIST_FILTERS[name].column.name)];
  const perFilter: SQL[] = INDEXED.map(
    ([name, d]) =>
      sql`select ${name}::text as name, ${sql.identifier(d.column.name)}::text as value, ${sql.join(
        LACKABLE_DATES.map((date) => sql`count(${sql.identifier(LIST_FILTERS[date].column.name)})::int as ${sql.identifier(date)}`),
        sql`, `,
      )} from sample group by 2`,
  );
  const result = (await db.execute(sql`
    with sample as materialized (
      select ${sql.join(
        columns.map((c) => sql.identifier(c)),
        sql`, `,
      )} from orders tablesample system (${percent}))
    ${sql.join(perFilter, sql` union all `)}`)) as unknown as {
    rows: ({ name: FilterName; value: string } & Record<DateFilter, number>)[];
  };
  const scale = 100 / percent;
  const counts: DatedCounts = Object.fromEntries(LACKABLE_DATES.map((date) => [date, {}]));
  for (const row of result.rows) {
    for (const date of LACKABLE_DATES) counts[date]![keyOf(row.name, row.value)] = Number(row[date]) * scale;
  }
  return counts;
}

/** The counts, sampled once per database and again every COUNTS_KEPT_MS, never waited for once read (keptReading). */
export const datedCounts: (db: Db) => Promise<DatedCounts> = keptReading(readDatedCounts, COUNTS_KEPT_MS, {});

/**
 * Whether one of a request's equality filters has a value with few orders holding the sort's date
 * (FEW_DATED): the list's dated matches are then fewer still. None without counts for that date.
 */
export function fewDated(sortKey: DateFilter, f: OrderListFilters, counts: DatedCounts): boolean {
  const dated = counts[sortKey];
  if (!dated) return false;
  return INDEXED.some(([name, d]) => {
    const value = filterValue(f, name, d);
    if (value === undefined) return false;
    // A value that stands for several stored ones (a status, list-filters.ts widen) has their orders.
    const stored = d.widen?.(value as number) ?? [value];
    return stored.reduce((sum: number, v) => sum + (dated[keyOf(name, v)] ?? 0), 0) <= FEW_DATED;
  });
}
