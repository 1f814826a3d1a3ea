import {
  ADMIN_ROLES,
  attachRecordingSchema,
  bindCallSchema,
  callerOrderSchema,
  callOrderCheckSchema,
  callRecordFilterSchema,
  callRecordListSchema,
  callRecordRowSchema,
  envelopeOf,
  Msg,
  missedCallFilterSchema,
  missedCallListSchema,
  pageOf,
  saveSessionIdSchema,
  uploadCallSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { attachRecording, saveSessionId, uploadOrderCall } from './call-upload.service.js';
import { bindCall, checkCallOrder, deleteCall, exportCalls, listCalls, orderCalls, searchByCall } from './calls.service.js';

const tags = ['通话'];
const idParams = z.object({ id: z.coerce.number({ error: 'ID必须是数字' }).int().positive('ID必须大于0') });
// The work-order id or the partner's order number (openOrderId), as the user reads it.
const orderNoParams = z.object({ orderId: z.string().trim().min(1, Msg.orderNumberRequired).max(64, Msg.orderNotFound) });
const CALL_ROUTE = 31000;
const MISSED_ROUTE = 32000;

/** Call records, missed calls, binding, deletion, an order's calls and uploads (01 §7, 02 §7). */
export function callRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const page = { 200: envelopeOf(pageOf(callRecordRowSchema)) };
    app.post(
      '/api/call/record/list',
      { schema: { tags, summary: '通话记录', body: callRecordListSchema, response: page }, onRequest: guard({ routes: [CALL_ROUTE] }) },
      async (request) => ok(await listCalls(ctx, requireUser(request), request.body, false)),
    );
    app.post(
      '/api/call/miss/list',
      { schema: { tags, summary: '未接来电', body: missedCallListSchema, response: page }, onRequest: guard({ routes: [MISSED_ROUTE] }) },
      async (request) => ok(await listCalls(ctx, requireUser(request), request.body, true)),
    );
    app.post(
      '/api/call/record/export',
      { schema: { tags, summary: '导出通话记录', body: callRecordFilterSchema }, onRequest: guard({ roles: ADMIN_ROLES }) },
      async (request, reply) => exportCalls(ctx, requireUser(request), request.body, false, reply),
    );
    app.post(
      '/api/call/miss/export',
      { schema: { tags, summary: '导出未接来电', body: missedCallFilterSchema }, onRequest: guard({ roles: ADMIN_ROLES }) },
      async (request, reply) => exportCalls(ctx, requireUser(request), request.body, true, reply),
    );
    app.post(
      '/api/call/bindCall',
      {
        schema: { tags, summary: '绑定或解绑订单', body: bindCallSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard({ roles: [0, 200, 300] }),
      },
      async (request) => {
        await bindCall(ctx, requireUser(request), request.body);
        return ok(null, request.body.bind ? '绑定成功' : '解绑成功');
      },
    );
    app.get(
      '/api/call/checkOrder/:orderId',
      {
        schema: {
          tags,
          summary: '绑定前校验订单（工单号或订单号）',
          params: orderNoParams,
          response: { 200: envelopeOf(callOrderCheckSchema) },
        },
        onRequest: guard({ roles: [0, 200, 300] }),
      },
      async (request) => ok(await checkCallOrder(ctx, requireUser(request), request.params.orderId)),
    );
    app.delete(
      '/api/call/delete/:id',
      {
        schema: { tags, summary: '删除通话记录', params: idParams, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard({ roles: [0, 100, 300] }),
      },
      async (request) => {
        await deleteCall(ctx, requireUser(request), request.params.id);
        return ok(null, '删除成功');
      },
    );
    app.get(
      '/api/call/order/:id',
      {
        schema: { tags, summary: '订单的通话记录', params: idParams, response: { 200: envelopeOf(z.array(callRecordRowSchema)) } },
        onRequest: guard(),
      },
      async (request) => ok(await orderCalls(ctx, requireUser(request), request.params.id)),
    );
    app.get(
      '/api/call/searchByCall/:number',
      {
        schema: {
          tags,
          summary: '按来电号码查找订单',
          params: z.object({ number: z.string().max(40, '号码过长') }),
          response: { 200: envelopeOf(callerOrderSchema) },
        },
        onRequest: guard(),
      },
      async (request) => ok(await searchByCall(ctx, requireUser(request), request.params.number)),
    );
    app.post(
      '/api/call/upload/order',
      {
        schema: { tags, summary: '上传通话记录', body: uploadCallSchema, response: { 200: envelopeOf(z.object({ id: z.number() })) } },
        onRequest: guard({ roles: [0, 100, 200] }),
      },
      async (request) => ok(await uploadOrderCall(ctx, requireUser(request), request.body), '上传成功'),
    );
    app.post(
      '/api/call/saveSessionId',
      {
        schema: { tags, summary: '保存外呼会话ID', body: saveSessionIdSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard({ roles: [200] }),
      },
      async (request) => {
        await saveSessionId(ctx, requireUser(request), request.body);
        return ok(null);
      },
    );
    app.post(
      '/api/call/recording',
      {
        schema: { tags, summary: '上传通话录音（浏览器录音）', body: attachRecordingSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard({ roles: [200] }),
      },
      async (request) => {
        await attachRecording(ctx, requireUser(request), request.body);
        return ok(null);
      },
    );
  };
}
