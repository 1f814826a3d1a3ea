import { detailApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { WRITE } from '../detail/detail.routes.js';
import { fourValidate } from './enterprise.service.js';

/** The four-element check (D12); grantFourValidate belongs to the order lists. */
export function enterpriseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, detailApi.fourValidate, { tags: ['认证'], summary: '四要素核验', onRequest: WRITE }, async (request) =>
      ok(await fourValidate(ctx, requireUser(request), request.body)),
    );
  };
}
