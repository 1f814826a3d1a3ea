import { z } from 'zod';
import {
  attachRecordingSchema,
  bindCallSchema,
  callerOrderSchema,
  callOrderCheckSchema,
  callRecordListSchema,
  callRecordRowSchema,
  missedCallListSchema,
  saveSessionIdSchema,
  uploadCallSchema,
} from '../calls.js';
import { pageOf } from '../envelope.js';
import { Msg } from '../errors.js';
import { defineRoute } from './route.js';
import { saveOf as done } from './route-shapes.js';

const callIdParams = z.object({ id: z.coerce.number({ error: 'ID必须是数字' }).int().positive('ID必须大于0') });
// The work-order id or the partner's order number (openOrderId), as the user reads it.
const orderNumberParams = z.object({ orderId: z.string().trim().min(1, Msg.orderNumberRequired).max(64, Msg.orderNotFound) });
const callPage = pageOf(callRecordRowSchema);

/**
 * Call records, missed calls, binding, an order's calls and uploads (modules/calls, features/calls
 * and the softphone's look-ups). The exports stay file answers outside the table.
 */
export const callsApi = {
  records: defineRoute({ method: 'POST', path: '/api/call/record/list', body: callRecordListSchema, response: callPage }),
  missed: defineRoute({ method: 'POST', path: '/api/call/miss/list', body: missedCallListSchema, response: callPage }),
  bind: done('/api/call/bindCall', bindCallSchema),
  checkOrder: defineRoute({
    method: 'GET',
    path: '/api/call/checkOrder/:orderId',
    params: orderNumberParams,
    response: callOrderCheckSchema,
  }),
  delete: defineRoute({ method: 'DELETE', path: '/api/call/delete/:id', params: callIdParams, response: z.null() }),
  orderCalls: defineRoute({ method: 'GET', path: '/api/call/order/:id', params: callIdParams, response: z.array(callRecordRowSchema) }),
  /** The order of an incoming caller's number, or null. */
  searchByCall: defineRoute({
    method: 'GET',
    path: '/api/call/searchByCall/:number',
    params: z.object({ number: z.string().max(40, '号码过长') }),
    response: callerOrderSchema,
  }),
  upload: defineRoute({ method: 'POST', path: '/api/call/upload/order', body: uploadCallSchema, response: z.object({ id: z.number() }) }),
  saveSessionId: done('/api/call/saveSessionId', saveSessionIdSchema),
  /** A recording the browser made, for an exchange that does not record. */
  attachRecording: done('/api/call/recording', attachRecordingSchema),
};
