import {
  allOrdersListSchema,
  auditStatsListSchema,
  type OrderRow,
  ordersApi,
  type Page,
  pendingCertListSchema,
  pendingReviewListSchema,
} from '@certdesk/contract';
import { call, post } from '../../api/client';

/** Query key prefix of the order lists. */
export const ORDERS_KEY = 'orders';

/** The four lists and their endpoints (01 §7). */
export type OrderListKind = 'all' | 'pendingCert' | 'pendingReview' | 'auditStats';

export const LIST_PATHS: Record<OrderListKind, string> = {
  all: '/api/order',
  pendingCert: '/api/order/waitCertification',
  pendingReview: '/api/order/waitAudit',
  auditStats: '/api/audit',
};

/** The request schema of each list: what its URL may hold (the server checks the same). */
export const LIST_SCHEMAS = {
  all: allOrdersListSchema,
  pendingCert: pendingCertListSchema,
  pendingReview: pendingReviewListSchema,
  auditStats: auditStatsListSchema,
} satisfies Record<OrderListKind, unknown>;

export const fetchOrders = (kind: OrderListKind) => (params: Record<string, unknown>) =>
  post<Page<OrderRow>>(`${LIST_PATHS[kind]}/list`, params);

const joined = (ids: readonly (string | number | bigint)[]) => ids.map(String).join(',');

export const updateMark = (orderId: number, mark: string) => call(ordersApi.updateMark, { orderId, mark });
export const delayOrders = (ids: readonly (string | number | bigint)[], workDay: number) =>
  call(ordersApi.delay, { orderId: joined(ids), workDay });
export const dispatchOrders = (ids: readonly (string | number | bigint)[], dispatchType: 10 | 20, uid: number) =>
  call(ordersApi.dispatch, { dispatchType, orderId: joined(ids), uid });
export const grantFourValidate = (ids: readonly (string | number | bigint)[]) =>
  call(ordersApi.grantFourValidate, { orderId: joined(ids) });
export const endOrders = (ids: readonly (string | number | bigint)[], reason?: string) =>
  call(ordersApi.end, { orderId: joined(ids), reason });
