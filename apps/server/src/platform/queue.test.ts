import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../test/test-app.js';
import { type Database, openPostgres } from './db/client.js';
import { Queue } from './queue.js';

const log = pino({ level: 'silent' });
const job = { name: 'test-exactly-once', payload: z.object({ n: z.number().int() }) };
const policy = { retryLimit: 3, retryDelay: 1, retryBackoff: false };

let first: Database;
let second: Database;
beforeAll(async () => {
  first = await openTestDatabase();
  // Two nodes: two pools on one PostgreSQL database (PGlite is one process: one handle, two queues).
  second = first.kind === 'postgres' && first.url ? await openPostgres(first.url, 4) : first;
  await first.exec('create table queue_once_runs (n integer not null, node text not null, failed boolean not null default false)');
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});

it('runs each job once across two nodes, a failed attempt retried once more', async () => {
  const queues = (['a', 'b'] as const).map((node) => {
    const db = node === 'a' ? first : second;
    const q = new Queue(db, log, { work: true, pollingIntervalSeconds: 0.5 });
    q.register(job, policy, async ({ n }, meta) => {
      // Every seventh job fails its first attempt on whichever node takes it.
      if (n % 7 === 0 && meta.attempt === 0) {
        await db.query('insert into queue_once_runs (n, node, failed) values ($1, $2, true)', [n, node]);
        throw new Error('first attempt fails');
      }
      await db.query('insert into queue_once_runs (n, node) values ($1, $2)', [n, node]);
    });
    return q;
  });
  for (const q of queues) await q.start();
  const total = 60;
  for (let n = 1; n <= total; n++) await queues[n % 2]?.send(job, { n });

  const done = async () =>
    (await first.query<{ c: number }>('select count(*)::int as c from queue_once_runs where not failed')).rows[0]?.c ?? 0;
  const deadline = Date.now() + 90_000;
  while ((await done()) < total && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
  // A job run twice would show up a little after the last first run.
  await new Promise((r) => setTimeout(r, 2000));
  for (const q of queues) await q.stop();

  const runs = await first.query<{ n: number; ok: number; failed: number }>(
    'select n, count(*) filter (where not failed)::int as ok, count(*) filter (where failed)::int as failed from queue_once_runs group by n order by n',
  );
  expect(runs.rows).toHaveLength(total);
  for (const r of runs.rows) expect(r, `job ${r.n}`).toEqual({ n: r.n, ok: 1, failed: r.n % 7 === 0 ? 1 : 0 });
  if (first.kind === 'postgres') {
    const nodes = await first.query<{ node: string }>('select distinct node from queue_once_runs where not failed order by node');
    expect(nodes.rows.map((r) => r.node)).toEqual(['a', 'b']);
  }
}, 120_000);

it('drains a backlog without waiting a polling interval between jobs', async () => {
  const backlog = { name: 'test-backlog', payload: z.object({ n: z.number().int() }) };
  await first.exec('create table queue_backlog_runs (n integer not null)');
  const record = async ({ n }: { n: number }) => {
    await first.query('insert into queue_backlog_runs (n) values ($1)', [n]);
  };
  // A sender with no workers queues 20 jobs, as intakes do while the workers are busy or away.
  const sender = new Queue(first, log, { work: false, pollingIntervalSeconds: 60 });
  sender.register(backlog, policy, record);
  await sender.start();
  for (let n = 1; n <= 20; n++) await sender.send(backlog, { n });
  // An interval far longer than the test's bound: only a worker that asks again after each job finishes.
  const worker = new Queue(first, log, { work: true, pollingIntervalSeconds: 60 });
  worker.register(backlog, policy, record);
  await worker.start();
  try {
    const runs = async () => (await first.query<{ c: number }>('select count(*)::int as c from queue_backlog_runs')).rows[0]?.c ?? 0;
    const deadline = Date.now() + 40_000;
    while ((await runs()) < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await runs()).toBe(20);
  } finally {
    await worker.stop();
    await sender.stop();
  }
}, 120_000);

it('stops past a job still running: the job is failed for a retry, and its late end writes nothing through the closed database', async () => {
  const database = await openTestDatabase();
  const slow = { name: 'test-outlasts-stop', payload: z.object({ n: z.number().int() }) };
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let running = () => {};
  const started = new Promise<void>((resolve) => {
    running = resolve;
  });
  const queue = new Queue(database, log, { work: true, pollingIntervalSeconds: 0.5 });
  queue.register(slow, { ...policy, expireInSeconds: 120 }, async () => {
    running();
    await gate;
  });
  await queue.start();
  await queue.send(slow, { n: 1 });
  await started;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on('unhandledRejection', onUnhandled);
  try {
    // Waits for the job up to its graceful timeout, then fails it so that another node retries it.
    await queue.stop();
    const jobs = await database.query<{ state: string }>('select state::text as state from pgboss.job where name = $1', [slow.name]);
    expect(jobs.rows).toEqual([{ state: 'retry' }]);
    await expect(queue.send(slow, { n: 2 })).rejects.toThrow('job queue stopped');
    await database.close();
    // The job ends now: pg-boss marks it done without awaiting, on a database that is gone.
    release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(unhandled).toEqual([]);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
}, 30_000);
