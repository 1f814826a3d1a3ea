import { createMailRuntime } from './modules/mail/mail-runtime.js';
import { loadOutboxConfig } from './modules/partner/outbox.config.js';
import { OutboxWorker } from './modules/partner/outbox.worker.js';
import { createRegistryProvider } from './modules/registry/create-registry.js';
import { telephonyFromEnv } from './modules/telephony/telephony.provider.js';
import type { AppContext } from './platform/context.js';

/** The part of the context the providers are made from. */
export type PlatformContext = Omit<AppContext, 'telephony' | 'mail' | 'registry' | 'outbox'>;

/**
 * Makes the providers of one app and completes its context with them. Each provider keeps the
 * context it is given and reads it only when used, so they are made on the context they complete.
 */
export function withProviders(base: PlatformContext): AppContext {
  const ctx = base as AppContext;
  ctx.telephony = telephonyFromEnv(ctx);
  ctx.mail = createMailRuntime(ctx);
  ctx.registry = createRegistryProvider(ctx.config);
  ctx.outbox = new OutboxWorker(ctx, loadOutboxConfig(ctx.config));
  return ctx;
}

/** Starts the providers' loops once the app is ready: mail reply capture; the outbox worker where job workers run. */
export function startProviders(ctx: AppContext): void {
  ctx.mail.capture.start();
  if (ctx.config.queueWorkers) ctx.outbox.start();
}

/** Stops them on close, before the queue and the database go (ctx.telephony: tests replace it). */
export async function stopProviders(ctx: AppContext): Promise<void> {
  ctx.telephony.stop();
  await Promise.all([ctx.mail.capture.stop(), ctx.outbox.stop()]);
}
