import type { FastifyBaseLogger } from 'fastify';
import type { MailRuntime } from '../modules/mail/mail-runtime.js';
import type { OutboxWorker } from '../modules/partner/outbox.worker.js';
import type { RegistryProvider } from '../modules/registry/registry-provider.js';
import type { TelephonyProvider } from '../modules/telephony/telephony.provider.js';
import type { NodeMembership } from './cluster/membership.js';
import type { Config } from './config.js';
import type { SecretBox } from './crypto.js';
import type { Database, Db } from './db/client.js';
import type { Queue } from './queue.js';
import type { Realtime } from './realtime.js';
import type { ObjectStorage } from './storage/index.js';

/**
 * What every module needs from the platform, built once per app in buildApp (app.ts; tests build
 * apps too) and passed to route registrations, listeners and services. The providers are made in
 * one place (providers.ts) and live here, not in module-level maps keyed by the context, so that
 * who owns them, when they start and when they stop can be read in app.ts.
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
  /** Telephony (D8): the simulated exchange inside the server, or SIP. */
  telephony: TelephonyProvider;
  /** Mail (D9): how this process sends, where reply capture reads, the capture loop. */
  mail: MailRuntime;
  /** The company registry (D10) the lookup job asks: simulated, or the HTTP API. */
  registry: RegistryProvider;
  /** The partner outbox worker (D11); it polls only where job workers run. */
  outbox: OutboxWorker;
  /** This node among those sharing the PostgreSQL database (absent on PGlite, which is one process). */
  cluster?: NodeMembership;
}
