import { ordersApi } from '@certdesk/contract';
import { call } from '../../api/client';

export type { OrderListKind } from '@certdesk/contract';

/** Query key prefix of the order lists. */
export const ORDERS_KEY = 'orders';

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
