import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { z } from 'zod';
import type { Database, Db } from './db/client.js';
import { isDatabaseUnavailable } from './db/faults.js';
import { positionalSql } from './db/positional-sql.js';

/**
 * The job queue on PostgreSQL (pg-boss 10): registry lookups, partner pushes, mail capture.
 * Jobs have a name, a zod payload, retries with exponential back-off, and handlers that are
 * idempotent (a job may run twice after a crash). Sending inside a database transaction makes
 * the job part of that transaction: it exists exactly when the change that asked for it does.
 */

/** Retry policy of a job type. */
export interface JobPolicy {
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with retryBackoff. */
  retryDelay: number;
  retryBackoff: boolean;
  /** A job still running after this many seconds is failed (and retried). */
  expireInSeconds?: number;
}

/** A job type: its name and payload schema (what senders need). */
export interface JobType<S extends z.ZodType> {
  name: string;
  payload: S;
}

/** Facts about the attempt a handler runs; `attempt` counts from 0. */
export interface JobMeta {
  attempt: number;
  lastAttempt: boolean;
  jobId: string;
}

/** Runs one job; throwing fails the attempt, which is retried per the policy. */
export type JobHandler<S extends z.ZodType> = (data: z.infer<S>, meta: JobMeta) => Promise<void>;

interface Registered {
  type: JobType<z.ZodType>;
  policy: JobPolicy;
  handle: JobHandler<z.ZodType>;
}

/** A pg-boss connection over a transaction (or the Drizzle database). */
function txDb(tx: Db): PgBoss.Db {
  return {
    executeSql: async (text, values) => {
      const result = (await tx.execute(positionalSql(text, values ?? []))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}

/** A stable job id per key, so that sending the same key twice makes one job. */
export function jobIdFor(key: string): string {
  const h = createHash('sha256').update(key).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** The queue of one process. Register job types, then start; workers run when `work` is on. */
export class Queue {
  private readonly boss: PgBoss;
  private readonly jobs = new Map<string, Registered>();
  private started = false;
  /** Set once stopped: pg-boss's statements are not run from then on (see stop). */
  private closed = false;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: { work: boolean; pollingIntervalSeconds: number },
  ) {
    this.boss = new PgBoss({
      db: {
        // Once stopped, a statement of pg-boss is never answered (see stop).
        executeSql: (text, values) => (this.closed ? new Promise(() => {}) : this.track(this.run(text, values))),
      },
      schedule: false,
    });
    // While the database is away every worker's poll fails: expected, and over once it is back.
    this.boss.on('error', (err) =>
      isDatabaseUnavailable(err)
        ? log.warn({ err: { message: err.message } }, 'job queue: database unavailable')
        : log.error({ err }, 'job queue error'),
    );
  }

  /** One statement of pg-boss on the database. */
  private async run(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
    if (values && values.length > 0) return this.database.query(text, values);
    try {
      return await this.database.query(text);
    } catch (err) {
      // Migrations are several statements in one string: PGlite runs those only through exec.
      if (!/multiple commands/i.test((err as Error).message)) throw err;
      await this.database.exec(text);
      return { rows: [] };
    }
  }

  private track<T>(running: Promise<T>): Promise<T> {
    this.inFlight.add(running);
    const forget = () => this.inFlight.delete(running);
    running.then(forget, forget);
    return running;
  }

  /** Registers a job type with its retry policy and handler (before start). */
  register<S extends z.ZodType>(type: JobType<S>, policy: JobPolicy, handle: JobHandler<S>): void {
    this.jobs.set(type.name, { type, policy, handle } as unknown as Registered);
  }

  /** Installs pg-boss's tables, creates the queues and starts the workers. */
  async start(): Promise<void> {
    this.closed = false;
    await this.boss.start();
    for (const job of this.jobs.values()) {
      const name = job.type.name;
      // Jobs inherit the queue's retry policy; updateQueue keeps an existing queue's policy current.
      if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, { name, ...job.policy });
      else await this.boss.createQueue(name, { name, ...job.policy });
      if (this.options.work) await this.startWorker(job);
    }
    this.started = true;
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 5000, close: false });
    // pg-boss marks a job done or failed without awaiting it (manager.js onFetch), and its stop
    // waits for a running job only up to the timeout and not for a poll under way: a job ending
    // later would write through a database closed meanwhile, an unhandled rejection. From here
    // its statements are never answered (neither an error nothing would catch, nor rows it would
    // misread): its calls wait forever, holding no timer or socket. Such a job was failed by the
    // stop or stays active until it expires, and is retried, as after a killed process. The
    // statements already sent finish first.
    this.closed = true;
    await Promise.allSettled([...this.inFlight]);
  }

  /**
   * Sends a job. With `tx` the job is written in that transaction; with `key` the job id is
   * derived from it, so a second send of the same key is ignored. Returns the job id (null when ignored).
   */
  async send<S extends z.ZodType>(
    job: JobType<S>,
    data: z.infer<S>,
    options: { tx?: Db; key?: string; startAfterSeconds?: number } = {},
  ): Promise<string | null> {
    const payload = job.payload.parse(data) as object;
    // A stopped queue's statements are never answered (stop): a job sent then would be lost unsaid.
    if (this.closed && !options.tx) throw new Error(`job queue stopped: ${job.name} not sent`);
    return this.boss.send(job.name, payload, {
      ...(options.key ? { id: jobIdFor(`${job.name}:${options.key}`) } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.tx ? { db: txDb(options.tx) } : {}),
    });
  }

  /** Counts of a queue by state, for the queue screen. */
  async counts(name: string): Promise<{ created: number; retry: number; active: number; failed: number }> {
    const r = await this.database.query<{ state: string; n: number }>(
      'select state::text as state, count(*)::int as n from pgboss.job where name = $1 group by state',
      [name],
    );
    const by = Object.fromEntries(r.rows.map((row) => [row.state, row.n]));
    return { created: by.created ?? 0, retry: by.retry ?? 0, active: by.active ?? 0, failed: by.failed ?? 0 };
  }

  private async startWorker(job: Registered) {
    const name = job.type.name;
    // pg-boss waits a whole polling interval after every fetch, which drains a backlog (after an
    // outage, or a burst of intakes) at one job per interval. A worker that just ran a job asks
    // for the next one at once, and waits only when the queue is empty.
    let workerId = '';
    workerId = await this.boss.work(
      name,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds, batchSize: 1, includeMetadata: true },
      async (batch) => {
        for (const j of batch) {
          const data = job.type.payload.parse(j.data);
          const meta = { attempt: j.retryCount, lastAttempt: j.retryCount >= j.retryLimit, jobId: j.id };
          try {
            await job.handle(data, meta);
          } catch (err) {
            this.log.warn({ err, job: name, attempt: j.retryCount }, 'job attempt failed');
            throw err;
          } finally {
            if (workerId) this.boss.notifyWorker(workerId);
          }
        }
      },
    );
  }
}
