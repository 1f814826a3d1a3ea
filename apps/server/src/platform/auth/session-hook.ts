import type { FastifyInstance } from 'fastify';
import { resolveSession } from '../../modules/auth/auth.service.js';
import type { AppContext } from '../context.js';
import type { AuthUser } from './auth-user.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carries a live session token. */
    user: AuthUser | null;
    /** Why the session carried by the request is no longer valid, for the -100 message. */
    sessionEndMessage: string | undefined;
  }
}

/** Reads `Authorization: Bearer <token>` (the specification's header) and resolves the session. */
export function installSessionHook(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionEndMessage', undefined);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token) return;
    const result = await resolveSession(ctx, token);
    if ('user' in result) request.user = result.user;
    else request.sessionEndMessage = result.ended;
  });
}
