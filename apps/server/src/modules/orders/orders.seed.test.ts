import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedOrders } from './orders.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ queueWorkers: false });
});
afterAll(async () => t.close());

describe('demo orders seeder (D21)', () => {
  it('seeds a few thousand orders in every status and type', async () => {
    const started = Date.now();
    await seedOrders(t.ctx);
    const elapsed = Date.now() - started;
    const by = async (column: string) =>
      (await t.database.query<{ k: number; n: number }>(`select ${column} as k, count(*)::int as n from orders group by 1 order by 1`))
        .rows;
    expect((await by('order_status')).map((r) => r.k)).toEqual([10, 20, 30, 40, 50, 100]);
    expect((await by('order_type')).map((r) => r.k)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const total = (await by('1')).reduce((s: number, r: { n: number }) => s + r.n, 0);
    expect(total).toBe(3000);
    const workers = await t.database.query<{ account: string; n: number }>(
      `select u.account, count(*)::int as n from orders o join users u on u.id = o.certification_uid group by 1 order by 1`,
    );
    expect(workers.rows.map((r) => r.account)).toEqual(['cert01', 'cert02']);
    const [checks] = (
      (await t.ctx.db.execute(sql`select
        count(*) filter (where jsonb_array_length(labels) > 0)::int as labelled,
        count(*) filter (where duplicate_name)::int as duplicates,
        count(*) filter (where audit_uid is not null)::int as audited,
        (select count(*)::int from company_records where status = 'success') as records,
        (select count(*)::int from company_records where status = 'queued') as queued
        from orders`)) as unknown as { rows: unknown[] }
    ).rows as { labelled: number; duplicates: number; audited: number; records: number; queued: number }[];
    expect(checks?.labelled).toBeGreaterThan(100);
    expect(checks?.audited).toBeGreaterThan(100);
    expect(checks?.records).toBe(600);
    expect(checks?.queued).toBeGreaterThan(10);
    // Its time is a figure, not a verdict: a timed test fails on a loaded machine, not on slow code.
    console.log(`seedOrders: ${elapsed} ms`);
  });
});
