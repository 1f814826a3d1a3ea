import { endOfShanghaiDay, shanghaiDayNumber, type WorkCalendar } from '@certdesk/contract';

/**
 * The instants a dashboard counts from, all read once per request: the start of today in
 * Asia/Shanghai, and the end of the next working day, the last expiry that is still "at risk"
 * (due today or tomorrow on the PRC calendar, issue 19). An order due on a weekend or holiday
 * before the next working day counts as at risk too: nobody works in between.
 */
export interface DashboardClock {
  now: Date;
  today: number;
  startOfToday: Date;
  riskEnd: Date;
}

/** The clock of one dashboard request. */
export function dashboardClock(calendar: WorkCalendar, now = new Date()): DashboardClock {
  const today = shanghaiDayNumber(now);
  return { now, today, startOfToday: new Date(endOfShanghaiDay(today - 1).getTime() + 1), riskEnd: calendar.addWorkDays(now, 1) };
}

/** 'YYYY-MM-DD' of a Shanghai day number. */
export function dayLabel(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}
