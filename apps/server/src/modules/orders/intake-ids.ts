/**
 * The ids a list's usual orders lie within, from the window of intake dates that its date ranges
 * hold them in (usualWindow in walk-bound.ts), read from the intake days' id bounds
 * (intake_id_bounds, migration 0041). A walk of the orders without the sort's date, which sort by
 * the id, starts at the window's first id and stops at its last (undatedParts in
 * order-walk-queries.ts), where it passed every order outside it: all certified orders of a year
 * without a finish, newest finish first, page 1, passed 207,000 entries (17.7 ms alone), now 2,500
 * (0.7 ms); pending orders called since June, oldest certification first, 199,000 (14.6 ms), now
 * 15,600 (1.4 ms).
 */
import type { OrderListFilters } from '@certdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { intakeIdBounds } from './intake-id-bounds.schema.js';
import type { QueryParams } from './query-params.js';
import { usualWindow } from './walk-bound.js';

/** A window of intake dates (ms); no edge on a side no range closes. */
export interface IntakeWindow {
  start?: number;
  end?: number;
}

/** The ids of the orders received within a window, each edge a subquery the statement runs once; none on a side no range closes. */
export interface IntakeIds {
  low?: SQL;
  high?: SQL;
}

/**
 * The window's edges come from the list's ranges on the later events (a usual order's intake lies
 * before each of its events, at most a lag before) and its intake range itself, which bounds every
 * order.
 * An edge's day bounds the ids of the orders received by then or since: the day's rows cover
 * them whole, a block of 1,024 ids at a time, so a few thousand orders of that day and block
 * may lie outside the window's dates but inside its ids (the walk checks the ranges on every row).
 * With no orders on that side, the bound lets nothing through (0 or the largest id).
 */
export function intakeIds({ start, end }: IntakeWindow, p: QueryParams): IntakeIds | undefined {
  if (start === undefined && end === undefined) return undefined;
  const day = (name: string, edge: number) => sql`(${p.bind(name, new Date(edge))}::timestamptz at time zone 'UTC')::date`;
  const { day: bounded, low, high } = intakeIdBounds;
  return {
    low:
      start !== undefined
        ? sql`(select coalesce(min(${low}), 2147483647) from ${intakeIdBounds} where ${bounded} >= ${day('intakeFrom', start)})`
        : undefined,
    high:
      end !== undefined
        ? sql`(select coalesce(max(${high}), 0) from ${intakeIdBounds} where ${bounded} <= ${day('intakeTo', end)})`
        : undefined,
  };
}

/** The window of intake dates that a list's ranges hold its usual orders in (ms), each edge the narrowest; none on a side no range closes. */
export function intakeWindow(f: OrderListFilters): IntakeWindow {
  const { lower, upper } = usualWindow('incomingDate', f);
  if (f.incomingDate?.start) lower.push(f.incomingDate.start.getTime());
  if (f.incomingDate?.end) upper.push(f.incomingDate.end.getTime());
  return {
    start: lower.length > 0 ? Math.max(...lower) : undefined,
    end: upper.length > 0 ? Math.min(...upper) : undefined,
  };
}
