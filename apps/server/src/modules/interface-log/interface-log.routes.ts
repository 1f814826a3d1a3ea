import { INTERFACE_LOG_EXPORT_PATH, interfaceLogApi, interfaceLogFilterSchema, toPage } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { inBatches, sendXlsx } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { exportBatch, interfaceLogDetail, listInterfaceLogs, readOutboxHealth, repush } from './interface-log.service.js';

const tags = ['接口日志'];
/** Administrators, and custom roles granted the interface-log screen (42000), read. */
const READ = guard({ roles: [0, 100], routes: [42000] });
/** Only administrators push again. */
const ADMIN = guard({ roles: [0, 100] });

/** The interface log (02 §2.4; D11): list, detail, export, re-push of failed pushes, outbox health. */
export function interfaceLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, interfaceLogApi.list, { tags, summary: '接口日志列表', onRequest: READ }, async (request) => {
      const { rows, total } = await listInterfaceLogs(ctx, request.body);
      return ok(toPage(rows, total, request.body.pageSize));
    });
    app.post(
      INTERFACE_LOG_EXPORT_PATH,
      { schema: { tags, summary: '导出接口日志', body: interfaceLogFilterSchema }, onRequest: ADMIN },
      async (request, reply) =>
        sendXlsx(
          reply,
          '接口日志',
          [
            { header: '工单号', value: (r) => r.orderId },
            { header: '订单号', value: (r) => r.openOrderId, width: 22 },
            { header: '企业名称', value: (r) => r.companyName, width: 30 },
            { header: '接口类型', value: (r) => r.interfaceTypeName },
            { header: '方向', value: (r) => (r.direction === 'in' ? '接收' : '发送') },
            { header: '结果', value: (r) => (r.success ? '成功' : '失败') },
            { header: '时间', value: (r) => r.dateTime, width: 20 },
            { header: '发送报文', value: (r) => r.requestJson, width: 60 },
            { header: '接收报文', value: (r) => r.respValue, width: 60 },
          ],
          inBatches(exportBatch(ctx, request.body)),
        ),
    );
    serve(app, interfaceLogApi.health, { tags, summary: '推送队列状态', onRequest: READ }, async () => ok(await readOutboxHealth(ctx)));
    serve(app, interfaceLogApi.row, { tags, summary: '接口日志详情', onRequest: READ }, async (request) =>
      ok(await interfaceLogDetail(ctx, request.params.id)),
    );
    serve(app, interfaceLogApi.repush, { tags, summary: '重新推送', onRequest: ADMIN }, async (request) => {
      await repush(ctx, requireUser(request), request.body.id);
      return ok(null, '已重新加入推送队列');
    });
  };
}
