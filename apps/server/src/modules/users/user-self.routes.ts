import { accountApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { updatePassword } from './password.service.js';
import { getUserInfo } from './user-info.service.js';

const tags = ['用户'];

/** The signed-in user's own account: info and password. */
export function userSelfRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, accountApi.info, { tags, summary: '当前用户信息', onRequest: guard() }, async (request) =>
      ok(await getUserInfo(ctx, requireUser(request))),
    );
    serve(app, accountApi.updatePassword, { tags, summary: '修改密码', onRequest: guard() }, async (request) => {
      await updatePassword(ctx, requireUser(request), request.body);
      return ok(null, '修改成功');
    });
  };
}
