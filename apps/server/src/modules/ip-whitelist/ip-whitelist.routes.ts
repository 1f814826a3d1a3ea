import { ipWhitelistApi, toPage } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/crud/crud.routes.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { deleteIpWhite, listIpWhite, saveIpWhite } from './ip-whitelist.service.js';

const READ = guard({ roles: [0, 100], routes: [61000] });
const WRITE = guard({ roles: [0, 100] });
const tags = ['系统'];

/** IP whitelist screen (/system/ip, D18). */
export function ipWhitelistRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ipWhitelistApi.list, { tags, summary: 'IP白名单列表', onRequest: READ }, async (request) => {
      const { rows, total } = await listIpWhite(ctx, request.body);
      return ok(toPage(rows, total, request.body.pageSize));
    });
    serve(app, ipWhitelistApi.save, { tags, summary: '保存IP白名单', onRequest: WRITE }, async (request) =>
      ok(await saveIpWhite(ctx, actorOf(request), request.body), '保存成功'),
    );
    serve(app, ipWhitelistApi.delete, { tags, summary: '删除IP白名单', onRequest: WRITE }, async (request) => {
      await deleteIpWhite(ctx, actorOf(request), request.params.id);
      return ok(null, '删除成功');
    });
  };
}
