import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { pino } from 'pino';
import { registerListeners, startSchedules } from './listeners.js';
import { sessionCache } from './modules/auth/session-cache.js';
import { watchSocketSessions } from './modules/auth/socket-sessions.js';
import { installIpWhitelistHook } from './modules/ip-whitelist/ip-whitelist.hook.js';
import { guard } from './platform/auth/guard.js';
import { installSessionHook } from './platform/auth/session-hook.js';
import type { Config } from './platform/config.js';
import type { AppContext } from './platform/context.js';
import { SecretBox } from './platform/crypto.js';
import type { Database } from './platform/db/client.js';
import { installErrorHandler } from './platform/error-handler.js';
import { installMetrics } from './platform/metrics/metrics.js';
import { installNulGuard } from './platform/nul-guard.js';
import { Queue } from './platform/queue.js';
import { installRateLimits } from './platform/rate-limit/rate-limit.js';
import { Realtime } from './platform/realtime.js';
import { installServerTiming } from './platform/server-timing.js';
import { closeSocketsForRestart } from './platform/shutdown.js';
import { createStorage, type ObjectStorage } from './platform/storage/index.js';
import { appOriginsOf, installSecurityHeaders } from './platform/web/security-headers.js';
import { serveWebApp } from './platform/web/serve-web-app.js';
import { startProviders, stopProviders, withProviders } from './providers.js';
import { registerRoutes } from './routes.js';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyBaseLogger;
  /** Serve the built web app from config.webDist when it exists (off in API tests). */
  serveWeb?: boolean;
  /** Object storage; default from S3_* variables or the embedded store under DATA_DIR/files. */
  storage?: ObjectStorage;
}

/** Builds the Fastify instance and the context of its modules; tests call this too. */
export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext }> {
  const { config, database } = options;
  const logger = options.logger ?? pino({ level: config.logLevel });
  const app = Fastify({
    loggerInstance: logger,
    trustProxy: trustedProxies(config.trustProxy),
    // One line per request only when debugging; errors are logged by the error handler.
    logController: new LogController({ disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace' }),
    bodyLimit: 5 * 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const realtime = new Realtime(database, app.log);
  await realtime.start();
  await sessionCache(database.db).start(database, app.log);
  const queue = new Queue(database, app.log, { work: config.queueWorkers, pollingIntervalSeconds: config.queuePollSeconds });
  // The providers (telephony, mail, registry, partner outbox) are made here and carried by the context.
  const ctx: AppContext = withProviders({
    config,
    database,
    db: database.db,
    log: app.log,
    realtime,
    secrets: new SecretBox(config.appSecret),
    queue,
    storage: options.storage ?? createStorage(process.env, config.dataDir, config.appSecret),
  });
  const stopWatchingSockets = watchSocketSessions(ctx);
  app.addHook('onReady', async () => startProviders(ctx));
  app.addHook('onClose', async () => {
    stopWatchingSockets();
    await stopProviders(ctx);
    await queue.stop();
    await realtime.stop();
    await sessionCache(database.db).stop();
  });

  installErrorHandler(app);
  installServerTiming(app);
  installNulGuard(app);
  // Operations (docs/operations.md): metrics, and sockets told to reconnect elsewhere on shutdown.
  installMetrics(app, ctx);
  await app.register(fastifyCookie);
  await installSecurityHeaders(app);
  // Before the hooks below: its own hook marks an upgrade, so that a socket refused by them is closed.
  await app.register(fastifyWebsocket, { preClose: closeSocketsForRestart });
  installSessionHook(app, ctx);
  installIpWhitelistHook(app, ctx);
  // Before the routes: it puts the named limits on them as they register.
  await installRateLimits(app, ctx);
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Certdesk API', description: '企业信息认证管理系统接口', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  // The API's description names every route: for signed-in administrators only (ASVS V13.4.5).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiHooks: { onRequest: guard({ roles: [0, 100] }) } });
  // Every listener (order transitions, settled partner events, job handlers) in one place, then the routes.
  registerListeners(ctx);
  let stopSchedules = () => {};
  app.addHook('onReady', async () => {
    stopSchedules = startSchedules(ctx);
  });
  app.addHook('onClose', async () => stopSchedules());
  await registerRoutes(app, ctx);
  await queue.start();
  if (options.serveWeb !== false) serveWebApp(app, config.webDist, appOriginsOf(process.env));
  return { app, ctx };
}

/** Fastify's trust rule: a hop count trusts that many proxies nearest to us, a list trusts those addresses only. */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
