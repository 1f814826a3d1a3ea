import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.js';
import { INSTANT_RANGE } from './instants.js';
import { dateRangeField, formatTotal, LIST_TOO_DEEP_MESSAGE, MAX_LIST_ROWS, pagingSchema, parseDateRange, sortSchema } from './paging.js';
import { printedSeed, seededRandom } from './seeded-random.testing.js';

/** The order lists' request schemas, and the contract's other paged lists (pageNum and pageSize). */
const ORDER_LISTS = ['allOrdersListSchema', 'pendingCertListSchema', 'pendingReviewListSchema', 'auditStatsListSchema'];
const pagedLists: [string, z.ZodObject][] = Object.entries(contract as Record<string, unknown>).flatMap(([name, value]) =>
  value instanceof z.ZodObject && value !== pagingSchema && 'pageNum' in value.shape && 'pageSize' in value.shape
    ? [[name, value as z.ZodObject] as [string, z.ZodObject]]
    : [],
);
const orderLists = pagedLists.filter(([name]) => ORDER_LISTS.includes(name));

describe('the depth of an order list', () => {
  it('serves a page ending at the 25,000th row and refuses one past it, on each of the four lists', () => {
    expect(orderLists.map(([name]) => name).sort()).toEqual([...ORDER_LISTS].sort());
    for (const [name, schema] of orderLists) {
      expect(schema.safeParse({ pageNum: 500, pageSize: 50 }).success, name).toBe(true);
      expect(schema.safeParse({ pageNum: 2500, pageSize: 10 }).success, name).toBe(true);
      const refused = schema.safeParse({ pageNum: 501, pageSize: 50 });
      expect(
        refused.error?.issues.map((i) => [i.path, i.message]),
        name,
      ).toEqual([[['pageNum'], LIST_TOO_DEEP_MESSAGE]]);
    }
  });

  it('agrees with pageNum × pageSize ≤ 25,000 for random pages, from a printed seed', () => {
    const seed = printedSeed('DEPTH_SEED', 'list depth');
    const rand = seededRandom(seed);
    for (let i = 0; i < 2000; i++) {
      const [name, schema] = orderLists[Math.floor(rand() * orderLists.length)] as [string, z.ZodObject];
      const pageSize = [10, 20, 30, 50][Math.floor(rand() * 4)] as number;
      // Around the edge mostly, sometimes anywhere up to a billion.
      const pageNum =
        rand() < 0.8 ? Math.max(1, Math.round(MAX_LIST_ROWS / pageSize) + Math.floor(rand() * 21) - 10) : 1 + Math.floor(rand() * 1e9);
      const r = schema.safeParse({ pageNum, pageSize });
      expect(r.success, `seed ${seed}: ${name} page ${pageNum} of ${pageSize}`).toBe(pageNum * pageSize <= MAX_LIST_ROWS);
    }
  });

  it('leaves the other lists, whose exact totals read every match anyway, to any page', () => {
    const others = pagedLists.filter(([name]) => !ORDER_LISTS.includes(name) && name !== 'unReadMsgListSchema');
    expect(others.length).toBeGreaterThan(15);
    for (const [name, schema] of others) expect(schema.safeParse({ pageNum: 100_000, pageSize: 50 }).success, name).toBe(true);
  });
});

describe('a key a list does not have', () => {
  it('is refused by name on every paged list of the contract, its own keys blank or absent', () => {
    expect(pagedLists.length).toBeGreaterThan(20);
    for (const [name, schema] of pagedLists) {
      // The popover's unread list names its group (the one key a paged list requires).
      const page = { pageNum: 1, pageSize: 10, ...('msgTitle' in schema.shape && { msgTitle: '系统消息' }) };
      // One key of another list, one of no list: each named, in the order sent.
      const foreign = 'mark' in schema.shape ? 'orderStatus' : 'mark';
      const r = schema.safeParse({ ...page, [foreign]: '', pageNo: 2 });
      expect(
        r.error?.issues.map((i) => i.message),
        name,
      ).toContain(`含有不支持的字段：${foreign}、pageNo`);
      expect(schema.safeParse(page).success, name).toBe(true);
    }
  });
});

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
  const t1 = Date.UTC(2026, 0, 1);
  const t2 = Date.UTC(2026, 5, 1);
  it('parses "start,end" milliseconds with 0 as an open side', () => {
    expect(parseDateRange(`${t1},${t2}`)).toEqual({ start: new Date(t1), end: new Date(t2) });
    expect(parseDateRange(`0,${t2}`)).toEqual({ start: null, end: new Date(t2) });
    expect(parseDateRange(`${t1},0`)).toEqual({ start: new Date(t1), end: null });
  });
  it('refuses malformed ranges', () => {
    for (const bad of ['1000', 'a,b', `${t2},${t1}`, '1,2,3', `-5,${t1}`]) expect(parseDateRange(bad)).toBe('malformed');
    const schema = z.object({ incomingDate: dateRangeField('下单时间') });
    expect(schema.safeParse({ incomingDate: 'x,y' }).error?.issues[0]?.message).toBe('下单时间格式错误');
    expect(schema.parse({ incomingDate: '' }).incomingDate).toBeUndefined();
  });
  it('refuses instants outside 2000–2099 with a Chinese message, at both edges and far beyond', () => {
    const outside = [INSTANT_RANGE.min - 1, INSTANT_RANGE.max + 1, 1000, 1e15, 8.64e15, 9e15, 1e16];
    for (const ms of outside) expect(parseDateRange(`${ms},0`), String(ms)).toBe('out-of-range');
    expect(parseDateRange(`${INSTANT_RANGE.min},${INSTANT_RANGE.max}`)).toEqual({
      start: new Date(INSTANT_RANGE.min),
      end: new Date(INSTANT_RANGE.max),
    });
    const schema = z.object({ incomingDate: dateRangeField('下单时间') });
    expect(schema.safeParse({ incomingDate: '9000000000000000,0' }).error?.issues[0]?.message).toBe(
      '下单时间超出范围，须在2000年至2099年之间',
    );
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
