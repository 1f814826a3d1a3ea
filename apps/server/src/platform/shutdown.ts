import { SERVICE_RESTART_CLOSE } from '@certdesk/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';

/** In-flight requests get this long after SIGTERM; then their connections are closed. */
export const DRAIN_MS = 10_000;
/** Past this the process exits whatever still runs (a stuck job handler, a hung close). */
const HARD_EXIT_MS = 25_000;

/**
 * Graceful shutdown on SIGTERM / SIGINT (a rolling deploy, a scale-in):
 * 1. /readyz and every new request answer 503 and no new connection is accepted (Fastify's close),
 *    so the load balancer moves on to the other nodes;
 * 2. WebSockets are closed with 1012 "service restart", which the browser reads as "reconnect",
 *    landing on another node (app.ts: preClose of the websocket plugin);
 * 3. requests in flight finish, for up to DRAIN_MS, then their connections are closed;
 * 4. the onClose hooks stop the workers: pg-boss stops gracefully and fails what is still active
 *    so another node retries it (its lease released, not left to expire), the outbox and mail
 *    capture finish their attempt in flight;
 * 5. the database pool is closed and the process exits 0.
 */
export function installGracefulShutdown(app: FastifyInstance, database: Database) {
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info(`${signal}: shutting down; no new connections, requests in flight have ${DRAIN_MS / 1000} s`);
    const drain = setTimeout(() => {
      app.log.warn('shutdown: requests still in flight after the drain time; closing their connections');
      app.server.closeAllConnections();
    }, DRAIN_MS);
    const hard = setTimeout(() => {
      app.log.error('shutdown: not finished in time; exiting');
      process.exit(1);
    }, HARD_EXIT_MS);
    hard.unref();
    try {
      await app.close();
      clearTimeout(drain);
      await database.close();
      app.log.info('shutdown: done');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

/**
 * The websocket plugin's preClose: every socket is closed with 1012 "service restart" (the browser
 * reconnects, through the load balancer to a node that stays) and upgrades stop being accepted.
 */
export function closeSocketsForRestart(this: FastifyInstance, done: () => void) {
  for (const client of this.websocketServer.clients) client.close(SERVICE_RESTART_CLOSE, 'service restart');
  this.websocketServer.close();
  done();
}
