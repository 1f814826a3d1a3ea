import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { loadOutboxConfig } from './outbox.config.js';
import { SimulatedPartnerReceiver } from './outbox.receiver.js';
import { createOutboxWorker } from './outbox.worker.js';

/**
 * The partner outbox worker of this process (runs where job workers run), and in demo mode the
 * simulated partner's receiver of our pushes at /open/v1/simulator/callback.
 */
export function outboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const cfg = loadOutboxConfig(ctx.config);
  const worker = createOutboxWorker(ctx, cfg);
  return async (app) => {
    app.addHook('onReady', async () => {
      if (ctx.config.queueWorkers) worker.start();
    });
    app.addHook('onClose', async () => worker.stop());
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
