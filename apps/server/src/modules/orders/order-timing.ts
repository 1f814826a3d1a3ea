import type { WorkCalendar } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import type { OrderTiming } from './order-row-mapper.js';
import { orderTimes, type TimedOrder, workCalendar } from './work-calendar.service.js';

/** The working-day calendar in force (D3: base calendar plus the data dictionary's extras). */
export async function workCalendarFor(ctx: AppContext): Promise<WorkCalendar> {
  return (await workCalendar(ctx)).calendar;
}

/** Reads workDay and expired of list rows (D3) with one calendar and one "now" per request. */
export async function orderTimingReader(ctx: AppContext): Promise<(r: TimedOrder) => OrderTiming> {
  const state = await workCalendar(ctx);
  const now = new Date();
  return (r) => {
    const t = orderTimes(state, r, now);
    return { workDay: t.workDay, expired: t.expired };
  };
}
