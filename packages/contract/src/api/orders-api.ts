import type { z } from 'zod';
import { orderPageSchema } from '../order-row.js';
import {
  allOrdersListSchema,
  auditStatsListSchema,
  delaySchema,
  dispatchSchema,
  endOrderSchema,
  grantFourValidateSchema,
  pendingCertListSchema,
  pendingReviewListSchema,
  updateMarkSchema,
} from '../orders.js';
import { defineRoute } from './route.js';
import { saveOf } from './route-shapes.js';

const list = <const P extends string, B extends z.ZodType>(base: P, body: B) =>
  defineRoute({ method: 'POST', path: `${base}/list` as `${P}/list`, body, response: orderPageSchema });

/** Actions of the order lists (modules/orders/order-actions on the server, features/orders on the web). */
export const ordersApi = {
  updateMark: saveOf('/api/order/updateMark', updateMarkSchema),
  delay: saveOf('/api/order/delay', delaySchema),
  dispatch: saveOf('/api/order/dispatch', dispatchSchema),
  grantFourValidate: saveOf('/api/enterprise/grantFourValidate', grantFourValidateSchema),
  end: saveOf('/api/order/end', endOrderSchema),
};

/** The four order lists (01 §2): a page of rows for the filters, sort and page asked for. */
export const orderListsApi = {
  all: list('/api/order', allOrdersListSchema),
  pendingCert: list('/api/order/waitCertification', pendingCertListSchema),
  pendingReview: list('/api/order/waitAudit', pendingReviewListSchema),
  auditStats: list('/api/audit', auditStatsListSchema),
};

/** Which of the four lists: all orders, pending certification, pending review, audit statistics. */
export type OrderListKind = keyof typeof orderListsApi;

/** The xlsx export of a list (a download, beside its list route): the same filters without the page. */
export const orderListExportPath = (kind: OrderListKind): string => orderListsApi[kind].path.replace(/\/list$/, '/export');
