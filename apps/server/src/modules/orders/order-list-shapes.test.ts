import { allOrdersListSchema, type OrderListFilters } from '@certdesk/contract';
import { is, Placeholder } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { listOrderBy, listWhere } from './order-filters.js';
import { orderPageQuery } from './order-list-queries.js';
import { QueryParams } from './query-params.js';
import { authUserOf } from './test-users.js';

let t: TestApp;
let cert01: AuthUser;
let cert02: AuthUser;
beforeAll(async () => {
  t = await createTestApp();
  cert01 = await authUserOf(t.ctx.db, 'cert01');
  cert02 = await authUserOf(t.ctx.db, 'cert02');
});
afterAll(() => t.close());

/** The statement of a request as the list service builds it: text, shape, and values not bound as placeholders. */
function statement(user: AuthUser, body: Record<string, unknown>) {
  const req = allOrdersListSchema.parse({ pageNum: 1, pageSize: 10, ...body }) as OrderListFilters & {
    field?: string;
    sortType?: 'asc' | 'desc';
  };
  const p = new QueryParams();
  const where = listWhere('all', user, req, p);
  const q = orderPageQuery(t.ctx.db, where, listOrderBy('all', req.field, req.sortType, p).by).toSQL();
  return { sql: q.sql, shape: p.shape, inline: q.params.filter((v) => !is(v, Placeholder)), values: p.values };
}

// A statement is prepared once per shape and reused: no request value may be part of it.
describe('list statements of one shape differ only in their placeholders', () => {
  const day = Date.parse('2026-03-01T00:00:00+08:00');
  it.each([
    ['orderId', 1, 2],
    ['openOrderId', 'A-1', 'B-2'],
    ['companyName', '上海', '北京'],
    ['applyUser', '张三', '李四'],
    ['mark', '下午', '上午'],
    ['orderType', 1, 4],
    ['certificationType', 10, 20],
    ['province', '31', '44'],
    ['city', '3101', '4401'],
    ['certificationUid', 3, 4],
    ['auditUid', 5, 6],
    ['orderStatus', 20, 100],
    ['incomingDate', `${day},${day + 86_400_000}`, `${day - 86_400_000},${day}`],
    ['completedCerDate', `${day},${day + 86_400_000}`, `${day - 86_400_000},${day}`],
    ['finishDate', `${day},0`, `${day - 86_400_000},0`],
  ] as const)('%s', (name, a, b) => {
    const one = statement(cert01, { [name]: a, field: 'lastContactDate', sortType: 'asc' });
    const two = statement(cert02, { [name]: b, field: 'lastContactDate', sortType: 'asc' });
    expect(two.shape).toBe(one.shape);
    expect(two.sql).toBe(one.sql);
    expect(two.inline).toEqual(one.inline);
    expect(two.values).not.toEqual(one.values);
  });
  it('a different sort or filter set is a different shape', () => {
    const base = statement(cert01, { orderType: 1 });
    expect(statement(cert01, { orderType: 1, field: 'finishDate', sortType: 'desc' }).shape).not.toBe(base.shape);
    expect(statement(cert01, { orderType: 1, province: '31' }).shape).not.toBe(base.shape);
    expect(statement(cert01, { orderStatus: 30 }).sql).not.toBe(statement(cert01, { orderStatus: 20 }).sql);
  });
});
