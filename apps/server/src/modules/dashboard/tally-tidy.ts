import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import type { JobType } from '../../platform/queue.js';
import { FOLD_AFTER, foldTallies } from './dashboard.repo.js';

/**
 * The tallies' periodic tidy. A dashboard folds the rows it reads, but the rows of a worker who
 * never opens one (and the keys nobody reads any more, such as last month's days) would grow with
 * every write for ever. Every TIDY_EVERY_MS each node offers a job keyed by the time slot, so that
 * one node in the cluster folds the whole table per slot (pg-boss keeps one job per id).
 */
export const TALLY_TIDY_JOB: JobType<z.ZodObject<Record<string, never>>> = { name: 'tally-tidy', payload: z.object({}) };

export const TIDY_EVERY_MS = 10 * 60_000;

/** Folds the whole table when it holds more than FOLD_AFTER rows beyond one per key; returns that excess. */
export async function tidyTallies(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select (count(*) - count(distinct (kind, k1, k2)))::int as excess from order_tallies`,
  )) as unknown as { rows: { excess: number }[] };
  const excess = Number(result.rows[0]?.excess ?? 0);
  if (excess > FOLD_AFTER) await foldTallies(db);
  return excess;
}

/** Offers the current slot's tidy job now and every TIDY_EVERY_MS; returns the stop function. */
export function scheduleTallyTidy(ctx: AppContext, now: () => number = Date.now): () => void {
  const offer = () =>
    ctx.queue
      .send(TALLY_TIDY_JOB, {}, { key: String(Math.floor(now() / TIDY_EVERY_MS)) })
      .catch((err) => ctx.log.warn({ err }, 'tally tidy: could not offer the job'));
  void offer();
  const timer = setInterval(offer, TIDY_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
