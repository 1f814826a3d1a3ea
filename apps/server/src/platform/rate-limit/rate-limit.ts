import { ErrorCode, Msg } from '@certdesk/contract';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from '../errors.js';
import { limitsOfRoute, type RouteLimit } from './limits.js';
import { pgRateLimitStore } from './pg-store.js';

/** The answer over a limit: HTTP 429, the envelope with code 1429, and when to try again. */
export function rateLimited(reply: FastifyReply, retryAfterSeconds: number): AppError {
  reply.header('retry-after', String(Math.max(1, retryAfterSeconds)));
  return new AppError(ErrorCode.RATE_LIMITED, Msg.rateLimited, 429);
}

/** Who a limit counts: the signed-in user where the limit is per user (the address before sign-in). */
function callerOf(request: FastifyRequest, per: RouteLimit['per']): string {
  if (per === 'user' && request.user) return `user:${request.user.id}`;
  return `ip:${normalizeIP(request.ip)}`;
}

/**
 * Puts the named limits (limits.ts) on the routes registered after this call, counted in the
 * database so that they hold across server processes. An address limit runs on onRequest,
 * before the body is read; a user limit runs after the route's own guard has found the user.
 */
export async function installRateLimits(app: FastifyInstance, ctx: AppContext) {
  await app.register(fastifyRateLimit, { global: false, store: pgRateLimitStore(ctx.db, ctx.log) });
  const checkOf = (limit: RouteLimit) => {
    const { max, windowMs } = ctx.config.rateLimits[limit.name];
    const count = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${limit.name}:${callerOf(request, limit.per)}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await count(request);
      if (!result.isAllowed && result.isExceeded) throw rateLimited(reply, result.ttlInSeconds);
    };
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const limits = methods.flatMap((m) => limitsOfRoute(m, route.url));
    // One check per limit, even when several methods of the route take it.
    for (const limit of limits.filter((l, i) => limits.findIndex((o) => o.name === l.name) === i)) {
      const check = checkOf(limit);
      if (limit.per === 'address') route.onRequest = [...hooksOf(route.onRequest), check as onRequestHookHandler];
      else route.preHandler = [...hooksOf(route.preHandler), check as preHandlerHookHandler];
    }
  });
}

const hooksOf = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
