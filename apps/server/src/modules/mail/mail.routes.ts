import { ADMIN_ROLES, CAPTURE_STATUS_LABELS, emailHistorySchema, mailApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { type ExportColumn, formatShanghai, inBatches, sendXlsx } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { type EmailRecord, mailboxStatus, mailExportBatch, mailHistory, notifyCount } from './mail-history.service.js';
import { sendEmail } from './mail-send.service.js';
import { mailTemplateOf } from './mail-template.service.js';

const tags = ['邮件'];

const EXPORT_COLUMNS: ExportColumn<EmailRecord>[] = [
  { header: '邮件流水号', value: (r) => r.seqNo, width: 26 },
  { header: '订单ID', value: (r) => r.orderId, width: 10 },
  { header: '发件人', value: (r) => r.senderUName },
  { header: '发送时间', value: (r) => formatShanghai(r.senderDate), width: 20 },
  { header: '收件人', value: (r) => r.recEmail, width: 26 },
  { header: '主题', value: (r) => r.topic, width: 40 },
  { header: '是否回复', value: (r) => (r.reply ? '是' : '否'), width: 10 },
  { header: '回复时间', value: (r) => formatShanghai(r.replyDate), width: 20 },
  {
    header: '抓取状态',
    value: (r) => (r.emailCaptureStatus === null ? '' : (CAPTURE_STATUS_LABELS[r.emailCaptureStatus] ?? '')),
    width: 14,
  },
];

/** Mail from orders (D9): templates, sending, history, counts (reply capture starts with the app: providers.ts). */
export function mailRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, mailApi.template, { tags, summary: '订单邮件模板', onRequest: guard() }, async (request) =>
      ok(await mailTemplateOf(ctx, requireUser(request), request.params.orderId)),
    );
    serve(app, mailApi.send, { tags, summary: '发送邮件', onRequest: guard({ roles: [200] }) }, async (request) =>
      ok(await sendEmail(ctx, requireUser(request), request.body), '发送成功'),
    );
    serve(app, mailApi.history, { tags, summary: '邮件记录', onRequest: guard({ routes: [33000] }) }, async (request) =>
      ok(await mailHistory(ctx, requireUser(request), request.body)),
    );
    // The export answers a file, not an envelope: it stays outside the contract's route table.
    app.post(
      '/api/email/history/export',
      {
        schema: { tags, summary: '导出邮件记录', body: emailHistorySchema.omit({ pageNum: true, pageSize: true }) },
        onRequest: guard({ roles: ADMIN_ROLES }),
      },
      async (request, reply) =>
        sendXlsx(reply, '邮件记录', EXPORT_COLUMNS, inBatches(mailExportBatch(ctx, requireUser(request), request.body))),
    );
    serve(app, mailApi.mailboxStatus, { tags, summary: '邮箱抓取状态', onRequest: guard() }, async (request) =>
      ok(await mailboxStatus(ctx, requireUser(request))),
    );
    serve(app, mailApi.notifyCount, { tags, summary: '订单通知数量', onRequest: guard() }, async (request) =>
      ok(await notifyCount(ctx, requireUser(request), request.query.orderId)),
    );
  };
}
