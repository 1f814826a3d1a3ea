import { envelopeOf, ipWhiteListSchema, ipWhiteRowSchema, pageOf, saveIpWhiteSchema, toPage } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { deleteIpWhite, listIpWhite, saveIpWhite } from './ip-whitelist.service.js';

const READ = { roles: [0, 100], routes: [61000] } as const;
const WRITE = { roles: [0, 100] } as const;
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** IP whitelist screen (/system/ip, D18). */
export function ipWhitelistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/systemConfig/ipWhite/list',
      {
        schema: {
          tags: ['系统'],
          summary: 'IP白名单列表',
          body: ipWhiteListSchema,
          response: { 200: envelopeOf(pageOf(ipWhiteRowSchema)) },
        },
        onRequest: guard(READ),
      },
      async (request) => {
        const { rows, total } = await listIpWhite(ctx, request.body);
        return ok(toPage(rows, total, request.body.pageSize));
      },
    );
    app.post(
      '/api/systemConfig/ipWhite/save',
      {
        schema: { tags: ['系统'], summary: '保存IP白名单', body: saveIpWhiteSchema, response: { 200: envelopeOf(z.number().int()) } },
        onRequest: guard(WRITE),
      },
      async (request) => ok(await saveIpWhite(ctx, { user: requireUser(request), ip: request.ip }, request.body), '保存成功'),
    );
    app.delete(
      '/api/systemConfig/ipWhite/:id',
      {
        schema: { tags: ['系统'], summary: '删除IP白名单', params: idParams, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await deleteIpWhite(ctx, { user: requireUser(request), ip: request.ip }, request.params.id);
        return ok(null, '删除成功');
      },
    );
  };
}
