import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { loadConfig } from './platform/config.js';
import { type Database, openPglite, openPostgres } from './platform/db/client.js';
import { isDatabaseUnavailable } from './platform/db/faults.js';
import { runMigrations, underStartupLock } from './platform/db/migrate.js';
import { pgliteBuffersMb } from './platform/db/pglite-buffers.js';
import { DatabaseConfigError, waitForDatabase } from './platform/db/wait-for-database.js';
import { installGracefulShutdown } from './platform/shutdown.js';

type Log = FastifyBaseLogger;

/**
 * Opens the database and applies migrations. A PostgreSQL server that is down (or goes down while
 * migrating) is waited for; a DATABASE_URL that cannot work ends the start with one clear line.
 */
async function openDatabase(config: ReturnType<typeof loadConfig>, log: Log): Promise<Database> {
  const url = config.databaseUrl;
  if (!url) {
    const sharedBuffersMb = pgliteBuffersMb(config.dataDir, config.pgliteSharedBuffersMb);
    log.info({ sharedBuffersMb }, 'database: embedded PGlite');
    const database = await openPglite({ dataDir: config.dataDir, sharedBuffersMb });
    await runMigrations(database);
    return database;
  }
  for (;;) {
    await waitForDatabase(url, log);
    const database = await openPostgres(url, { log, lazy: true });
    try {
      await runMigrations(database);
      return database;
    } catch (err) {
      await database.close().catch(() => {});
      if (!isDatabaseUnavailable(err)) throw err;
      log.warn('database: lost while migrating; waiting for it again');
    }
  }
}

/** Whatever escaped every handler: a database fault is logged and lived with, anything else ends the process. */
function installLastResort(log: Log) {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      log.warn({ err: reason }, 'database unavailable (unhandled); carrying on');
      return;
    }
    log.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
}

// Start-up: config → database (waited for) → migrations → app → (demo seed) → listen.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const log: Log = pino({ level: config.logLevel });
  installLastResort(log);
  let database: Database;
  try {
    database = await openDatabase(config, log);
  } catch (err) {
    const message = err instanceof DatabaseConfigError ? err.message : `Cannot open the database: ${(err as Error).message}`;
    console.error(message);
    process.exit(1);
  }
  // Loaded once the database is there: a wrong DATABASE_URL is told in a second, not after
  // loading every module of the server.
  const { buildApp } = await import('./app.js');
  const { joinCluster } = await import('./cluster-start.js');
  const { demoBanner, isFreshDatabase, seedDemo } = await import('./modules/demo/seed.js');
  const { importLegacyAvatars } = await import('./modules/profile/avatar-legacy.js');
  const { app, ctx } = await buildApp({ config, database, logger: log });
  // Avatars saved by the old node-local route move into the object store (see avatar-legacy.ts).
  await importLegacyAvatars(ctx).catch((err) => app.log.warn({ err }, 'legacy avatars: import failed; retried at next start'));
  // What two nodes starting at once must not both do: seed a fresh database, and join the cluster
  // (each must see the other to refuse a set-up that cannot work with peers).
  try {
    await underStartupLock(database, async () => {
      if (config.demo && (await isFreshDatabase(ctx))) await seedDemo(ctx);
      if (database.kind === 'postgres') ctx.cluster = await joinCluster(ctx);
    });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  if (ctx.cluster) app.addHook('onClose', async () => ctx.cluster?.leave());
  installGracefulShutdown(app, database);
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host}:${config.port}`;
  if (config.demo) console.log(demoBanner(ctx, url));
}

void main();
