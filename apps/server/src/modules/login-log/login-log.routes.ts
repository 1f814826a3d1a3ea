import { adminLogsApi, loginLogListSchema } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { formatShanghai, sendXlsx } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { listLoginLogs, loginLogRows } from './login-log.service.js';

const ACCESS = { roles: [0, 100], routes: [41000] } as const;

/** Login log screen (/log/login) and its export. */
export function loginLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, adminLogsApi.loginLogs, { tags: ['日志'], summary: '登录日志列表', onRequest: guard(ACCESS) }, async (request) =>
      ok(await listLoginLogs(ctx, request.body)),
    );
    app.post(
      '/api/log/login/list/export',
      { schema: { tags: ['日志'], summary: '导出登录日志', body: loginLogListSchema }, onRequest: guard({ roles: [0, 100] }) },
      async (request, reply) =>
        sendXlsx(
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
          loginLogRows(ctx, request.body),
        ),
    );
  };
}
