import { accountApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { saveAvatar } from './avatar.service.js';
import { myStats } from './my-stats.service.js';

const tags = ['个人中心'];

/** The profile page (/profile/index): saving the avatar uploaded to the store, and the caller's statistics. */
export function profileRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      accountApi.updateAvatar,
      { tags, summary: '修改个人信息（头像：以 avatar 用途上传后的文件）', onRequest: guard() },
      async (request) => {
        await saveAvatar(ctx, requireUser(request), request.body.avatar);
        return ok(null, '修改成功');
      },
    );
    serve(app, accountApi.stats, { tags, summary: '本月个人工作统计', onRequest: guard() }, async (request) =>
      ok(await myStats(ctx, requireUser(request))),
    );
  };
}
