import { certificationApi as api } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { detailReads, WRITE } from '../detail/detail.routes.js';
import { addAttachment, deleteAttachment, listAttachments, updateAttachment } from './attachments.service.js';
import { listNotices, noticeOptions, sendAuditProgress, sendNotice } from './notices.service.js';
import { listSubtotals, operationLog, resultRows, saveSubtotal } from './subtotal.service.js';
import { checkLegalPerson, legalChecks, loadVerification, saveVerification } from './verify.service.js';

const tags = ['认证'];

/** Certification calls of the detail: verification, subtotal, logs, progress and warning, datum, results. */
export function certificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const byId = detailReads(app, tags);
    byId(api.verification, '核实信息', (u, id) => loadVerification(ctx, u, id));
    byId(api.legalChecks, '法人核验记录', (u, id) => legalChecks(ctx, u, id));
    byId(api.subtotals, '认证小计', (u, id) => listSubtotals(ctx, u, id));
    byId(api.operationLog, '操作日志', (u, id) => operationLog(ctx, u, id));
    byId(api.progressSent, '已发送进度', (u, id) => listNotices(ctx, u, id, 40));
    byId(api.warningsSent, '已发送预警', (u, id) => listNotices(ctx, u, id, 50));
    byId(api.progressOptions, '进度选项', (u, id) => noticeOptions(ctx, u, id, 40));
    byId(api.warnOptions, '预警选项', (u, id) => noticeOptions(ctx, u, id, 50));
    byId(api.attachments, '资料包', (u, id) => listAttachments(ctx, u, id));
    byId(api.certificationResults, '认证结果', (u, id) => resultRows(ctx, u, id, 'auth'));
    byId(api.auditResults, '审核结果', (u, id) => resultRows(ctx, u, id, 'audit'));

    serve(app, api.saveVerification, { tags, summary: '保存核实信息', onRequest: WRITE }, async (request) => {
      await saveVerification(ctx, requireUser(request), request.body);
      return ok(null, '保存成功');
    });
    serve(app, api.checkLegalPerson, { tags, summary: '法人核验', onRequest: WRITE }, async (request) =>
      ok(await checkLegalPerson(ctx, requireUser(request), request.body)),
    );
    serve(app, api.saveSubtotal, { tags, summary: '保存认证小计', onRequest: WRITE }, async (request) =>
      ok(await saveSubtotal(ctx, requireUser(request), request.body.orderId, request.body.content), '保存成功'),
    );
    const send = (route: typeof api.sendProgress | typeof api.sendProgressByKey | typeof api.sendWarning, summary: string, kind: 40 | 50) =>
      serve(app, route, { tags, summary, onRequest: WRITE }, async (request) =>
        ok(await sendNotice(ctx, requireUser(request), request.body, kind), '发送成功'),
      );
    send(api.sendProgress, '发送进度', 40);
    send(api.sendProgressByKey, '发送进度（小计关键字）', 40);
    send(api.sendWarning, '发送预警', 50);
    serve(app, api.sendAuditProgress, { tags, summary: '审核进度推送', onRequest: guard({ roles: [300] }) }, async (request) =>
      ok(await sendAuditProgress(ctx, requireUser(request), request.body), '发送成功'),
    );

    serve(app, api.addAttachment, { tags, summary: '上传资料', onRequest: WRITE }, async (request) => {
      const r = await addAttachment(ctx, requireUser(request), request.body);
      return ok(r, r.duplicate ? '文件已存在' : '上传成功');
    });
    serve(app, api.updateAttachment, { tags, summary: '修改资料', onRequest: WRITE }, async (request) => {
      await updateAttachment(ctx, requireUser(request), request.body);
      return ok(null, request.body.type !== undefined ? '资料包类型修改成功' : '保存成功');
    });
    serve(app, api.deleteAttachment, { tags, summary: '删除资料', onRequest: WRITE }, async (request) => {
      await deleteAttachment(ctx, requireUser(request), request.params.id);
      return ok(null, '删除成功');
    });
  };
}
