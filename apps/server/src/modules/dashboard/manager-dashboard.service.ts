import { DASHBOARD_DAYS, type ManagerDashboard, type SeatState } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { outboxHealth } from '../interface-log/interface-log.service.js';
import { workCalendarFor } from '../orders/order-timing.js';
import { telephonyOf } from '../telephony/telephony.provider.js';
import { FOLD_AFTER, foldTallies, MANAGER_TALLIES, managerCounts, TALLY, type Tally, workers } from './dashboard.repo.js';
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

/** The sum of the tallies of one kind that pass `keep`, by `key`. */
function sumBy(tallies: Tally[], kind: number, key: (t: Tally) => string | number, keep: (t: Tally) => boolean = () => true) {
  const sums = new Map<string | number, number>();
  for (const t of tallies) if (t.kind === kind && keep(t)) sums.set(key(t), (sums.get(key(t)) ?? 0) + t.n);
  return sums;
}

/**
 * The managers' and administrators' dashboard: the whole desk in one call (roles checked by the
 * route). Counts come from the trigger-kept tallies (exact: written with every change of an
 * order); only the deadlines that move with the clock are read from orders.
 */
export async function managerDashboard(ctx: AppContext): Promise<ManagerDashboard> {
  const clock = dashboardClock(await workCalendarFor(ctx));
  const firstDay = clock.today - (DASHBOARD_DAYS - 1);
  const [{ tallies, excess, expiredToday, atRisk }, people, push] = await Promise.all([
    managerCounts(ctx.db, firstDay, clock),
    workers(ctx.db),
    outboxHealth(ctx.db),
  ]);
  // Folded after the answer is read, so the reader that finds the table long pays once.
  if (excess > FOLD_AFTER) await foldTallies(ctx.db, MANAGER_TALLIES);

  const backlog = tallies.filter((t) => t.kind === TALLY.backlog).map((t) => ({ orderStatus: t.k1, orderType: t.k2, count: t.n }));
  const intake = sumBy(tallies, TALLY.intake, (t) => t.k1);
  const completed = sumBy(tallies, TALLY.finished, (t) => t.k1);
  const daily = Array.from({ length: DASHBOARD_DAYS }, (_, i) => ({
    day: dayLabel(firstDay + i),
    intake: intake.get(firstDay + i) ?? 0,
    completed: completed.get(firstDay + i) ?? 0,
  }));
  const finished = [...completed.values()].reduce((s, n) => s + n, 0);
  const finishedLate = [
    ...sumBy(
      tallies,
      TALLY.finished,
      () => 0,
      (t) => t.k2 === 1,
    ).values(),
  ].reduce((s, n) => s + n, 0);
  const expiredBefore = [...sumBy(tallies, TALLY.openByExpiry, () => 0).values()].reduce((s, n) => s + n, 0);
  const loads = sumBy(tallies, TALLY.load, (t) => `${t.k1}/${t.k2}`);
  const state = softphoneStates(ctx);
  return {
    backlog,
    daily,
    sla: { finishedLate, finished, atRisk, expired: expiredBefore + expiredToday },
    workers: people.map((w) => ({ ...w, open: loads.get(`${w.uid}/${w.roleType}`) ?? 0, softphone: state(w.uid) })),
    push,
  };
}
