import { envelopeOf, fourValidateSchema } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { WRITE } from '../detail/detail.routes.js';
import { fourValidate } from './enterprise.service.js';

/** The four-element check (D12); grantFourValidate belongs to the order lists. */
export function enterpriseRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/enterprise/fourValidate',
      {
        schema: { tags: ['认证'], summary: '四要素核验', body: fourValidateSchema, response: { 200: envelopeOf(z.unknown()) } },
        onRequest: WRITE,
      },
      async (request) => ok(await fourValidate(ctx, requireUser(request), request.body)),
    );
  };
}
