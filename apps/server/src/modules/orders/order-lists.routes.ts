import {
  ADMIN_ROLES,
  allOrdersFilterSchema,
  auditStatsFilterSchema,
  type OrderListFilters,
  type OrderListKind,
  orderListExportPath,
  orderListsApi,
  pendingCertFilterSchema,
  pendingReviewFilterSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { LIST_TITLES } from './order-export-columns.js';
import { exportOrders, type ListRequest, listOrders } from './order-lists.service.js';

interface ListRoute {
  /** The menu route whose screen shows the list (D4: custom roles read what their routes show). */
  routeId: number;
  /** The export's filters: the list's request without the page. */
  filters: z.ZodType<OrderListFilters>;
}

/** The four lists: their screens and export filters (paths and list requests: orderListsApi; titles: LIST_TITLES). */
export const ORDER_LISTS: Record<OrderListKind, ListRoute> = {
  all: { routeId: 11000, filters: allOrdersFilterSchema },
  pendingCert: { routeId: 12000, filters: pendingCertFilterSchema },
  pendingReview: { routeId: 13000, filters: pendingReviewFilterSchema },
  auditStats: { routeId: 81000, filters: auditStatsFilterSchema },
};

/** The request schema of a list (page, sort and filters). */
export function listRequestSchema(kind: OrderListKind): z.ZodType<ListRequest> {
  return orderListsApi[kind].body;
}

/** The four order lists (01 §2) and their streamed exports (D19, roles 0 and 100). */
export function orderListRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const [kind, l] of Object.entries(ORDER_LISTS) as [OrderListKind, ListRoute][]) {
      // The rows are built by toOrderRow, typed by the contract's schema at compile time and
      // checked against it by the tests (order-lists.test.ts). Encoding them field by field
      // at run time cost 0.3 ms per page, more than PostgreSQL spends reading it.
      const options = {
        tags: ['订单'],
        summary: LIST_TITLES[kind],
        onRequest: guard({ routes: [l.routeId] }),
        unencodedAnswer: true as const,
      };
      serve(app, orderListsApi[kind], options, async (request) => ok(await listOrders(ctx, requireUser(request), kind, request.body)));
      app.post(
        orderListExportPath(kind),
        { schema: { tags: ['订单'], summary: `导出${LIST_TITLES[kind]}`, body: l.filters }, onRequest: guard({ roles: ADMIN_ROLES }) },
        async (request, reply) => exportOrders(ctx, requireUser(request), kind, request.body, reply),
      );
    }
  };
}
