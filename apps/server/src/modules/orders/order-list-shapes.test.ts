import { is, Placeholder } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { compiledSelect } from '../../platform/db/compiled-select.js';
import { FILTER_ENTRIES, type FilterName, LIST_FILTER_NAMES, LIST_FILTERS, NOT_FILTERS, schemaFieldsOf } from './list-filters.js';
import { type ListKind, listWhere } from './order-filters.js';
import { listQueries } from './order-list-queries.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listOrderBy } from './order-sort.js';
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

const KINDS: ListKind[] = ['all', 'pendingCert', 'pendingReview', 'auditStats'];
const day = Date.parse('2026-03-01T00:00:00+08:00');

/**
 * Two different valid values of every filter described in list-filters.ts (the Record makes a
 * new filter need its samples here); each list's shape tests run on the filters it offers.
 */
const SAMPLES: Record<FilterName, readonly [unknown, unknown]> = {
  orderId: [1, 2],
  openOrderId: ['A-1', 'B-2'],
  companyName: ['上海', '北京'],
  applyUser: ['张三', '李四'],
  mark: ['下午', '上午'],
  orderType: [1, 4],
  certificationType: [10, 20],
  province: ['31', '440000'],
  city: ['3101', '440100'],
  certificationUid: [3, 4],
  auditUid: [5, 6],
  // Not 20 or 30: a pending list's scope is said as its stored values, a shape of its own (list-filters.ts widen).
  orderStatus: [10, 100],
  incomingDate: [`${day},${day + 86_400_000}`, `${day - 86_400_000},${day}`],
  completedCerDate: [`${day},${day + 86_400_000}`, `${day - 86_400_000},${day}`],
  completedAuditDate: [`${day},0`, `${day - 86_400_000},0`],
  finishDate: [`${day},0`, `${day - 86_400_000},0`],
  lastContactDate: [`0,${day}`, `0,${day + 86_400_000}`],
};

/** The statements of a request as the list service builds them: texts, shape, values not bound as placeholders. */
function statement(kind: ListKind, user: AuthUser, body: Record<string, unknown>) {
  const req = listRequestSchema(kind).parse({ pageNum: 1, pageSize: 10, ...body });
  const p = new QueryParams();
  const where = listWhere(kind, user, req, p);
  const queries = listQueries(t.ctx.db, where, listOrderBy(kind, req.field, req.sortType, p));
  const texts = Object.values(queries).map((q) => q.toSQL());
  return {
    queries,
    sql: texts.map((q) => q.sql),
    shape: p.shape,
    inline: texts.flatMap((q) => q.params.filter((v) => !is(v, Placeholder))),
    values: p.values,
  };
}

describe('every filter is described once', () => {
  it.each(KINDS)('%s: every field of its request schema is a described filter or named as not one', (kind) => {
    const fields = schemaFieldsOf(kind);
    const undescribed = fields.filter((f) => !(f in LIST_FILTERS) && !(NOT_FILTERS as readonly string[]).includes(f));
    expect(undescribed).toEqual([]);
    expect(LIST_FILTER_NAMES[kind].length).toBeGreaterThan(0);
  });
  it('every described filter is offered by some list', () => {
    const offered = new Set(KINDS.flatMap((k) => LIST_FILTER_NAMES[k]));
    expect(FILTER_ENTRIES.map(([name]) => name).filter((n) => !offered.has(n))).toEqual([]);
  });
});

// A statement is prepared once per shape and reused: no request value may be part of it.
describe.each(KINDS)('%s: statements of one shape differ only in their placeholders', (kind) => {
  const sort = { all: 'lastContactDate', pendingCert: 'lastContactDate', pendingReview: 'completedCerDate', auditStats: 'finishDate' }[
    kind
  ];
  it.each(LIST_FILTER_NAMES[kind])('%s', (name) => {
    const [a, b] = SAMPLES[name];
    const one = statement(kind, cert01, { [name]: a, field: sort, sortType: 'asc' });
    const two = statement(kind, cert02, { [name]: b, field: sort, sortType: 'asc' });
    expect(two.shape).toBe(one.shape);
    expect(two.sql).toEqual(one.sql);
    expect(one.inline).toEqual([]);
    expect(two.inline).toEqual([]);
    expect(two.values).not.toEqual(one.values);
    // The first compilation of each statement checks the same (compiled-select.ts).
    for (const q of Object.values(one.queries)) expect(() => compiledSelect(t.ctx.db, q)).not.toThrow();
  });
});

describe('shapes', () => {
  it('a different sort or filter set is a different shape', () => {
    const base = statement('all', cert01, { orderType: 1 });
    expect(statement('all', cert01, { orderType: 1, field: 'finishDate', sortType: 'desc' }).shape).not.toBe(base.shape);
    expect(statement('all', cert01, { orderType: 1, province: '31' }).shape).not.toBe(base.shape);
    expect(statement('all', cert01, { orderStatus: 30 }).sql).not.toEqual(statement('all', cert01, { orderStatus: 20 }).sql);
    expect(statement('all', cert01, { orderStatus: 20 }).sql).not.toEqual(statement('all', cert01, { orderStatus: 10 }).sql);
  });
  it('a statement with a value written into it is refused when first compiled', () => {
    const { queries } = statement('all', cert01, { orderType: 1 });
    const page = queries.page;
    const withValue = { toSQL: () => ({ ...page.toSQL(), params: [...page.toSQL().params, 42] }), _: page._ };
    expect(() => compiledSelect(t.ctx.db, withValue)).toThrow(/not a placeholder/);
  });
});
