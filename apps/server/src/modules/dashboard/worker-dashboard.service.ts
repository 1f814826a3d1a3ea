import { endOfShanghaiDay, type NextOrder, type WorkerDashboard } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden } from '../../platform/errors.js';
import { workCalendarFor } from '../orders/order-timing.js';
import { FOLD_WORKER_AFTER, foldTallies, mostUrgent, workerCounts, workerTallies } from './dashboard.repo.js';
import { dashboardClock } from './dashboard-time.js';

/** A worker dashboard counts the work of a role the user holds (an administrator holds them all). */
function assertHolds(user: AuthUser, role: 200 | 300) {
  if (!user.roleTypes.includes(role) && !user.roleTypes.includes(0)) throw forbidden();
}

/**
 * A certifier's (200) or auditor's (300) own dashboard. Pending orders are counted by the day
 * they expire from the trigger-kept tallies (a few hundred days at most); the working days left of each day come from
 * the calendar here, so holidays and the administrator's extra dates count as everywhere else.
 */
export async function workerDashboard(ctx: AppContext, user: AuthUser, role: 200 | 300): Promise<WorkerDashboard> {
  assertHolds(user, role);
  const calendar = await workCalendarFor(ctx);
  const clock = dashboardClock(calendar);
  const { days, excess, calls, missed, unread } = await workerCounts(ctx.db, role, user.id, clock);
  // Each dashboard folds the rows it reads, so that its reads stay short.
  if (excess > FOLD_WORKER_AFTER) await foldTallies(ctx.db, workerTallies(role, user.id));
  const left = new Map<number, number>();
  let expired = 0;
  let pending = 0;
  for (const d of days) {
    pending += d.count;
    if (d.expired) {
      expired += d.count;
      continue;
    }
    const daysLeft = calendar.workDaysBetween(clock.now, endOfShanghaiDay(d.day));
    left.set(daysLeft, (left.get(daysLeft) ?? 0) + d.count);
  }
  const byDaysLeft = [...left].map(([daysLeft, count]) => ({ daysLeft, count })).sort((a, b) => a.daysLeft - b.daysLeft);
  const atRisk = byDaysLeft.filter((b) => b.daysLeft <= 1).reduce((s, b) => s + b.count, 0);
  return { role, pending, byDaysLeft, atRisk, expired, callsToday: calls, missedToday: missed, unread };
}

/** The order 下一单 opens: at risk first (soonest expiry), then the oldest pending, expired ones included. */
export async function nextOrder(ctx: AppContext, user: AuthUser, role: 200 | 300): Promise<NextOrder> {
  assertHolds(user, role);
  const clock = dashboardClock(await workCalendarFor(ctx));
  const found = await mostUrgent(ctx.db, role, user.id, clock.now, clock.riskEnd);
  return found ?? { orderId: null, orderType: null };
}
