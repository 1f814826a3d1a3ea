import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { rateLimitHits } from './rate-limit.schema.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

// Rows of windows over for this long are removed, at most once a minute per process.
const PURGE_EVERY_MS = 60_000;

/**
 * Counts one hit of a key and returns the count in its window and the milliseconds left: one
 * upsert, so that every server process on the database shares the count and none can lose a hit.
 * A window that is over starts again at 1. The database clock decides, not the processes'.
 */
export async function hitRateLimit(db: Db, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  const over = sql`${rateLimitHits.resetAt} <= clock_timestamp()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: sql`clock_timestamp() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${over} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${over} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - clock_timestamp()) * 1000))::int`,
    });
  return { current: row?.current ?? 1, ttl: Number(row?.ttl ?? windowMs) };
}

/**
 * A store for @fastify/rate-limit backed by the rate_limit_hits table, so that a limit holds
 * across all server processes. Keys carry the limit's name (rate-limit.ts), so one store serves
 * every limit and `child` returns the same store.
 */
export function pgRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastPurge = 0;
  const purge = (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    db.delete(rateLimitHits)
      .where(lt(rateLimitHits.resetAt, new Date(now - PURGE_EVERY_MS)))
      .catch((err: unknown) => log.warn({ err }, 'rate limit purge failed'));
  };
  class PgStore implements FastifyRateLimitStore {
    incr(key: string, callback: Callback, timeWindow?: number) {
      purge(Date.now());
      hitRateLimit(db, key, timeWindow ?? 60_000).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return PgStore as unknown as FastifyRateLimitStoreCtor;
}
