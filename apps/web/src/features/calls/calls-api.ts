import type { CallRecordRow, Page } from '@certdesk/contract';
import { del, get, post } from '../../api/client';

/** Query key prefix of the call lists (invalidated after bind, delete, upload). */
export const CALLS_KEY = 'calls';

export const fetchCallRecords = (params: Record<string, unknown>) => post<Page<CallRecordRow>>('/api/call/record/list', params);
export const fetchMissedCalls = (params: Record<string, unknown>) => post<Page<CallRecordRow>>('/api/call/miss/list', params);
/** The call records of one order (the Course section's call tab). */
export const fetchOrderCalls = (orderId: number) => get<CallRecordRow[]>(`/api/call/order/${orderId}`);
/** The bind dialog's check step: a work-order id or a partner order number. */
export const checkCallOrder = (orderId: string) =>
  get<{ orderId: number; openOrderId: string; orderType: number; companyName: string; applyUser: string }>(
    `/api/call/checkOrder/${encodeURIComponent(orderId)}`,
  );
export const bindCall = (id: number, bind: boolean, orderId?: number) => post<null>('/api/call/bindCall', { bind, id, orderId });
export const deleteCall = (id: number) => del<null>(`/api/call/delete/${id}`);
export const placeSimIncoming = (uid: number, fromMobile: string) =>
  post<{ sessionId: string }>('/api/softphone/sim/incoming', { uid, fromMobile });
