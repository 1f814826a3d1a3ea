/**
 * PRC working-day calendar (D3): Monday to Friday, less public holidays, plus the official
 * make-up working days (调休). The base calendar is the `chinese-days` data set; an
 * administrator's entries from the data dictionary are layered over it and win.
 *
 * Everything counts in Asia/Shanghai calendar days. China has had no daylight saving time since
 * 1991, so a fixed UTC+8 offset is exact and no Intl time-zone data is needed.
 *
 * Counting is O(log n): a working-day count is the closed-form count of weekdays plus a prefix
 * sum over the few dates whose status differs from an ordinary week (binary search).
 */
import chineseDays from 'chinese-days/dist/chinese-days.json' with { type: 'json' };

/** A calendar day in milliseconds (Shanghai keeps no daylight saving). */
export const DAY_MS = 86_400_000;
/** Asia/Shanghai is UTC+8 all year. */
export const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
// Weekdays in the first r days of a week that starts on Thursday (day 0 = 1970-01-01).
const WEEKDAYS_IN_PARTIAL_WEEK = [0, 1, 2, 2, 2, 3, 4] as const;

/** The longest span, in calendar days, a working-day count walks before it gives up (about ten years). */
export const MAX_SPAN_DAYS = 3660;

/** Default time limit in working days per order type (D3): 7 for types 1 and 2, else 5. */
export const DEFAULT_TIME_LIMITS: Record<number, number> = { 1: 7, 2: 7, 3: 5, 4: 5, 5: 5, 6: 5, 7: 5, 8: 5 };

/** Administrator entries layered over the base calendar, as 'YYYY-MM-DD' dates. */
export interface CalendarExtras {
  holidays?: readonly string[];
  workdays?: readonly string[];
}

/** A working-day calendar; every date is read as its calendar day in Asia/Shanghai. */
export interface WorkCalendar {
  /** True when the Shanghai day of the date (or the 'YYYY-MM-DD' day) is a working day. */
  isWorkday(date: Date | string): boolean;
  /** End (23:59:59.999 Shanghai) of the n-th working day after the day of start. */
  addWorkDays(start: Date, n: number): Date;
  /** Working days after the day of start up to and including the day of end; 0 when end is earlier. */
  workDaysBetween(start: Date, end: Date): number;
}

/** Shanghai calendar day number (days since 1970-01-01) of an instant. */
export function shanghaiDayNumber(date: Date): number {
  return Math.floor((date.getTime() + SHANGHAI_OFFSET_MS) / DAY_MS);
}

/** Parses a 'YYYY-MM-DD' calendar date to its day number; throws on anything else. */
export function dayNumberOf(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const ms = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || new Date(ms).toISOString().slice(0, 10) !== day) {
    throw new RangeError(`Invalid calendar date "${day}", expected YYYY-MM-DD`);
  }
  return ms / DAY_MS;
}

/** The instant 23:59:59.999 in Shanghai of a day number. */
export function endOfShanghaiDay(dayNumber: number): Date {
  return new Date((dayNumber + 1) * DAY_MS - SHANGHAI_OFFSET_MS - 1);
}

function isWeekday(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7; // 0 = Sunday
  return weekday >= 1 && weekday <= 5;
}

/** Weekdays in [0, day), negative for days before 1970; whole weeks shift without changing the pattern. */
function weekdaysBefore(day: number): number {
  const weeks = Math.floor(day / 7);
  return weeks * 5 + (WEEKDAYS_IN_PARTIAL_WEEK[day - weeks * 7] ?? 0);
}

// The base overrides are the same for every calendar: parse them once.
let baseOverrides: Map<number, boolean> | undefined;
function base(): Map<number, boolean> {
  if (!baseOverrides) {
    baseOverrides = new Map();
    for (const day of Object.keys(chineseDays.holidays)) baseOverrides.set(dayNumberOf(day), false);
    for (const day of Object.keys(chineseDays.workdays)) baseOverrides.set(dayNumberOf(day), true);
  }
  return baseOverrides;
}

/**
 * Builds a calendar from the base data and the administrator's extras. A date listed both as
 * an extra holiday and an extra working day counts as a holiday.
 */
export function createWorkCalendar(extra: CalendarExtras = {}): WorkCalendar {
  const status = new Map(base());
  for (const day of extra.workdays ?? []) status.set(dayNumberOf(day), true);
  for (const day of extra.holidays ?? []) status.set(dayNumberOf(day), false);

  // Only the dates that differ from an ordinary week matter for counting.
  const deltas = [...status]
    .filter(([day, working]) => working !== isWeekday(day))
    .map(([day, working]) => [day, working ? 1 : -1] as const)
    .sort((a, b) => a[0] - b[0]);
  const days = deltas.map(([day]) => day);
  const prefix = [0];
  for (const [, delta] of deltas) prefix.push((prefix.at(-1) ?? 0) + delta);

  const workingOn = (day: number): boolean => status.get(day) ?? isWeekday(day);
  // Working days in [0, day): weekdays plus the corrections of the special dates before it.
  const countBefore = (day: number): number => {
    let lo = 0;
    let hi = days.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((days[mid] ?? 0) < day) lo = mid + 1;
      else hi = mid;
    }
    return weekdaysBefore(day) + (prefix[lo] ?? 0);
  };

  return {
    isWorkday: (date) => workingOn(typeof date === 'string' ? dayNumberOf(date) : shanghaiDayNumber(date)),
    addWorkDays(start, n) {
      if (!Number.isInteger(n) || n < 0) throw new RangeError(`Working days must be a whole number ≥ 0, got ${n}`);
      if (!Number.isFinite(start.getTime())) throw new RangeError('Start of a working-day count is not a valid date');
      const first = shanghaiDayNumber(start);
      // Bounded, whatever the input: an administrator's calendar could in principle mark every
      // day a holiday, and a date near the end of what Date holds never reaches n.
      let day = first;
      for (let left = n; left > 0; ) {
        day += 1;
        if (day - first > MAX_SPAN_DAYS) throw new RangeError(`No ${n} working days within ${MAX_SPAN_DAYS} days`);
        if (workingOn(day)) left -= 1;
      }
      const end = endOfShanghaiDay(day);
      if (!Number.isFinite(end.getTime())) throw new RangeError('A working-day count ran past the last date');
      return end;
    },
    workDaysBetween(start, end) {
      const from = shanghaiDayNumber(start);
      const to = shanghaiDayNumber(end);
      return to <= from ? 0 : countBefore(to + 1) - countBefore(from + 1);
    },
  };
}

/** The expiredDate of an order (D3): the end of the last allowed working day after incomingDate. */
export function expiryFor(incomingDate: Date, limitDays: number, calendar: WorkCalendar): Date {
  return calendar.addWorkDays(incomingDate, limitDays);
}

/** True when now is past expiredDate and the order has not ended (D3). */
export function isExpired(expiredDate: Date | null | undefined, now: Date, ended: boolean): boolean {
  return !ended && expiredDate != null && now.getTime() > expiredDate.getTime();
}
