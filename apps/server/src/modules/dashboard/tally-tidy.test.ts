import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../../test/test-app.js';
import { FOLD_AFTER, foldTallies } from './dashboard.repo.js';
import { seededTallyApp } from './dashboard-fixtures.js';
import { scheduleTallyTidy, TALLY_TIDY_JOB, TIDY_EVERY_MS, tidyTallies } from './tally-tidy.js';

/*
 * The tallies' periodic tidy (tally-tidy.ts): it folds the table when nobody's dashboard did,
 * keeping every key's sum, and one job is offered per time slot however many nodes offer it.
 */

// The demo seed with its tallies built: slow, so once a file.
const t = testAppPerFile(seededTallyApp, 120_000);
const q = async <T>(text: string, params?: unknown[]) => (await t.database.query(text, params)).rows as T[];
const sums = async () =>
  new Map(
    (
      await q<{ key: string; n: number }>(
        `select kind || '/' || k1 || '/' || k2 as key, sum(n)::int as n from order_tallies group by 1 having sum(n) <> 0`,
      )
    ).map((r) => [r.key, Number(r.n)]),
  );
const rowCount = async () => Number((await q<{ n: number }>('select count(*)::int as n from order_tallies'))[0]?.n);

describe('the tallies tidy', () => {
  it('leaves a folded table alone, folds a long one to a row per key with the same sums', async () => {
    await foldTallies(t.ctx.db);
    const folded = await rowCount();
    expect(await tidyTallies(t.ctx.db)).toBe(0);
    expect(await rowCount()).toBe(folded);

    // What writers leave: a +1 and a -1 for keys, many times over (a status change back and forth).
    await q(
      `insert into order_tallies (kind, k1, k2, n)
             select kind, k1, k2, d from order_tallies, generate_series(1, $1::int), unnest(array[1, -1]) as d`,
      [Math.ceil(FOLD_AFTER / (2 * folded)) + 1],
    );
    const before = await sums();
    const long = await rowCount();
    expect(long - folded).toBeGreaterThan(FOLD_AFTER);

    expect(await tidyTallies(t.ctx.db)).toBeGreaterThan(FOLD_AFTER);
    expect(await rowCount()).toBe(before.size);
    expect(await sums()).toEqual(before);
  });

  it('is offered once per time slot, however many nodes offer it', async () => {
    const jobs = async () =>
      Number((await q<{ n: number }>('select count(*)::int as n from pgboss.job where name = $1', [TALLY_TIDY_JOB.name]))[0]?.n);
    const before = await jobs();
    // A slot no other offer has used: a year on.
    const later = () => Date.now() + 365 * 24 * 3_600_000;
    const stops = [scheduleTallyTidy(t.ctx, later), scheduleTallyTidy(t.ctx, later)];
    await expect.poll(jobs).toBe(before + 1);
    const nextSlot = () => later() + TIDY_EVERY_MS;
    stops.push(scheduleTallyTidy(t.ctx, nextSlot));
    await expect.poll(jobs).toBe(before + 2);
    for (const stop of stops) stop();
  });
});
