import chineseDays from 'chinese-days/dist/chinese-days.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  createWorkCalendar,
  DEFAULT_TIME_LIMITS,
  dayNumberOf,
  endOfShanghaiDay,
  expiryFor,
  isExpired,
  shanghaiDayNumber,
} from './working-days.js';

const calendar = createWorkCalendar();
/** An instant given as Shanghai wall-clock time. */
const sh = (wallClock: string): Date => new Date(`${wallClock}+08:00`);
const iso = (date: Date): string => date.toISOString();

// An independent oracle: walk the days one by one over the raw data.
function naiveIsWorkday(day: string): boolean {
  if (day in chineseDays.workdays) return true;
  if (day in chineseDays.holidays) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday >= 1 && weekday <= 5;
}
function naiveBetween(from: string, to: string): number {
  let count = 0;
  for (let d = new Date(`${from}T00:00:00Z`); ; ) {
    d = new Date(d.getTime() + 86_400_000);
    const day = d.toISOString().slice(0, 10);
    if (day > to) return count;
    if (naiveIsWorkday(day)) count += 1;
  }
}

describe('isWorkday', () => {
  it.each([
    ['2026-09-30', true], // Wednesday before National Day
    ['2026-10-01', false],
    ['2026-10-07', false],
    ['2026-10-08', true],
    ['2026-10-10', true], // make-up Saturday
    ['2026-10-11', false], // ordinary Sunday
    ['2026-09-20', true], // make-up Sunday
    ['2026-09-25', false], // Mid-autumn Friday
    ['2026-02-14', true], // Spring Festival make-up Saturday
    ['2026-02-16', false],
    ['2026-02-23', false], // Monday, last day of the Spring Festival holiday
    ['2026-02-24', true],
    ['2026-02-28', true], // make-up Saturday
    ['2026-01-01', false],
    ['2026-01-04', true], // New Year make-up Sunday
    ['2027-03-06', false], // a Saturday beyond the data: ordinary week
    ['2027-03-08', true],
  ])('%s → %s', (day, expected) => {
    expect(calendar.isWorkday(day)).toBe(expected);
  });

  it('reads an instant as its Shanghai day', () => {
    expect(calendar.isWorkday(new Date('2026-09-30T15:59:59.999Z'))).toBe(true); // 23:59 on 30 Sep
    expect(calendar.isWorkday(new Date('2026-09-30T16:00:00Z'))).toBe(false); // 00:00 on 1 Oct
  });

  it('agrees with the raw data on every day from 2004 to 2027', () => {
    for (let day = dayNumberOf('2004-01-01'); day <= dayNumberOf('2027-12-31'); day++) {
      const text = new Date(day * 86_400_000).toISOString().slice(0, 10);
      if (calendar.isWorkday(text) !== naiveIsWorkday(text)) throw new Error(`differs on ${text}`);
    }
  });
});

