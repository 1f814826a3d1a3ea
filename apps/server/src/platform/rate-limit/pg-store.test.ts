import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/test-app.js';
import { hitRateLimit } from './pg-store.js';
import { rateLimitHits } from './rate-limit.schema.js';

const t = testAppPerFile();

describe('the PostgreSQL rate-limit store', () => {
  it('counts concurrent hits of one key without losing or repeating one', async () => {
    const key = `test:concurrent:${Date.now()}`;
    const results = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit(t.ctx.db, key, 60_000)));
    expect(results.map((r) => r.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const r of results) expect(r.ttl).toBeGreaterThan(0);
    for (const r of results) expect(r.ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a window that is over again at 1, with a full time to live', async () => {
    const key = `test:window:${Date.now()}`;
    for (let i = 1; i <= 3; i++) expect((await hitRateLimit(t.ctx.db, key, 60_000)).current).toBe(i);
    await t.ctx.db.update(rateLimitHits).set({ resetAt: sql`now() - interval '1 second'` }).where(eq(rateLimitHits.key, key));
    const fresh = await hitRateLimit(t.ctx.db, key, 60_000);
    expect(fresh.current).toBe(1);
    expect(fresh.ttl).toBeGreaterThan(50_000);
    expect((await hitRateLimit(t.ctx.db, key, 60_000)).current).toBe(2);
  });
});
