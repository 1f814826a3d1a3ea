import {
  detailIdParams,
  envelopeOf,
  notifyListSchema,
  notifyRowSchema,
  pageOf,
  supplementSendSchema,
  supplementTemplateSchema,
  warnListSchema,
  warnRowSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { sendSupplement, supplementTemplates } from './supplement.service.js';
import { notifyInfo, notifyList, warnList } from './third-party-logs.service.js';

const tags = ['第三方通知'];
/** Readers of the logs: the roles that see orders, and custom roles granted the screens. */
const SPLM = guard({ roles: [0, 100, 200, 300], routes: [36000] });
const WARN = guard({ roles: [0, 100, 200, 300], routes: [35000] });

/** Supplementary material, the chat-app robot (D14), the supplementary-material and warning logs. */
export function thirdPartyRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/thirdParty/supplement/templates',
      {
        schema: {
          tags,
          summary: '补充资料模板',
          querystring: z.object({ orderId: detailIdParams.shape.id }),
          response: { 200: envelopeOf(z.array(supplementTemplateSchema)) },
        },
        onRequest: guard({ roles: [0, 100, 200, 300], routes: [14000] }),
      },
      async (request) => ok(await supplementTemplates(ctx, requireUser(request), request.query.orderId)),
    );
    app.post(
      '/api/thirdParty/supplement/send',
      {
        schema: { tags, summary: '发送补充资料', body: supplementSendSchema, response: { 200: envelopeOf(z.object({ id: z.number() })) } },
        onRequest: guard({ roles: [200] }),
      },
      async (request) => ok(await sendSupplement(ctx, requireUser(request), request.body), '发送成功'),
    );
    app.post(
      '/api/thirdParty/findNotifyMsgList',
      {
        schema: { tags, summary: '补充资料日志', body: notifyListSchema, response: { 200: envelopeOf(pageOf(notifyRowSchema)) } },
        onRequest: SPLM,
      },
      async (request) => ok(await notifyList(ctx, requireUser(request), request.body)),
    );
    app.get(
      '/api/thirdParty/info/:id',
      {
        schema: { tags, summary: '补充资料详情', params: detailIdParams, response: { 200: envelopeOf(notifyRowSchema) } },
        onRequest: SPLM,
      },
      async (request) => ok(await notifyInfo(ctx, requireUser(request), request.params.id)),
    );
    app.post(
      '/api/certification/warnList',
      {
        schema: { tags, summary: '预警消息日志', body: warnListSchema, response: { 200: envelopeOf(pageOf(warnRowSchema)) } },
        onRequest: WARN,
      },
      async (request) => ok(await warnList(ctx, requireUser(request), request.body)),
    );
  };
}