describe('addWorkDays', () => {
  it('skips National Day and counts the make-up Saturday', () => {
    // 1-7 Oct off; 8, 9, 10 (Sat), 12, 13 are the five working days.
    expect(iso(calendar.addWorkDays(sh('2026-09-30T10:00:00'), 5))).toBe('2026-10-13T15:59:59.999Z');
    expect(iso(calendar.addWorkDays(sh('2026-09-30T10:00:00'), 7))).toBe('2026-10-15T15:59:59.999Z');
  });

  it('skips the Spring Festival and counts the make-up Saturday before it', () => {
    // 13 Feb, 14 Feb (Sat), then 24, 25, 26 Feb.
    expect(iso(calendar.addWorkDays(sh('2026-02-12T09:00:00'), 5))).toBe('2026-02-26T15:59:59.999Z');
  });

  it('counts the make-up Sunday 20 September', () => {
    expect(iso(calendar.addWorkDays(sh('2026-09-18T17:00:00'), 1))).toBe('2026-09-20T15:59:59.999Z');
    expect(iso(calendar.addWorkDays(sh('2026-09-18T17:00:00'), 2))).toBe('2026-09-21T15:59:59.999Z');
  });

  it('starts from the Shanghai day of the instant', () => {
    // 16:30Z on Friday 2 Jan is already Saturday 3 Jan in Shanghai; 4 Jan is a make-up Sunday.
    expect(iso(calendar.addWorkDays(new Date('2026-01-02T16:30:00Z'), 1))).toBe('2026-01-04T15:59:59.999Z');
    expect(iso(calendar.addWorkDays(new Date('2026-01-02T15:30:00Z'), 1))).toBe('2026-01-04T15:59:59.999Z');
    expect(iso(calendar.addWorkDays(new Date('2026-01-04T03:00:00Z'), 1))).toBe('2026-01-05T15:59:59.999Z');
  });

  it('with 0 days ends the start day', () => {
    expect(iso(calendar.addWorkDays(sh('2026-10-01T08:00:00'), 0))).toBe('2026-10-01T15:59:59.999Z');
  });

  it('extends an expiry by whole working days', () => {
    const expired = calendar.addWorkDays(sh('2026-09-30T10:00:00'), 5);
    expect(iso(calendar.addWorkDays(expired, 3))).toBe('2026-10-16T15:59:59.999Z');
  });

  it.each([-1, 1.5, Number.NaN])('refuses %s days', (n) => {
    expect(() => calendar.addWorkDays(sh('2026-09-30T10:00:00'), n)).toThrow(RangeError);
  });

  it('returns or refuses at once for any start, even where Date ends or a calendar has no working day', () => {
    // 9e15 ms is not a Date at all; 8.64e15 is its last day, where counting on never ends.
    for (const ms of [9e15, 8.64e15, -8.64e15, 1e15]) {
      const start = new Date(ms);
      let outcome: 'date' | 'refused';
      try {
        outcome = Number.isFinite(calendar.addWorkDays(start, 5).getTime()) ? 'date' : 'refused';
      } catch (err) {
        expect(err).toBeInstanceOf(RangeError);
        outcome = 'refused';
      }
      expect(outcome, String(ms)).toBe(ms > 8e15 ? 'refused' : 'date');
    }
    const allHolidays = Array.from({ length: 4000 }, (_, i) => new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10));
    const noWorkdays = createWorkCalendar({ holidays: allHolidays });
    expect(() => noWorkdays.addWorkDays(sh('2026-01-01T09:00:00'), 1)).toThrow(RangeError);
  });

  it('is the inverse of workDaysBetween and lands on a working day', () => {
    for (let start = dayNumberOf('2025-12-01'); start < dayNumberOf('2027-01-31'); start += 3) {
      const from = endOfShanghaiDay(start);
      for (const n of [1, 5, 7, 20, 60]) {
        const end = calendar.addWorkDays(from, n);
        expect(calendar.workDaysBetween(from, end)).toBe(n);
        expect(calendar.isWorkday(end)).toBe(true);
      }
    }
  });
});

describe('workDaysBetween', () => {
  it('counts the days after the start up to and including the end day', () => {
    expect(calendar.workDaysBetween(sh('2026-09-30T10:00:00'), sh('2026-10-08T09:00:00'))).toBe(1);
    expect(calendar.workDaysBetween(sh('2026-09-30T10:00:00'), sh('2026-10-07T23:00:00'))).toBe(0);
    expect(calendar.workDaysBetween(sh('2026-09-30T10:00:00'), sh('2026-09-30T18:00:00'))).toBe(0);
    expect(calendar.workDaysBetween(sh('2026-02-13T10:00:00'), sh('2026-02-28T10:00:00'))).toBe(6); // 14th, 24th-27th, 28th
  });

  it('is 0 when the end is before the start', () => {
    expect(calendar.workDaysBetween(sh('2026-10-13T10:00:00'), sh('2026-09-30T10:00:00'))).toBe(0);
  });

  it('counts the working days of a whole year', () => {
    expect(calendar.workDaysBetween(sh('2025-12-31T12:00:00'), sh('2026-12-31T12:00:00'))).toBe(naiveBetween('2025-12-31', '2026-12-31'));
    expect(calendar.workDaysBetween(sh('2025-12-31T12:00:00'), sh('2026-12-31T12:00:00'))).toBe(248); // 261 weekdays - 19 holidays + 6 make-up days
  });

  it('agrees with a day-by-day count over spans across the data and beyond', () => {
    const pairs: [string, string][] = [
      ['2004-01-01', '2004-12-31'],
      ['2019-09-27', '2019-10-14'],
      ['2020-01-17', '2020-02-10'],
      ['2003-12-20', '2004-01-10'],
      ['2026-09-01', '2027-06-30'],
      ['1999-12-25', '2000-01-05'],
      ['2026-02-13', '2026-02-28'],
    ];
    for (const [from, to] of pairs) {
      expect(calendar.workDaysBetween(sh(`${from}T12:00:00`), sh(`${to}T12:00:00`)), `${from}..${to}`).toBe(naiveBetween(from, to));
    }
  });
});

