import { dossierRequestSchema } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { sendDossier } from './dossier.service.js';

/**
 * The evidence dossier of an order (issue 19). POST with a JSON body, like the other downloads
 * (the exports), so the web client's download() handles it and an error comes back as the
 * envelope. Who may read an order's detail may download it; the order itself is checked per user.
 */
export function dossierRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/order/dossier',
      {
        schema: { tags: ['订单详情'], summary: '下载证据包', body: dossierRequestSchema },
        onRequest: guard({ roles: [0, 100, 200, 300], routes: [14000] }),
      },
      async (request, reply) => sendDossier(ctx, requireUser(request), request.body.orderId, reply),
    );
  };
}
