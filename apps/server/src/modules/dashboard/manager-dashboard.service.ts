import { DASHBOARD_DAYS, type ManagerDashboard, type SeatState } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { outboxHealth } from '../interface-log/interface-log.service.js';
import { workCalendarFor } from '../orders/order-timing.js';
import { telephonyOf } from '../telephony/telephony.provider.js';
import { backlog, dailyFlow, finishedSince, openDeadlines, workerLoads } from './dashboard.repo.js';
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

/** The managers' and administrators' dashboard: the whole desk in one call (roles checked by the route). */
export async function managerDashboard(ctx: AppContext): Promise<ManagerDashboard> {
  const clock = dashboardClock(await workCalendarFor(ctx));
  const firstDay = clock.today - (DASHBOARD_DAYS - 1);
  const since = new Date(clock.startOfToday.getTime() - (DASHBOARD_DAYS - 1) * 86_400_000);
  const [cells, flow, finished, deadlines, loads, push] = await Promise.all([
    backlog(ctx.db),
    dailyFlow(ctx.db, firstDay),
    finishedSince(ctx.db, since),
    openDeadlines(ctx.db, clock.now, clock.riskEnd),
    workerLoads(ctx.db),
    outboxHealth(ctx.db),
  ]);
  const byDay = new Map(flow.map((f) => [Number(f.day), f]));
  const daily = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const f = byDay.get(firstDay + i);
    return { day: dayLabel(firstDay + i), intake: Number(f?.intake ?? 0), completed: Number(f?.completed ?? 0) };
  });
  const state = softphoneStates(ctx);
  return {
    backlog: cells,
    daily,
    sla: { finishedLate: finished.late, finished: finished.finished, atRisk: deadlines.atRisk, expired: deadlines.expired },
    workers: loads.map((w) => ({ ...w, softphone: state(w.uid) })),
    push,
  };
}
