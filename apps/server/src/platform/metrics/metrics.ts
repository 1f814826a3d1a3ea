import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from '../context.js';
import { isDatabaseUnavailable } from '../db/faults.js';
import { metricsRoute } from './metrics.routes.js';

const LOGIN_ROUTE = '/api/auth/login';

/**
 * Prometheus metrics of one process (docs/operations.md lists them). One registry per app, not
 * prom-client's global one, because tests build several apps in one process. Figures that live in
 * the database (outbox, queue depth) are read when scraped; a scrape while the database is away
 * still answers, with certdesk_db_up 0 and those figures left out.
 */
export function installMetrics(app: FastifyInstance, ctx: AppContext): Registry {
  const register = new Registry();
  collectDefaultMetrics({ register });

  const requestDuration = new Histogram({
    name: 'certdesk_http_request_duration_seconds',
    help: 'Time from the request arriving to the answer sent, by route (the matched pattern) and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe({ method: request.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  // Counted from the answer of the sign-in route, so the sign-in code itself stays as it is.
  const signInFailures = new Counter({
    name: 'certdesk_sign_in_failures_total',
    help: 'Refused sign-ins by envelope code (2001 wrong account or password, 2002 locked, 1429 throttled …)',
    labelNames: ['code'] as const,
    registers: [register],
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.routeOptions.url !== LOGIN_ROUTE || typeof payload !== 'string') return payload;
    const code = /"code":"([^"]*)"/.exec(payload)?.[1];
    if (code && code !== '0000') signInFailures.inc({ code });
    return payload;
  });

  new Gauge({
    name: 'certdesk_websocket_connections',
    help: 'Signed-in realtime sockets connected to this process',
    registers: [register],
    collect() {
      this.set(ctx.realtime.connections);
    },
  });

  const pool = ctx.database.poolStats;
  if (pool) {
    const poolGauge = (name: string, help: string, pick: (s: { total: number; idle: number; waiting: number }) => number) =>
      new Gauge({
        name,
        help,
        registers: [register],
        collect() {
          this.set(pick(pool()));
        },
      });
    poolGauge('certdesk_db_pool_connections', 'Connections the pool holds (idle and in use)', (s) => s.total);
    poolGauge('certdesk_db_pool_idle', 'Idle connections of the pool', (s) => s.idle);
    poolGauge('certdesk_db_pool_waiting', 'Queries waiting for a connection of the pool', (s) => s.waiting);
  }

  const refresh = installDatabaseFigures(register, ctx);
  app.register(metricsRoute(ctx, register, refresh));
  return register;
}

interface DbFigures {
  up: boolean;
  outbox?: { pending: number; sending: number; failed: number; oldestAge: number };
  queues?: { name: string; depth: number }[];
}

/**
 * The gauges of figures that live in the database; the returned function reads them (one round
 * trip per table) and is called by the route before each scrape.
 */
function installDatabaseFigures(register: Registry, ctx: AppContext): () => Promise<void> {
  const up = new Gauge({
    name: 'certdesk_db_up',
    help: '1 when the database answered the scrape, 0 when it is unreachable',
    registers: [register],
  });
  const outbox = new Gauge({
    name: 'certdesk_outbox_events',
    help: 'Partner outbox events by status (pending: waiting or between retries, sending: claimed, failed: retry budget spent)',
    labelNames: ['status'] as const,
    registers: [register],
  });
  const oldest = new Gauge({
    name: 'certdesk_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox event not yet sent nor failed (0 when none)',
    registers: [register],
  });
  const queue = new Gauge({
    name: 'certdesk_queue_depth',
    help: 'pg-boss jobs waiting to run (created or waiting for a retry), by queue',
    labelNames: ['queue'] as const,
    registers: [register],
  });
  return async () => {
    const f = await readFigures(ctx);
    up.set(f.up ? 1 : 0);
    outbox.reset();
    oldest.reset();
    queue.reset();
    if (f.outbox) {
      for (const status of ['pending', 'sending', 'failed'] as const) outbox.set({ status }, f.outbox[status]);
      oldest.set(f.outbox.oldestAge);
    }
    for (const { name, depth } of f.queues ?? []) queue.set({ queue: name }, depth);
  };
}

async function readFigures(ctx: AppContext): Promise<DbFigures> {
  try {
    const [o] = (
      await ctx.database.query<{ pending: number; sending: number; failed: number; oldest_age: number }>(
        `select count(*) filter (where status = 'pending')::int as pending,
                count(*) filter (where status = 'sending')::int as sending,
                count(*) filter (where status = 'failed')::int as failed,
                coalesce(extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending'))), 0)::float8 as oldest_age
           from partner_outbox`,
      )
    ).rows;
    const queues = (
      await ctx.database.query<{ name: string; depth: number }>(
        `select name, count(*)::int as depth from pgboss.job where state in ('created', 'retry') group by name order by name`,
      )
    ).rows;
    return {
      up: true,
      outbox: o ? { pending: o.pending, sending: o.sending, failed: o.failed, oldestAge: Number(o.oldest_age) } : undefined,
      queues,
    };
  } catch (err) {
    if (!isDatabaseUnavailable(err)) ctx.log.warn({ err }, 'metrics: could not read the database figures');
    return { up: false };
  }
}