describe('administrator extras', () => {
  const custom = createWorkCalendar({ holidays: ['2026-12-31', '2026-10-10'], workdays: ['2026-12-26', '2026-10-03'] });

  it('override the base data in both directions', () => {
    expect(custom.isWorkday('2026-12-31')).toBe(false); // Thursday made a holiday
    expect(custom.isWorkday('2026-10-10')).toBe(false); // make-up Saturday cancelled
    expect(custom.isWorkday('2026-12-26')).toBe(true); // Saturday made a working day
    expect(custom.isWorkday('2026-10-03')).toBe(true); // holiday made a working day
  });

  it('change counts and expiries', () => {
    expect(calendar.workDaysBetween(sh('2026-12-24T12:00:00'), sh('2026-12-31T12:00:00'))).toBe(5);
    expect(custom.workDaysBetween(sh('2026-12-24T12:00:00'), sh('2026-12-31T12:00:00'))).toBe(5); // +26th, -31st
    expect(iso(custom.addWorkDays(sh('2026-09-30T10:00:00'), 5))).toBe('2026-10-13T15:59:59.999Z'); // 3rd, 8th, 9th, 12th, 13th
    expect(iso(custom.addWorkDays(sh('2026-09-30T10:00:00'), 2))).toBe('2026-10-08T15:59:59.999Z');
  });

  it('reach years the base data does not cover', () => {
    const next = createWorkCalendar({ holidays: ['2027-01-01'], workdays: ['2027-01-02'] });
    expect(next.isWorkday('2027-01-01')).toBe(false);
    expect(next.isWorkday('2027-01-02')).toBe(true);
    expect(next.workDaysBetween(sh('2026-12-31T12:00:00'), sh('2027-01-04T12:00:00'))).toBe(2);
  });

  it('make a date listed as both a holiday', () => {
    expect(createWorkCalendar({ holidays: ['2026-06-01'], workdays: ['2026-06-01'] }).isWorkday('2026-06-01')).toBe(false);
  });

  it('leave the default calendar untouched', () => {
    expect(calendar.isWorkday('2026-12-31')).toBe(true);
  });

  it.each(['2026-02-30', '2026/10/01', '20261001', ''])('refuse the malformed date "%s"', (day) => {
    expect(() => createWorkCalendar({ holidays: [day] })).toThrow(RangeError);
  });
});

describe('day helpers', () => {
  it('number Shanghai days from 1970-01-01', () => {
    expect(shanghaiDayNumber(new Date('1970-01-01T00:00:00+08:00'))).toBe(0);
    expect(shanghaiDayNumber(new Date('1969-12-31T23:59:59+08:00'))).toBe(-1);
    expect(dayNumberOf('1970-01-02')).toBe(1);
    expect(iso(endOfShanghaiDay(0))).toBe('1970-01-01T15:59:59.999Z');
  });
});

describe('expiryFor and isExpired', () => {
  it('gives the end of the last allowed working day', () => {
    expect(iso(expiryFor(sh('2026-09-30T10:00:00'), DEFAULT_TIME_LIMITS[1] ?? 0, calendar))).toBe('2026-10-15T15:59:59.999Z');
    expect(iso(expiryFor(sh('2026-09-30T10:00:00'), DEFAULT_TIME_LIMITS[3] ?? 0, calendar))).toBe('2026-10-13T15:59:59.999Z');
  });

  it('expires only after the expiry instant and only while the order is open', () => {
    const expiry = new Date('2026-10-13T15:59:59.999Z');
    expect(isExpired(expiry, new Date('2026-10-13T15:59:59.999Z'), false)).toBe(false);
    expect(isExpired(expiry, new Date('2026-10-13T16:00:00Z'), false)).toBe(true);
    expect(isExpired(expiry, new Date('2026-10-13T16:00:00Z'), true)).toBe(false);
    expect(isExpired(null, new Date('2026-10-13T16:00:00Z'), false)).toBe(false);
  });

  it('defaults to 7 working days for types 1 and 2 and 5 for the others', () => {
    expect(DEFAULT_TIME_LIMITS).toEqual({ 1: 7, 2: 7, 3: 5, 4: 5, 5: 5, 6: 5, 7: 5, 8: 5 });
  });
});
