import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dateRangeField, formatTotal, pagingSchema, parseDateRange, sortSchema } from './paging.js';

describe('pagingSchema', () => {
  it('defaults to page 1 of 10 and accepts 10, 20, 30, 50', () => {
    expect(pagingSchema.parse({})).toEqual({ pageNum: 1, pageSize: 10 });
    for (const size of [10, 20, 30, 50]) expect(pagingSchema.parse({ pageSize: size }).pageSize).toBe(size);
  });
  it('refuses other page sizes and pages below 1 in Chinese', () => {
    expect(pagingSchema.safeParse({ pageSize: 15 }).error?.issues[0]?.message).toBe('每页条数只能是10、20、30或50');
    expect(pagingSchema.safeParse({ pageNum: 0 }).error?.issues[0]?.message).toBe('页码必须大于0');
  });
});

describe('date ranges', () => {
  it('parses "start,end" milliseconds with 0 as an open side', () => {
    expect(parseDateRange('1000,2000')).toEqual({ start: new Date(1000), end: new Date(2000) });
    expect(parseDateRange('0,2000')).toEqual({ start: null, end: new Date(2000) });
    expect(parseDateRange('1000,0')).toEqual({ start: new Date(1000), end: null });
  });
  it('refuses malformed ranges', () => {
    for (const bad of ['1000', 'a,b', '2000,1000', '1,2,3', '-5,10']) expect(parseDateRange(bad)).toBeNull();
    const schema = z.object({ incomingDate: dateRangeField('下单时间') });
    expect(schema.safeParse({ incomingDate: 'x,y' }).error?.issues[0]?.message).toBe('下单时间格式错误');
    expect(schema.parse({ incomingDate: '' }).incomingDate).toBeUndefined();
  });
});

describe('sortSchema', () => {
  it('takes a field of the fixed list and asc/desc, and refuses anything else', () => {
    const s = sortSchema(['incomingDate', 'workDay']);
    expect(s.parse({ field: 'workDay', sortType: 'asc' })).toEqual({ field: 'workDay', sortType: 'asc' });
    expect(s.safeParse({ field: 'id; drop table orders' }).success).toBe(false);
    expect(s.safeParse({ sortType: 'up' }).success).toBe(false);
  });
});

it('formats a capped total as "10000+"', () => {
  expect(formatTotal(10000, true)).toBe('10000+');
  expect(formatTotal(42)).toBe('42');
});
