import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  allOrdersFilterSchema,
  allOrdersListSchema,
  auditStatsFilterSchema,
  auditStatsListSchema,
  pendingCertFilterSchema,
  pendingCertListSchema,
  pendingReviewFilterSchema,
  pendingReviewListSchema,
} from './index.js';
import { printedSeed, seededRandom } from './seeded-random.testing.js';

/** Pending review's filters, which the lists of all orders and of pending certification have too. */
const COMMON = [
  'orderId',
  'openOrderId',
  'companyName',
  'orderType',
  'certificationUid',
  'province',
  'city',
  'area',
  'auditUid',
  'incomingDate',
  'completedCerDate',
];
/**
 * The filters of each order list as the specification names them (01 §2; province and city also
 * as the cascader's `area`), written out here rather than read from the schemas: the oracle a
 * request's keys are checked against.
 */
const SPEC_FILTERS: Record<string, readonly string[]> = {
  all: [...COMMON, 'applyUser', 'certificationType', 'orderStatus', 'completedAuditDate', 'finishDate', 'lastContactDate'],
  pendingCert: [...COMMON, 'applyUser', 'mark', 'certificationType', 'lastContactDate'],
  pendingReview: COMMON,
  auditStats: [
    'orderId',
    'companyName',
    'certificationUid',
    'auditUid',
    'incomingDate',
    'completedCerDate',
    'completedAuditDate',
    'finishDate',
  ],
};

const LISTS: [string, z.ZodType, z.ZodType][] = [
  ['all', allOrdersListSchema, allOrdersFilterSchema],
  ['pendingCert', pendingCertListSchema, pendingCertFilterSchema],
  ['pendingReview', pendingReviewListSchema, pendingReviewFilterSchema],
  ['auditStats', auditStatsListSchema, auditStatsFilterSchema],
];

/** Valid values of the keys every list request has besides its filters; an export has only the sort. */
const SORT = { sortType: 'desc' };
const PAGE = { pageNum: 1, pageSize: 10 };

/** Keys no list has: misspellings, a prototype's name, Chinese, a very long one. */
const STRANGERS = ['companyname', 'order_status', 'constructor', 'toString', '企业名称', 'x'.repeat(300), 'pageNo', 'sortField'];

describe('a key the order list does not have', () => {
  it('is refused by name on every list and export, and every key of the specification is taken, from a printed seed', () => {
    const rand = seededRandom(printedSeed('LIST_KEYS_SEED', 'order list keys'));
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)] as T;
    const everyFilter = [...new Set(Object.values(SPEC_FILTERS).flat())];
    for (let i = 0; i < 3000; i++) {
      const [name, listSchema, filterSchema] = pick(LISTS);
      const own = new Set(SPEC_FILTERS[name]);
      const exporting = rand() < 0.3;
      const body: Record<string, unknown> = { ...SORT, ...(exporting ? {} : PAGE) };
      // A blank value is "no filter" for every filter, so only the keys decide.
      const keys = Array.from({ length: Math.floor(rand() * 5) }, () => (rand() < 0.8 ? pick(everyFilter) : pick(STRANGERS)));
      if (exporting && rand() < 0.2) keys.push('pageNum');
      for (const k of keys) body[k] = k === 'pageNum' ? 1 : '';
      const unknown = Object.keys(body).filter((k) => !own.has(k) && !Object.hasOwn(SORT, k) && (exporting || !Object.hasOwn(PAGE, k)));
      const r = (exporting ? filterSchema : listSchema).safeParse(body);
      const label = `${name}${exporting ? ' export' : ''} ${JSON.stringify(Object.keys(body))}`;
      if (unknown.length === 0) {
        expect(r.success, label).toBe(true);
        continue;
      }
      expect(r.success, label).toBe(false);
      const messages = r.error?.issues.map((issue) => issue.message) ?? [];
      const named = unknown.slice(0, 3).map((k) => (k.length > 40 ? `${k.slice(0, 40)}…` : k));
      expect(messages, label).toContain(`含有不支持的字段：${named.join('、')}${unknown.length > 3 ? `等${unknown.length}个` : ''}`);
    }
  });

  it('is refused even when its value is blank, and a request of many strange keys names three', () => {
    expect(allOrdersListSchema.safeParse({ mark: '' }).error?.issues.map((i) => i.message)).toEqual(['含有不支持的字段：mark']);
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`k${i}`, i]));
    expect(auditStatsListSchema.safeParse(many).error?.issues.map((i) => i.message)).toEqual(['含有不支持的字段：k0、k1、k2等2000个']);
  });
});
