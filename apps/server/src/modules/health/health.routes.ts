import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/context.js';
import { migrationsApplied } from '../../platform/db/migrate.js';

/** Liveness and readiness probes for a load balancer. */
export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
    app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
      try {
        if (await migrationsApplied(ctx.database)) return { status: 'ready' };
        return reply.status(503).send({ status: 'migrations pending' });
      } catch {
        return reply.status(503).send({ status: 'database unreachable' });
      }
    });
  };
}
