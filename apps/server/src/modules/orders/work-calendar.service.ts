import { type CalendarExtras, createWorkCalendar, DEFAULT_TIME_LIMITS, expiryFor, isExpired, type WorkCalendar } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/client.js';
import { dicEntriesOfType } from '../config/data-dic.repo.js';
import { listCalendarExtras } from '../config/data-dic.service.js';

/**
 * Working days of orders (D3): the PRC calendar of the contract (chinese-days data) with the
 * administrator's extra dates from the data dictionary (type 'holiday' / 'workday', value
 * yyyy-MM-dd) layered over it, and the time limit of each order type (data dictionary type
 * 'orderTimeLimit': value = working days, orderType = the types it applies to; default 7 for
 * types 1 and 2, else 5). Both are cached per database for a minute, so an administrator's
 * change shows within a minute on every process without a notification channel.
 */

/** The calendar and the time limits in force. */
export interface WorkCalendarState {
  calendar: WorkCalendar;
  limits: Record<number, number>;
}

const TTL_MS = 60_000;
const cache = new WeakMap<Database, { at: number; state: Promise<WorkCalendarState> }>();

/** Dictionary type of an order-type time limit. */
export const TIME_LIMIT_DIC_TYPE = 'orderTimeLimit';

/** The administrator's extra holidays and make-up working days (data dictionary). */
export async function loadCalendarExtras(ctx: AppContext): Promise<CalendarExtras> {
  return listCalendarExtras(ctx);
}

/** Time limits per order type: the defaults of D3, overridden by data dictionary entries. */
export async function loadTimeLimits(ctx: AppContext): Promise<Record<number, number>> {
  const limits = { ...DEFAULT_TIME_LIMITS };
  const rows = await dicEntriesOfType(ctx.db, 'dic', TIME_LIMIT_DIC_TYPE);
  for (const row of rows) {
    const days = Number(row.value.trim());
    if (!Number.isInteger(days) || days < 1 || days > 365) continue; // a bad entry must not break intake
    for (const type of row.orderTypes) if (type in limits) limits[type] = days;
  }
  return limits;
}

/** The calendar state, cached per database for a minute. */
export function workCalendar(ctx: AppContext, now = Date.now()): Promise<WorkCalendarState> {
  const hit = cache.get(ctx.database);
  if (hit && now - hit.at < TTL_MS) return hit.state;
  const state = (async () => {
    const [extras, limits] = await Promise.all([loadCalendarExtras(ctx), loadTimeLimits(ctx)]);
    return { calendar: createWorkCalendar(extras), limits };
  })();
  state.catch(() => cache.delete(ctx.database));
  cache.set(ctx.database, { at: now, state });
  return state;
}

/** Drops the cached calendar (after the data dictionary changed, or in tests). */
export function invalidateWorkCalendar(ctx: AppContext): void {
  cache.delete(ctx.database);
}

/** The expiredDate of a new order of this type received at incomingDate. */
export function expiredDateFor(state: WorkCalendarState, orderType: number, incomingDate: Date): Date {
  return expiryFor(incomingDate, state.limits[orderType] ?? 5, state.calendar);
}

/** Extends an expiry by whole working days (1–60, checked by the caller). */
export function extendExpiry(state: WorkCalendarState, expiredDate: Date, days: number): Date {
  return state.calendar.addWorkDays(expiredDate, days);
}

/** What an order's timing needs. */
export interface TimedOrder {
  incomingDate: Date;
  expiredDate: Date;
  orderStatus: number;
  finishDate: Date | null;
}

/**
 * workDay (working days elapsed since incomingDate, up to finishDate for ended orders),
 * expiredDate and expired (past expiredDate and not ended) of an order at `now`.
 */
export function orderTimes(state: WorkCalendarState, order: TimedOrder, now: Date) {
  const ended = order.orderStatus === 100;
  const until = ended && order.finishDate ? order.finishDate : now;
  return {
    workDay: state.calendar.workDaysBetween(order.incomingDate, until),
    expiredDate: order.expiredDate,
    expired: isExpired(order.expiredDate, now, ended),
  };
}
