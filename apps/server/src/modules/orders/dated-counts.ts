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
import { UNDATED_SORTED_MAX, WALK_PER_SORTED } from './date-rates.js';
import {
  DATE_FILTERS,
  type DateFilter,
  FILTER_ENTRIES,
  type FilterName,
  filtersSet,
  filterValue,
  isDateFilter,
  LIST_FILTERS,
} from './list-filters.js';

/** The dates an order may lack (it always has its intake). */
export const LACKABLE_DATES = DATE_FILTERS.filter((name) => LIST_FILTERS[name].kind === 'later-date');

/** The filters of the dated orders' GIN indexes (migration 0035). */
const INDEXED = FILTER_ENTRIES.filter(([, d]) => d.datedIndexed);

/** Those that lead an index by each date an order may lack (migration 0044). */
const DATE_LED = new Set(INDEXED.filter(([, d]) => d.dateLed).map(([name]) => name));

/**
 * Per date, per `filter=value`: about how many orders have that value and that date; `orders`:
 * how many have that value at all. A value not sampled has none.
 */
export type DatedCounts = Partial<Record<DateFilter, Record<string, number>>> & { orders?: Record<string, number> };

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
      sql`select ${name}::text as name, ${sql.identifier(d.column.name)}::text as value, count(*)::int as orders, ${sql.join(
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
    rows: ({ name: FilterName; value: string; orders: number } & Record<DateFilter, number>)[];
  };
  const scale = 100 / percent;
  const counts: DatedCounts = { ...Object.fromEntries(LACKABLE_DATES.map((date) => [date, {}])), orders: {} };
  for (const row of result.rows) {
    const key = keyOf(row.name, row.value);
    counts.orders![key] = Number(row.orders) * scale;
    for (const date of LACKABLE_DATES) counts[date]![key] = Number(row[date]) * scale;
  }
  return counts;
}

/** The counts, sampled once per database and again every COUNTS_KEPT_MS, never waited for once read (keptReading). */
export const datedCounts: (db: Db) => Promise<DatedCounts> = keptReading(readDatedCounts, COUNTS_KEPT_MS, {});

/** A request's equality filters that the sample counts, each with the stored values it matches. */
function indexedValues(f: OrderListFilters): [FilterName, unknown[]][] {
  return INDEXED.flatMap(([name, d]) => {
    const value = filterValue(f, name, d);
    // A value that stands for several stored ones (a status, list-filters.ts widen) has their orders.
    return value === undefined ? [] : [[name, d.widen?.(value as number) ?? [value]] as [FilterName, unknown[]]];
  });
}

/** The sum of a count over one filter's stored values. */
const countOf = (counts: Record<string, number>, name: FilterName, values: readonly unknown[]) =>
  values.reduce<number>((sum, v) => sum + (counts[keyOf(name, v)] ?? 0), 0);

/**
 * Whether a list has few orders with a date by the sample (FEW_DATED): one of the request's
 * equality filters, or the list's scope (a pending list's statuses), has few orders with it. Their
 * dated copies then find the list's dated orders (datedFewRows in dated-part.ts), or a range of
 * that date's matches (rangeFewRows). None without counts for the date.
 */
export function fewDated(date: DateFilter, f: OrderListFilters, counts: DatedCounts, statuses?: readonly number[]): boolean {
  const dated = counts[date];
  if (!dated) return false;
  const few = (name: FilterName, values: readonly unknown[]) => countOf(dated, name, values) <= FEW_DATED;
  return indexedValues(f).some(([name, values]) => few(name, values)) || (statuses !== undefined && few('orderStatus', statuses));
}

/**
 * How a list filtered by one equality filter alone reads its two parts, its orders with the
 * sort's date and those without (walkPageIds), when that matters; nothing without counts.
 * - `datedWalked`: the dated part is walked in the date's index with the filter on the entries.
 * - `undated`: the undated part is walked so (`walk`), or found by the filter's index and sorted
 *   by the id (`sort`), or left to PostgreSQL.
 * A part's walk reads about `pageEnd × scope / matches` entries: `matches` the orders of the
 * filter's value in that part among the list's (its statuses, `scope` of them in the part), as if
 * value and status were independent. Found by the filter's index instead, the value's orders of
 * the list are read and that part's sorted. PostgreSQL weighs the two, but among the undated
 * orders every date is null, so each comparison of that sort falls through to the id read from the
 * row (377 ns a row for 35,000 pending orders of one type, seed 6457090 #153, against 200 sorted
 * by the id alone and 88 a walked entry, EXPLAIN without per-row timing): it sorted a province's
 * 40,000 pending orders never contacted (12 ms) where the walk passes 35,000 entries (seed
 * 2009923632 #2029). And with no dated order in the list (none pending certification is
 * certified), it read a city's 35,000 pending orders to find none dated (2.5 ms) where the walk
 * finds none at once. So a part is walked while its walk reads at most WALK_PER_SORTED entries
 * per order the filter's index would give; a rare value's walk through many dated orders is not.
 * A text search besides (`texted`) keeps an unknown share of each part's orders, so a walk may
 * read the whole part: the parts are read apart only when the undated part is sorted, which even
 * the estimate's walk must be longer for, and the dated part is walked only when reading it whole
 * costs no more (a type's pending orders with 有限公司, page 470 of 50: PostgreSQL sorted all
 * 40,000 by the empty date and the id, 22 ms; now the empty dated part's walk finds none at once
 * and the undated part is sorted by the id alone, 13 ms).
 */
export function filterWalk(
  sortKey: DateFilter,
  f: OrderListFilters,
  counts: DatedCounts,
  statuses: readonly number[] | undefined,
  pageEnd: number,
  texted = false,
): { datedWalked: boolean; undated?: 'walk' | 'sort' } | undefined {
  const dated = counts[sortKey];
  const all = counts.orders;
  const [filter, ...others] = indexedValues(f);
  if (!dated || !all || !filter || others.length > 0) return undefined;
  const undatedOf = (name: FilterName, values: readonly unknown[]) =>
    Math.max(0, countOf(all, name, values) - countOf(dated, name, values));
  const datedOf = (name: FilterName, values: readonly unknown[]) => countOf(dated, name, values);
  // Every order has a status: the statuses' counts are the table's.
  const everyStatus = Object.keys(all)
    .filter((key) => key.startsWith('orderStatus='))
    .map((key) => key.slice('orderStatus='.length));
  const part = (of: typeof datedOf) => {
    const table = of('orderStatus', everyStatus);
    const scope = statuses ? of('orderStatus', statuses) : table;
    const matches = table > 0 ? (scope * of(...filter)) / table : 0;
    // With a text search besides, the walk may read the whole part.
    const estimate = scope === 0 ? 0 : matches > 0 ? (pageEnd * scope) / matches : Number.POSITIVE_INFINITY;
    return { matches, walked: texted ? scope : estimate, estimate };
  };
  const withDate = part(datedOf);
  const without = part(undatedOf);
  const found = withDate.matches + without.matches;
  const walked = without.walked <= WALK_PER_SORTED * without.matches;
  // Sorted when even the estimate's walk is longer; else, if a text may make the walk longer, left to PostgreSQL.
  const sorted = without.estimate > WALK_PER_SORTED * without.matches && without.matches <= UNDATED_SORTED_MAX;
  const undated = walked ? 'walk' : sorted ? 'sort' : undefined;
  // With a text search, the parts apart only to sort the undated one: left whole, PostgreSQL finds
  // the matches by the cheapest index of all the filters (a tag's 100,000 pending orders with 联系,
  // 13 ms; apart, the undated part read 290,000 by its date's index, 33 ms).
  if (texted && undated !== 'sort') return undefined;
  return { datedWalked: withDate.walked <= WALK_PER_SORTED * found, undated };
}

/**
 * Which parts of a list of equality filters sorted by a date an order may lack, one of the filters
 * leading an index by that date (list-filters.ts dateLed, migrations 0044, 0048), are read from
 * that value's index, the other filters and the list's scope (`statuses`, none for all orders)
 * checked on each entry, rather than from the date's index of that scope; undefined for other
 * lists (a range or a text among the filters, or no led one). As if the filters and the status were independent,
 * a part read the first way passes a page's end times the led value's orders per match, the second
 * way times the scope's orders per match: so the scope must hold no fewer of the part's orders than
 * the led value. PostgreSQL walks the index of the rarest led value (it reads the fewest entries),
 * so that value is the one weighed. All orders always do. Pending certification's certified part
 * does not (its orders are certified again only after a failed review: type 7's 80,000 certified
 * orders read for none); its uncertified part does (six in seven of the uncertified orders are
 * pending certification). With `rangesChecked`, date ranges may be among the filters (those
 * indexes include every date): a deep page's day walk reads each day's range of the led value's
 * index (dayWalkRows) where the dated part would be read there.
 */
export function valueLedParts(
  sortKey: DateFilter,
  f: OrderListFilters,
  counts: DatedCounts,
  statuses: readonly number[] | undefined,
  rangesChecked = false,
): { dated: boolean; undated: boolean } | undefined {
  const set = filtersSet(f).filter(([, d]) => !(rangesChecked && isDateFilter(d)));
  // Every filter is a column that those indexes include (migration 0048), checked on their entries.
  if (!set.every(([, d]) => d.datedIndexed) || !set.some(([, d]) => d.dateLed)) return undefined;
  if (!statuses) return { dated: true, undated: true };
  const dated = counts[sortKey];
  const all = counts.orders;
  if (!dated || !all) return { dated: false, undated: false };
  const led = indexedValues(f).filter(([name]) => DATE_LED.has(name));
  const datedOf = (name: FilterName, values: readonly unknown[]) => countOf(dated, name, values);
  const undatedOf = (name: FilterName, values: readonly unknown[]) =>
    Math.max(0, countOf(all, name, values) - countOf(dated, name, values));
  const rarest = (of: typeof datedOf) => Math.min(...led.map(([name, values]) => of(name, values)));
  return {
    dated: datedOf('orderStatus', statuses) >= rarest(datedOf),
    undated: undatedOf('orderStatus', statuses) >= rarest(undatedOf),
  };
}
