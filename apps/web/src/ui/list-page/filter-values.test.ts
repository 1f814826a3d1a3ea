import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { rangeToParam, toRequestFilters } from './filter-values';

describe('rangeToParam', () => {
  it('sends start of the first day and 23:59:59 of the last, in milliseconds', () => {
    const start = dayjs('2026-11-02T15:30:00');
    const end = dayjs('2026-11-05T08:00:00');
    expect(rangeToParam([start, end])).toBe(`${dayjs('2026-11-02T00:00:00').valueOf()},${dayjs('2026-11-05T23:59:59').valueOf()}`);
  });
  it('sends an empty side as 0 and no range as nothing', () => {
    expect(rangeToParam([null, dayjs('2026-11-05')])).toBe(`0,${dayjs('2026-11-05T23:59:59').valueOf()}`);
    expect(rangeToParam([dayjs('2026-11-05'), null])).toBe(`${dayjs('2026-11-05').valueOf()},0`);
    expect(rangeToParam(null)).toBeUndefined();
    expect(rangeToParam([null, null])).toBeUndefined();
  });
});

describe('toRequestFilters', () => {
  it('drops blanks, trims strings and converts ranges', () => {
    const out = toRequestFilters({ orderId: '  12 ', company: '', tags: [], type: 2, at: [dayjs('2026-01-01'), null] }, ['at']);
    expect(out).toEqual({ orderId: '12', type: 2, at: `${dayjs('2026-01-01').valueOf()},0` });
  });
});
