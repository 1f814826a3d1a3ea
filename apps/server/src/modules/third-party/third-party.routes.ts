import { thirdPartyApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { sendSupplement, supplementTemplates } from './supplement.service.js';
import { notifyInfo, notifyList, warnList } from './third-party-logs.service.js';

const tags = ['第三方通知'];
/** Readers of the logs: the roles that see orders, and custom roles granted the screens. */
const SPLM = guard({ roles: [0, 100, 200, 300], routes: [36000] });
const WARN = guard({ roles: [0, 100, 200, 300], routes: [35000] });
/** Who may open the order detail may see the templates. */
const DETAIL = guard({ roles: [0, 100, 200, 300], routes: [14000] });

/** Supplementary material, the chat-app robot (D14), the supplementary-material and warning logs. */
export function thirdPartyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, thirdPartyApi.supplementTemplates, { tags, summary: '补充资料模板', onRequest: DETAIL }, async (request) =>
      ok(await supplementTemplates(ctx, requireUser(request), request.query.orderId)),
    );
    serve(app, thirdPartyApi.sendSupplement, { tags, summary: '发送补充资料', onRequest: guard({ roles: [200] }) }, async (request) =>
      ok(await sendSupplement(ctx, requireUser(request), request.body), '发送成功'),
    );
    serve(app, thirdPartyApi.notices, { tags, summary: '补充资料日志', onRequest: SPLM }, async (request) =>
      ok(await notifyList(ctx, requireUser(request), request.body)),
    );
    serve(app, thirdPartyApi.notice, { tags, summary: '补充资料详情', onRequest: SPLM }, async (request) =>
      ok(await notifyInfo(ctx, requireUser(request), request.params.id)),
    );
    serve(app, thirdPartyApi.warnings, { tags, summary: '预警消息日志', onRequest: WARN }, async (request) =>
      ok(await warnList(ctx, requireUser(request), request.body)),
    );
  };
}
