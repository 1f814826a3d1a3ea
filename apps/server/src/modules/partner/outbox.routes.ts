import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { SimulatedPartnerReceiver } from './outbox.receiver.js';

/**
 * In demo mode, the simulated partner's receiver of our pushes at /open/v1/simulator/callback
 * (the outbox worker itself is ctx.outbox, started with the app: providers.ts).
 */
export function outboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const secret = ctx.config.partners.demo;
    if (!ctx.config.demo || !secret) return;
    const receiver = new SimulatedPartnerReceiver('demo', secret);
    // The signature covers the raw body: read it as text in this plugin only.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.post('/open/v1/simulator/callback', { schema: { hide: true } }, async (request, reply) => {
      const a = receiver.answer(request.headers, String(request.body ?? ''));
      return reply.code(a.status).headers(a.headers).send(a.body);
    });
  };
}
