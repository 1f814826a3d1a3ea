import { z } from 'zod';
import type { Config } from '../../platform/config.js';

/**
 * Settings of the partner outbox, from the environment (validated when the module registers):
 * PARTNER_CALLBACKS  partner id → callback URL, JSON {"id":"url"} or "id=url,id=url"; in demo
 *                    mode a partner without one gets the in-process simulator's receiver
 * PUSH_RETRY_LIMIT   attempts before an event is failed (default 8)
 * PUSH_RETRY_BASE_MS first back-off, doubled per attempt, at most an hour (default 30 s)
 * PUSH_TIMEOUT_MS    a partner silent this long failed the attempt (default 10 s)
 * OUTBOX_POLL_MS     how often an idle worker looks for due events (default 1 s)
 */
const envSchema = z.object({
  PARTNER_CALLBACKS: z.string().optional(),
  PUSH_RETRY_LIMIT: z.coerce.number().int().min(1).max(50).default(8),
  PUSH_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(10).default(10_000),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1_000),
});

export interface OutboxConfig {
  callbacks: Record<string, string>;
  retryLimit: number;
  retryBaseMs: number;
  timeoutMs: number;
  pollMs: number;
  /** The demo's in-process simulated partner, when no URL is configured. */
  simulatorUrl: string | null;
}

function parseCallbacks(raw: string | undefined): Record<string, string> {
  if (!raw?.trim()) return {};
  const text = raw.trim();
  const entries: [string, string][] = text.startsWith('{')
    ? Object.entries(z.record(z.string(), z.string()).parse(JSON.parse(text)))
    : text.split(',').map((pair) => {
        const at = pair.indexOf('=');
        return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      });
  for (const [id, url] of entries) {
    if (!id || !/^https?:\/\//.test(url)) throw new Error(`Invalid configuration:\n  PARTNER_CALLBACKS: ${id || '?'} needs an http(s) URL`);
  }
  return Object.fromEntries(entries);
}

/** Reads the outbox settings; throws a clear error on bad values. */
export function loadOutboxConfig(config: Config, env: NodeJS.ProcessEnv = process.env): OutboxConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new Error(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  const e = parsed.data;
  return {
    callbacks: parseCallbacks(e.PARTNER_CALLBACKS),
    retryLimit: e.PUSH_RETRY_LIMIT,
    retryBaseMs: e.PUSH_RETRY_BASE_MS,
    timeoutMs: e.PUSH_TIMEOUT_MS,
    pollMs: e.OUTBOX_POLL_MS,
    simulatorUrl: config.demo ? `http://127.0.0.1:${config.port}/open/v1/simulator/callback` : null,
  };
}

/** Back-off before attempt n+1 after n failed attempts: base · 2^(n−1), at most an hour. */
export function backoffMs(cfg: Pick<OutboxConfig, 'retryBaseMs'>, attempts: number): number {
  return Math.min(cfg.retryBaseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}
