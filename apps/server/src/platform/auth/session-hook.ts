import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveSession } from '../../modules/auth/auth.service.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import type { AuthUser } from './auth-user.js';
import { clearSessionCookies, isForgeableCookieCall, sessionTokenOf } from './session-transport.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, when the request carries a live session token. */
    user: AuthUser | null;
    /** Why the session carried by the request is no longer valid, for the -100 message. */
    sessionEndMessage: string | undefined;
  }
}

/**
 * The route Fastify matched, e.g. '/api/auth/login'. Decisions about a request are made on it and
 * never on the raw URL text: the router decodes '/%61pi/auth/login' to the sign-in route, so a
 * test of the raw text for '/api/' would let it through.
 */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? '';
}

/** Routes that serve signed-in users: the API, the realtime socket and stored files. */
export function isUserArea(route: string): boolean {
  return route.startsWith('/api/') || route === '/ws' || route.startsWith('/files/');
}

/** Resolves the session of the bearer header (the specification's clients) or the cookie (our web app). */
export function installSessionHook(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionEndMessage', undefined);
  app.addHook('onRequest', async (request, reply) => {
    if (!isUserArea(routeOf(request))) return;
    const carried = sessionTokenOf(request);
    if (!carried) return;
    const result = await resolveSession(ctx, carried.token);
    if (!('user' in result)) {
      request.sessionEndMessage = result.ended;
      if (carried.source === 'cookie') clearSessionCookies(request, reply);
      return;
    }
    if (isForgeableCookieCall(request, carried.source)) throw forbidden('请求来源无效，请刷新页面后重试');
    request.user = result.user;
  });
}
