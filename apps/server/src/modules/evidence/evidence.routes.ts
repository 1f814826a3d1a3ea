import { detailApi, Msg } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { retryPartnerFile } from './partner-files.service.js';

/** Partner evidence: the retry of a file that could not be fetched (the fetch job is registered in listeners.ts). */
export function evidenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(
      app,
      detailApi.retryPartnerFile,
      { tags: ['订单详情'], summary: '重新获取合作方文件', onRequest: guard({ roles: [0, 100, 200] }) },
      async (request) => ok(await retryPartnerFile(ctx, requireUser(request), request.body.id), Msg.partnerFileRetryQueued),
    );
  };
}
