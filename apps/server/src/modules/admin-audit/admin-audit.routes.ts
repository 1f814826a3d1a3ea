import { auditListSchema, auditRowSchema, envelopeOf, pageOf, toPage } from '@certdesk/contract';
import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import { adminAudit } from './admin-audit.schema.js';

/** The audit trail screen (/log/audit): role 0 only. */
export function adminAuditRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/log/audit/list',
      {
        schema: { tags: ['日志'], summary: '操作审计列表', body: auditListSchema, response: { 200: envelopeOf(pageOf(auditRowSchema)) } },
        onRequest: guard({ roles: [0] }),
      },
      async (request) => {
        const q = request.body;
        const where: SQL[] = [];
        if (q.operator) where.push(ilike(adminAudit.operatorName, likeContains(q.operator)));
        if (q.entity) where.push(eq(adminAudit.entity, q.entity));
        if (q.action) where.push(eq(adminAudit.action, q.action));
        if (q.createAt?.start) where.push(gte(adminAudit.createdAt, q.createAt.start));
        if (q.createAt?.end) where.push(lte(adminAudit.createdAt, q.createAt.end));
        const cond = where.length ? and(...where) : undefined;
        const { rows, total } = await readTablePage(ctx.db, adminAudit, cond, [desc(adminAudit.id)], q);
        const result = rows.map((r) => ({
          id: r.id,
          operatorId: r.operatorId,
          operatorName: r.operatorName,
          entity: r.entity,
          entityId: r.entityId,
          action: r.action,
          before: r.before,
          after: r.after,
          ip: r.ip,
          createAt: formatShanghai(r.createdAt),
        }));
        return ok(toPage(result, total, q.pageSize));
      },
    );
  };
}
