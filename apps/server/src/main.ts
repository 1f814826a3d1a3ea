import { buildApp } from './app.js';
import { demoBanner, isFreshDatabase, seedDemo } from './modules/demo/seed.js';
import { importLegacyAvatars } from './modules/profile/avatar-legacy.js';
import { loadConfig } from './platform/config.js';
import { type Database, openPglite, openPostgres } from './platform/db/client.js';
import { runMigrations } from './platform/db/migrate.js';

// Start-up: config → database → migrations → app → (demo seed) → listen.
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  let database: Database;
  try {
    database = config.databaseUrl ? await openPostgres(config.databaseUrl) : await openPglite({ dataDir: config.dataDir });
  } catch (err) {
    console.error(`Cannot open the database: ${(err as Error).message}`);
    process.exit(1);
  }
  await runMigrations(database);
  const { app, ctx } = await buildApp({ config, database });
  // Avatars saved by the old node-local route move into the object store (see avatar-legacy.ts).
  await importLegacyAvatars(ctx).catch((err) => app.log.warn({ err }, 'legacy avatars: import failed; retried at next start'));
  const fresh = config.demo && (await isFreshDatabase(ctx));
  if (fresh) await seedDemo(ctx);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host}:${config.port}`;
  if (config.demo) console.log(demoBanner(ctx, url));
}

void main();
