import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode, Msg } from '@certdesk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Registry } from 'prom-client';
import { onWhitelist } from '../../modules/ip-whitelist/ip-whitelist.cache.js';
import type { AppContext } from '../context.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The configured token, compared in constant time (digests of equal length). */
function bearerMatches(request: FastifyRequest, token: string | undefined): boolean {
  if (!token) return false;
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(header.slice(7).trim()), digest(token));
}

/**
 * GET /metrics in the Prometheus text format. Not public: the scraper sends
 * `Authorization: Bearer $METRICS_TOKEN`, or scrapes from an address on the IP whitelist (the
 * address as the trusted proxies report it). The token works while the database is away.
 */
export function metricsRoute(ctx: AppContext, register: Registry, refresh: () => Promise<void>): FastifyPluginAsync {
  return async (app) => {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const allowed = bearerMatches(request, ctx.config.metricsToken) || (await onWhitelist(ctx, request.ip));
      if (!allowed) {
        request.log.warn({ ip: request.ip }, 'metrics refused');
        return reply.status(403).send({ code: ErrorCode.FORBIDDEN, msg: Msg.forbidden, data: null });
      }
      await refresh();
      const text = await register.metrics();
      return reply.header('content-type', register.contentType).header('cache-control', 'no-store').send(text);
    });
  };
}
