import type { FastifyBaseLogger } from 'fastify';
import type { NodeMembership } from './cluster/membership.js';
import type { Config } from './config.js';
import type { SecretBox } from './crypto.js';
import type { Database, Db } from './db/client.js';
import type { Queue } from './queue.js';
import type { Realtime } from './realtime.js';
import type { ObjectStorage } from './storage/index.js';

/**
 * What every module needs from the platform, built once per process in main.ts (or per test)
 * and passed to route registrations and services. Later modules add their providers here.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  realtime: Realtime;
  secrets: SecretBox;
  queue: Queue;
  /** Object storage (D15): embedded local disk or S3-compatible. */
  storage: ObjectStorage;
  /** This node among those sharing the PostgreSQL database (absent on PGlite, which is one process). */
  cluster?: NodeMembership;
}
