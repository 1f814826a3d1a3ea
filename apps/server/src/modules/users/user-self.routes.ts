import { envelopeOf, updatePasswordSchema, userInfoSchema } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { updatePassword } from './password.service.js';
import { getUserInfo } from './user-info.service.js';

/** The signed-in user's own account: info and password. */
export function userSelfRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/info',
      { schema: { tags: ['用户'], summary: '当前用户信息', response: { 200: envelopeOf(userInfoSchema) } }, onRequest: guard() },
      async (request) => ok(await getUserInfo(ctx, requireUser(request))),
    );
    app.post(
      '/api/user/updatePassword',
      {
        schema: { tags: ['用户'], summary: '修改密码', body: updatePasswordSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard(),
      },
      async (request) => {
        await updatePassword(ctx, requireUser(request), request.body);
        return ok(null, '修改成功');
      },
    );
  };
}
