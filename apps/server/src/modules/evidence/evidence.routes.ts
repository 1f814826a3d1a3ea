import { envelopeOf, Msg, partnerFileRetrySchema, partnerFileSchema } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { runFetch } from './fetch.jobs.js';
import { FETCH_JOB } from './partner-files.repo.js';
import { retryPartnerFile } from './partner-files.service.js';

/** Partner evidence: the fetch job, and the retry of a file that could not be fetched. */
export function evidenceRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { retryLimit, retryDelaySeconds, timeoutMs } = ctx.config.partnerFiles;
  ctx.queue.register(
    FETCH_JOB,
    { retryLimit, retryDelay: retryDelaySeconds, retryBackoff: true, expireInSeconds: Math.ceil(timeoutMs / 1000) + 60 },
    (data, meta) => runFetch(ctx, data.fileId, meta),
  );
  return async (app) => {
    app.post(
      '/api/order/partnerFile/retry',
      {
        schema: {
          tags: ['订单详情'],
          summary: '重新获取合作方文件',
          body: partnerFileRetrySchema,
          response: { 200: envelopeOf(partnerFileSchema) },
        },
        onRequest: guard({ roles: [0, 100, 200] }),
      },
      async (request) => ok(await retryPartnerFile(ctx, requireUser(request), request.body.id), Msg.partnerFileRetryQueued),
    );
  };
}
