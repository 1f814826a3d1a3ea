import {
  attachAddSchema,
  attachUpdateSchema,
  detailIdParams,
  envelopeOf,
  noticeSendSchema,
  subtotalSaveSchema,
  verifySaveSchema,
  verifyUserSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { READ, WRITE } from '../detail/detail.routes.js';
import { addAttachment, deleteAttachment, listAttachments, updateAttachment } from './attachments.service.js';
import { listNotices, noticeOptions, sendAuditProgress, sendNotice } from './notices.service.js';
import { listSubtotals, operationLog, resultRows, saveSubtotal } from './subtotal.service.js';
import { checkLegalPerson, legalChecks, loadVerification, saveVerification } from './verify.service.js';

const loose = envelopeOf(z.unknown());
const tags = ['认证'];

/** Certification calls of the detail: verification, subtotal, logs, progress and warning, datum, results. */
export function certificationRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const byId = (url: string, summary: string, load: (user: AuthUser, id: number) => Promise<unknown>) =>
      app.get(url, { schema: { tags, summary, params: detailIdParams, response: { 200: loose } }, onRequest: READ }, async (request) =>
        ok(await load(requireUser(request), request.params.id)),
      );
    byId('/api/certification/verify/:id', '核实信息', (u, id) => loadVerification(ctx, u, id));
    byId('/api/certification/verify/user/:id', '法人核验记录', (u, id) => legalChecks(ctx, u, id));
    byId('/api/certification/subtotal/list/:id', '认证小计', (u, id) => listSubtotals(ctx, u, id));
    byId('/api/certification/log/:id', '操作日志', (u, id) => operationLog(ctx, u, id));
    byId('/api/certification/progress/list/:id', '已发送进度', (u, id) => listNotices(ctx, u, id, 40));
    byId('/api/certification/warn/list/:id', '已发送预警', (u, id) => listNotices(ctx, u, id, 50));
    byId('/api/options/progress/:id', '进度选项', (u, id) => noticeOptions(ctx, u, id, 40));
    byId('/api/options/warn/:id', '预警选项', (u, id) => noticeOptions(ctx, u, id, 50));
    byId('/api/certification/orderAttach/list/:id', '资料包', (u, id) => listAttachments(ctx, u, id));
    byId('/api/certification/list/:id', '认证结果', (u, id) => resultRows(ctx, u, id, 'auth'));
    byId('/api/audit/list/:id', '审核结果', (u, id) => resultRows(ctx, u, id, 'audit'));

    app.post(
      '/api/certification/verify/save',
      { schema: { tags, summary: '保存核实信息', body: verifySaveSchema, response: { 200: loose } }, onRequest: WRITE },
      async (request) => {
        await saveVerification(ctx, requireUser(request), request.body);
        return ok(null, '保存成功');
      },
    );
    app.post(
      '/api/certification/verify/user',
      { schema: { tags, summary: '法人核验', body: verifyUserSchema, response: { 200: loose } }, onRequest: WRITE },
      async (request) => ok(await checkLegalPerson(ctx, requireUser(request), request.body)),
    );
    app.post(
      '/api/certification/subtotal/save',
      { schema: { tags, summary: '保存认证小计', body: subtotalSaveSchema, response: { 200: loose } }, onRequest: WRITE },
      async (request) => ok(await saveSubtotal(ctx, requireUser(request), request.body.orderId, request.body.content), '保存成功'),
    );
    const send = (url: string, summary: string, kind: 40 | 50) =>
      app.post(url, { schema: { tags, summary, body: noticeSendSchema, response: { 200: loose } }, onRequest: WRITE }, async (request) =>
        ok(await sendNotice(ctx, requireUser(request), request.body, kind), '发送成功'),
      );
    send('/api/certification/progress/send', '发送进度', 40);
    send('/api/certification/progress', '发送进度（小计关键字）', 40);
    send('/api/certification/warn/send', '发送预警', 50);
    app.post(
      '/api/audit/progress',
      { schema: { tags, summary: '审核进度推送', body: noticeSendSchema, response: { 200: loose } }, onRequest: guard({ roles: [300] }) },
      async (request) => ok(await sendAuditProgress(ctx, requireUser(request), request.body), '发送成功'),
    );

    app.post(
      '/api/certification/orderAttach/add',
      { schema: { tags, summary: '上传资料', body: attachAddSchema, response: { 200: loose } }, onRequest: WRITE },
      async (request) => {
        const r = await addAttachment(ctx, requireUser(request), request.body);
        return ok(r, r.duplicate ? '文件已存在' : '上传成功');
      },
    );
    app.post(
      '/api/certification/orderAttach/update',
      { schema: { tags, summary: '修改资料', body: attachUpdateSchema, response: { 200: loose } }, onRequest: WRITE },
      async (request) => {
        await updateAttachment(ctx, requireUser(request), request.body);
        return ok(null, request.body.type !== undefined ? '资料包类型修改成功' : '保存成功');
      },
    );
    app.delete(
      '/api/certification/orderAttach/del/:id',
      { schema: { tags, summary: '删除资料', params: detailIdParams, response: { 200: loose } }, onRequest: WRITE },
      async (request) => {
        await deleteAttachment(ctx, requireUser(request), request.params.id);
        return ok(null, '删除成功');
      },
    );
  };
}
