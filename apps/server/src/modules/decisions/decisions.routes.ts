import { decisionsApi, REASON_KINDS } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { finishAudit } from './audit-finish.service.js';
import { submitCertDecision } from './cert-submit.service.js';
import { previewPush } from './preview.service.js';
import { reasonOptions } from './reason.service.js';

const tags = ['认证审核'];
const LABELS = { authReject: '认证失败原因', authSuccess: '认证成功原因', auditReject: '审核失败原因' } as const;

/** Certification submit, review finish, the push preview and the three reason cascaders (02 §7, D23). */
export function decisionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, decisionsApi.submitCertification, { tags, summary: '提交认证结果', onRequest: guard({ roles: [200] }) }, async (request) =>
      ok(await submitCertDecision(ctx, requireUser(request), request.body), '提交成功'),
    );
    serve(app, decisionsApi.finishAudit, { tags, summary: '提交审核结果', onRequest: guard({ roles: [300] }) }, async (request) =>
      ok(await finishAudit(ctx, requireUser(request), request.body), '提交成功'),
    );
    // Reviewers and administrators only (D23): the preview is part of the review, not of certification.
    serve(app, decisionsApi.previewPush, { tags, summary: '推送预览', onRequest: guard({ roles: [0, 100, 300] }) }, async (request) =>
      ok(await previewPush(ctx, requireUser(request), request.params.id)),
    );
    for (const kind of REASON_KINDS) {
      serve(app, decisionsApi.reasons[kind], { tags: ['选项'], summary: LABELS[kind], onRequest: guard() }, async (request) =>
        ok(await reasonOptions(ctx, requireUser(request), kind, request.query.pcode, request.query.orderId)),
      );
    }
  };
}
