import { ADMIN_ROLES, callRecordFilterSchema, callsApi, missedCallFilterSchema } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { attachRecording, saveSessionId, uploadOrderCall } from './call-upload.service.js';
import { bindCall, checkCallOrder, deleteCall, exportCalls, listCalls, orderCalls, searchByCall } from './calls.service.js';

const tags = ['通话'];
const CALL_ROUTE = 31000;
const MISSED_ROUTE = 32000;
const binders = guard({ roles: [0, 200, 300] });
const seats = guard({ roles: [200] });

/** Call records, missed calls, binding, deletion, an order's calls and uploads (01 §7, 02 §7). */
export function callRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, callsApi.records, { tags, summary: '通话记录', onRequest: guard({ routes: [CALL_ROUTE] }) }, async (request) =>
      ok(await listCalls(ctx, requireUser(request), request.body, false)),
    );
    serve(app, callsApi.missed, { tags, summary: '未接来电', onRequest: guard({ routes: [MISSED_ROUTE] }) }, async (request) =>
      ok(await listCalls(ctx, requireUser(request), request.body, true)),
    );
    // The exports answer files, not an envelope: they stay outside the contract's route table.
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
    serve(app, callsApi.bind, { tags, summary: '绑定或解绑订单', onRequest: binders }, async (request) => {
      await bindCall(ctx, requireUser(request), request.body);
      return ok(null, request.body.bind ? '绑定成功' : '解绑成功');
    });
    serve(app, callsApi.checkOrder, { tags, summary: '绑定前校验订单（工单号或订单号）', onRequest: binders }, async (request) =>
      ok(await checkCallOrder(ctx, requireUser(request), request.params.orderId)),
    );
    serve(app, callsApi.delete, { tags, summary: '删除通话记录', onRequest: guard({ roles: [0, 100, 300] }) }, async (request) => {
      await deleteCall(ctx, requireUser(request), request.params.id);
      return ok(null, '删除成功');
    });
    serve(app, callsApi.orderCalls, { tags, summary: '订单的通话记录', onRequest: guard() }, async (request) =>
      ok(await orderCalls(ctx, requireUser(request), request.params.id)),
    );
    serve(app, callsApi.searchByCall, { tags, summary: '按来电号码查找订单', onRequest: guard() }, async (request) =>
      ok(await searchByCall(ctx, requireUser(request), request.params.number)),
    );
    serve(app, callsApi.upload, { tags, summary: '上传通话记录', onRequest: guard({ roles: [0, 100, 200] }) }, async (request) =>
      ok(await uploadOrderCall(ctx, requireUser(request), request.body), '上传成功'),
    );
    serve(app, callsApi.saveSessionId, { tags, summary: '保存外呼会话ID', onRequest: seats }, async (request) => {
      await saveSessionId(ctx, requireUser(request), request.body);
      return ok(null);
    });
    serve(app, callsApi.attachRecording, { tags, summary: '上传通话录音（浏览器录音）', onRequest: seats }, async (request) => {
      await attachRecording(ctx, requireUser(request), request.body);
      return ok(null);
    });
  };
}
