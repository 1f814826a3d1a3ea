import {
  ADMIN_ROLES,
  allOrdersFilterSchema,
  allOrdersListSchema,
  auditStatsFilterSchema,
  auditStatsListSchema,
  envelopeOf,
  type OrderListFilters,
  orderPageSchema,
  pendingCertFilterSchema,
  pendingCertListSchema,
  pendingReviewFilterSchema,
  pendingReviewListSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import type { ListKind } from './order-filters.js';
import { exportOrders, type ListRequest, listOrders } from './order-lists.service.js';

interface ListRoute {
  kind: ListKind;
  path: string;
  title: string;
  /** The menu route whose screen shows the list (D4: custom roles read what their routes show). */
  routeId: number;
  list: z.ZodType<ListRequest>;
  filters: z.ZodType<OrderListFilters>;
}

/** The four lists: their paths, titles, screens and request schemas. */
export const ORDER_LISTS: ListRoute[] = [
  { kind: 'all', path: '/api/order', title: '全部订单', routeId: 11000, list: allOrdersListSchema, filters: allOrdersFilterSchema },
  {
    kind: 'pendingCert',
    path: '/api/order/waitCertification',
    title: '待认证订单',
    routeId: 12000,
    list: pendingCertListSchema,
    filters: pendingCertFilterSchema,
  },
  {
    kind: 'pendingReview',
    path: '/api/order/waitAudit',
    title: '待审核订单',
    routeId: 13000,
    list: pendingReviewListSchema,
    filters: pendingReviewFilterSchema,
  },
  {
    kind: 'auditStats',
    path: '/api/audit',
    title: '审核统计',
    routeId: 81000,
    list: auditStatsListSchema,
    filters: auditStatsFilterSchema,
  },
];

/** The request schema of a list (page, sort and filters). */
export function listRequestSchema(kind: ListKind): z.ZodType<ListRequest> {
  const found = ORDER_LISTS.find((l) => l.kind === kind);
  if (!found) throw new Error(`no list ${kind}`);
  return found.list;
}

/** The four order lists (01 §2) and their streamed exports (D19, roles 0 and 100). */
export function orderListRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const l of ORDER_LISTS) {
      app.post(
        `${l.path}/list`,
        {
          schema: { tags: ['订单'], summary: l.title, body: l.list, response: { 200: envelopeOf(orderPageSchema) } },
          // The rows are built by toOrderRow, typed by the contract's schema at compile time and
          // checked against it by the tests (order-lists.test.ts). Encoding them field by field
          // at run time cost 0.3 ms per page, more than PostgreSQL spends reading it.
          serializerCompiler: () => (data) => JSON.stringify(data),
          onRequest: guard({ routes: [l.routeId] }),
        },
        async (request) => ok(await listOrders(ctx, requireUser(request), l.kind, request.body)),
      );
      app.post(
        `${l.path}/export`,
        { schema: { tags: ['订单'], summary: `导出${l.title}`, body: l.filters }, onRequest: guard({ roles: ADMIN_ROLES }) },
        async (request, reply) => exportOrders(ctx, requireUser(request), l.kind, request.body, reply),
      );
    }
  };
}
