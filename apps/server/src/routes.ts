import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { userSelfRoutes } from './modules/users/user-self.routes.js';
import type { AppContext } from './platform/context.js';
import { realtimeRoutes } from './platform/realtime.routes.js';

/** Every route of the API, one line per module. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(healthRoutes(ctx));
  await app.register(realtimeRoutes(ctx));
  await app.register(authRoutes(ctx));
  await app.register(userSelfRoutes(ctx));
}
