import { DASHBOARD_DAYS, type ManagerDashboard, type SeatState } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { outboxHealth } from '../interface-log/interface-log.service.js';
import { workCalendarFor } from '../orders/order-timing.js';
import { telephonyOf } from '../telephony/telephony.provider.js';
import { FOLD_AFTER, foldTallies, MANAGER_TALLIES, managerCounts, workers } from './dashboard.repo.js';
import { dashboardClock, dayLabel } from './dashboard-time.js';

/**
 * Softphone states of the workers. The simulated exchange runs in this process and knows its
 * seats; a SIP exchange talks to the browsers directly, so the server cannot tell ('unknown').
 */
function softphoneStates(ctx: AppContext): (uid: number) => SeatState {
  const exchange = telephonyOf(ctx).exchange;
  if (!exchange) return () => 'unknown';
  const seats = exchange.seatStates();
  return (uid) => seats.get(uid) ?? 'offline';
}

/**
 * The managers' and administrators' dashboard: the whole desk in one call (roles checked by the
 * route). Counts come from the trigger-kept tallies (exact: written with every change of an
 * order); only the deadlines that move with the clock are read from orders.
 */
export async function managerDashboard(ctx: AppContext): Promise<ManagerDashboard> {
  const clock = dashboardClock(await workCalendarFor(ctx));
  const firstDay = clock.today - (DASHBOARD_DAYS - 1);
  const [counts, people, push] = await Promise.all([managerCounts(ctx.db, firstDay, clock), workers(ctx.db), outboxHealth(ctx.db)]);
  // Folded after the answer is read, so the reader that finds the table long pays once.
  if (counts.excess > FOLD_AFTER) await foldTallies(ctx.db, MANAGER_TALLIES);
  const daily = Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
    day: dayLabel(firstDay + i),
    intake: counts.intake.get(firstDay + i) ?? 0,
    completed: counts.finished.get(firstDay + i) ?? 0,
  }));
  const finished = [...counts.finished.values()].reduce((s, n) => s + n, 0);
  const state = softphoneStates(ctx);
  return {
    backlog: counts.backlog,
    daily,
    sla: { finishedLate: counts.finishedLate, finished, atRisk: counts.atRisk, expired: counts.expiredBefore + counts.expiredToday },
    workers: people.map((w) => ({ ...w, open: counts.loads.get(`${w.uid}/${w.roleType}`) ?? 0, softphone: state(w.uid) })),
    push,
  };
}
