import { ErrorCode, Msg, parseAddress, rangeContains } from '@certdesk/contract';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { isUserArea, routeOf } from '../../platform/auth/session-hook.js';
import type { AppContext } from '../../platform/context.js';
import { recordAudit } from '../admin-audit/admin-audit.service.js';
import { activeEntries } from './ip-whitelist.cache.js';

// Each use of a high-danger entry is logged once per address and entry per window, so a busy
// client does not write a row per request.
const HIGH_DANGER_LOG_WINDOW_MS = 10 * 60_000;

/**
 * D18: when at least one enabled whitelist entry exists, every API call (sign-in included), the
 * realtime socket and stored files are refused to an address outside the enabled entries. No
 * enabled entry: open. The partner's open API (/open/, signed per call), the call webhook and the
 * health probes are not affected. The decision is on the route the router matched, not on the raw
 * URL (which may spell '/api/' with escapes), and on the address as the configured proxies tell it.
 */
export function installIpWhitelistHook(app: FastifyInstance, ctx: AppContext) {
  // Pairs logged within the window (bounded: a scan from many addresses cannot grow it).
  const loggedLately = new LRUCache<string, true>({ max: 10_000, ttl: HIGH_DANGER_LOG_WINDOW_MS });
  app.addHook('onRequest', async (request, reply) => {
    if (!isUserArea(routeOf(request))) return;
    const entries = await activeEntries(ctx.db);
    if (entries.length === 0) return;
    const addr = parseAddress(request.ip);
    const match = addr ? entries.filter((e) => rangeContains(e.range, addr)) : [];
    if (match.length === 0) {
      request.log.warn({ ip: request.ip, url: request.url }, 'ip whitelist refused');
      return reply.status(200).send({ code: ErrorCode.IP_REFUSED, msg: Msg.ipRefused, data: null });
    }
    // Allowed only through high-danger entries: keep a trace of it.
    if (match.every((e) => e.dangerLevel === 1)) {
      const entry = match[0]!;
      const key = `${entry.id}|${request.ip}`;
      if (!loggedLately.has(key)) {
        loggedLately.set(key, true);
        request.log.warn({ ip: request.ip, entry: entry.ip }, 'access through a high-danger whitelist entry');
        await recordAudit(ctx.db, null, {
          entity: 'ipWhite',
          entityId: entry.id,
          action: 'highDangerUse',
          after: { ip: request.ip, entry: entry.ip, url: request.url.split('?')[0], account: request.user?.account ?? '' },
        });
      }
    }
  });
}
