import { envelopeOf, type LoginLogRow, loginLogListSchema, loginLogRowSchema, pageOf, toPage } from '@certdesk/contract';
import { and, desc, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { formatShanghai, inBatches, sendXlsx } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import { loginLogs } from '../auth/auth.schema.js';

type Filters = z.infer<typeof loginLogListSchema>;
const ACCESS = { roles: [0, 100], routes: [41000] } as const;

function conditions(q: Filters): SQL[] {
  const where: SQL[] = [];
  if (q.account) where.push(ilike(loginLogs.account, likeContains(q.account)));
  if (q.loginRang?.start) where.push(gte(loginLogs.createdAt, q.loginRang.start));
  if (q.loginRang?.end) where.push(lte(loginLogs.createdAt, q.loginRang.end));
  return where;
}

const toRow = (r: typeof loginLogs.$inferSelect): LoginLogRow => ({
  id: r.id,
  identify: r.identify,
  operatorId: r.userId,
  account: r.account,
  ipAddress: r.ipAddress,
  ipLocation: r.ipLocation,
  createAt: formatShanghai(r.createdAt),
});

/** Login log screen (/log/login) and its export. */
export function loginLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/log/login/list',
      {
        schema: {
          tags: ['日志'],
          summary: '登录日志列表',
          body: loginLogListSchema,
          response: { 200: envelopeOf(pageOf(loginLogRowSchema)) },
        },
        onRequest: guard(ACCESS),
      },
      async (request) => {
        const q = request.body;
        const cond = and(...conditions(q));
        const { rows, total } = await readTablePage(ctx.db, loginLogs, cond, [desc(loginLogs.id)], q);
        return ok(toPage(rows.map(toRow), total, q.pageSize));
      },
    );
    app.post(
      '/api/log/login/list/export',
      { schema: { tags: ['日志'], summary: '导出登录日志', body: loginLogListSchema }, onRequest: guard({ roles: [0, 100] }) },
      async (request, reply) => {
        const where = conditions(request.body);
        const rows = inBatches<typeof loginLogs.$inferSelect>((cursor, limit) =>
          ctx.db
            .select()
            .from(loginLogs)
            .where(and(...where, cursor ? lt(loginLogs.id, cursor.id) : undefined))
            .orderBy(desc(loginLogs.id))
            .limit(limit),
        );
        return sendXlsx(
          reply,
          '登录日志',
          [
            { header: '内容', value: (r) => r.identify },
            { header: '操作人ID', value: (r) => r.userId ?? '' },
            { header: '账号', value: (r) => r.account },
            { header: 'IP地址', value: (r) => r.ipAddress },
            { header: 'IP归属地', value: (r) => r.ipLocation },
            { header: '登录时间', width: 20, value: (r) => formatShanghai(r.createdAt) },
          ],
          rows,
        );
      },
    );
  };
}
