import { adminLogsApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { listAudit } from './admin-audit.service.js';

/** The audit trail screen (/log/audit): role 0 only. */
export function adminAuditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, adminLogsApi.auditTrail, { tags: ['日志'], summary: '操作审计列表', onRequest: guard({ roles: [0] }) }, async (request) =>
      ok(await listAudit(ctx, request.body)),
    );
  };
}
