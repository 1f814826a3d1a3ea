import path from 'node:path';
import { parseIpOrCidr } from '@certdesk/contract';
import { z } from 'zod';
import { parseHostList } from './http/safe-fetch.js';
import { SERVER_ROOT } from './paths.js';
import { LOGIN_ACCOUNT_MAX_FAILURES, RATE_LIMITS, type RateLimitTable } from './rate-limit/limits.js';

const isIpOrCidr = (text: string) => parseIpOrCidr(text) !== null;

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** Environment variables of the server, validated once at start-up. */
const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  /** The embedded database's buffer pool in MB; by default sized by its data (pglite-buffers.ts). */
  PGLITE_SHARED_BUFFERS_MB: z.coerce
    .number()
    .int('a whole number of megabytes')
    .min(16, 'at least 16 (MB)')
    .max(1024, 'at most 1024 (MB): PGlite does not start with 2048')
    .optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DEMO: bool,
  DEMO_PASSWORD: z.string().min(8).default('Certdesk@2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_MAX_HOURS: z.coerce.number().int().min(1).default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Sign-ins a minute from one client address (limits.ts); raise it for many users behind one NAT. */
  LOGIN_RATE_PER_MINUTE: z.coerce.number().int().min(1).default(RATE_LIMITS.signInPerAddress.max),
  /** Secret for encrypting stored credentials (mailbox passwords). Demo mode derives one. */
  APP_SECRET: z.string().min(16, 'APP_SECRET must be at least 16 characters').optional(),
  /** Where the built web app lives; served by the API process when present. */
  WEB_DIST: z.string().optional(),
  /**
   * The proxies in front whose X-Forwarded-For may be believed: addresses or CIDR ranges
   * (comma-separated), or a number of hops. Anything else in X-Forwarded-For is the client's word.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, c) => {
      const text = v?.trim() ?? '';
      if (text === '' || text === 'false' || text === '0') return false;
      if (/^[1-9]$/.test(text)) return Number(text);
      const entries = text.split(',').map((e) => e.trim());
      if (entries.every((e) => isIpOrCidr(e))) return entries;
      c.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY: name the proxies in front, as addresses or CIDR ranges (e.g. 127.0.0.1,10.0.0.0/8), or a number of hops (1–9); "true" would believe an X-Forwarded-For that any client can forge',
      });
      return z.NEVER;
    }),
  /** Partners of the open API (D11): JSON {"id":"secret"} or "id:secret,id:secret". */
  PARTNERS: z.string().optional(),
  /** Demo mode submits a simulated partner order every few minutes (off with false). */
  DEMO_SIMULATOR: bool,
  /** Commercial registry API (D10); the simulated registry when REGISTRY_URL is empty. */
  REGISTRY_URL: z
    .string()
    .url('REGISTRY_URL must be a URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REGISTRY_KEY: z.string().optional(),
  REGISTRY_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  REGISTRY_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * The partner's file hosts (host:port, comma-separated) that evidence fetches may reach although
   * they resolve to a private or loopback address; demo mode adds this server's own address (the
   * simulator serves its demo files there). See docs/evidence.md.
   */
  PARTNER_FILE_HOSTS: z.string().default(''),
  PARTNER_FILE_MAX_MB: z.coerce.number().min(0.001).max(200).default(20),
  PARTNER_FILE_TIMEOUT_SECONDS: z.coerce.number().min(1).max(300).default(20),
  PARTNER_FILE_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  PARTNER_FILE_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /** Run job workers in this process (default on), and how often idle workers poll. */
  QUEUE_WORKERS: bool,
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Bearer token of the Prometheus scraper for GET /metrics (else only whitelisted addresses). */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** Parses PARTNERS: JSON object or "id:secret,id:secret". */
function parsePartners(raw: string | undefined): Record<string, string> | string {
  if (!raw?.trim()) return {};
  const text = raw.trim();
  if (text.startsWith('{')) {
    try {
      const parsed = z.record(z.string().min(1), z.string().min(16)).safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : 'PARTNERS: every secret must be a string of at least 16 characters';
    } catch {
      return 'PARTNERS: not valid JSON';
    }
  }
  const out: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const [id, ...rest] = pair.split(':');
    const secret = rest.join(':').trim();
    if (!id?.trim() || secret.length < 16) return 'PARTNERS: expected id:secret pairs, secrets of at least 16 characters';
    out[id.trim()] = secret;
  }
  return out;
}

/** Validated configuration of one server process. */
export type Config = {
  host: string;
  port: number;
  dataDir: string;
  /** PGLITE_SHARED_BUFFERS_MB, when set. */
  pgliteSharedBuffersMb: number | undefined;
  databaseUrl: string | undefined;
  demo: boolean;
  demoPassword: string;
  logLevel: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  loginMaxFailures: number;
  loginLockMs: number;
  /** Failures on one account from any addresses that lock it for everyone (limits.ts). */
  loginAccountMaxFailures: number;
  /** The named rate limits (limits.ts); tests lower them. */
  rateLimits: RateLimitTable;
  appSecret: string;
  webDist: string;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and ranges. */
  trustProxy: false | number | string[];
  /** Partner id → signing secret (demo mode adds demo / demo-partner-secret). */
  partners: Record<string, string>;
  demoSimulator: boolean;
  registry: { url: string | undefined; key: string; retryLimit: number; retryDelaySeconds: number };
  /** Evidence fetches (modules/evidence): trusted file hosts, limits, retries. */
  partnerFiles: { hosts: string[]; maxBytes: number; timeoutMs: number; retryLimit: number; retryDelaySeconds: number };
  queueWorkers: boolean;
  queuePollSeconds: number;
  /** Bearer token that may read GET /metrics. */
  metricsToken: string | undefined;
};

/** This server's own host:port entries (the demo partner's file host is this server, /sim/files). */
export function ownAddresses(host: string, port: number): string[] {
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  return [...new Set([...(wildcard ? ['127.0.0.1', 'localhost'] : [host.toLowerCase()]), '127.0.0.1', 'localhost'])].map(
    (h) => `${h}:${port}`,
  );
}

/** Reads and validates the environment; throws an Error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Demo mode is the default for a fresh clone: no DATABASE_URL and nothing said otherwise.
  const demo = e.DEMO ?? e.DATABASE_URL === undefined;
  if (!demo && !e.APP_SECRET) throw new Error('Invalid configuration:\n  APP_SECRET: required outside demo mode');
  const partners = parsePartners(e.PARTNERS);
  if (typeof partners === 'string') throw new Error(`Invalid configuration:\n  ${partners}`);
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    databaseUrl: e.DATABASE_URL,
    demo,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMs: e.LOGIN_LOCK_MINUTES * 60_000,
    loginAccountMaxFailures: LOGIN_ACCOUNT_MAX_FAILURES,
    rateLimits: { ...RATE_LIMITS, signInPerAddress: { max: e.LOGIN_RATE_PER_MINUTE, windowMs: 60_000 } },
    appSecret: e.APP_SECRET ?? 'certdesk-demo-secret-not-for-production',
    webDist: path.resolve(e.WEB_DIST ?? path.join(SERVER_ROOT, '../web/dist')),
    trustProxy: e.TRUST_PROXY ?? false,
    partners: demo ? { demo: 'demo-partner-secret', ...partners } : partners,
    demoSimulator: demo && (e.DEMO_SIMULATOR ?? true),
    registry: {
      url: e.REGISTRY_URL,
      key: e.REGISTRY_KEY ?? '',
      retryLimit: e.REGISTRY_RETRY_LIMIT,
      retryDelaySeconds: e.REGISTRY_RETRY_DELAY_SECONDS,
    },
    partnerFiles: {
      hosts: [...parseHostList(e.PARTNER_FILE_HOSTS), ...(demo ? ownAddresses(e.HOST, e.PORT) : [])],
      maxBytes: Math.round(e.PARTNER_FILE_MAX_MB * 1024 * 1024),
      timeoutMs: e.PARTNER_FILE_TIMEOUT_SECONDS * 1000,
      retryLimit: e.PARTNER_FILE_RETRY_LIMIT,
      retryDelaySeconds: e.PARTNER_FILE_RETRY_DELAY_SECONDS,
    },
    queueWorkers: e.QUEUE_WORKERS ?? true,
    queuePollSeconds: e.QUEUE_POLL_SECONDS,
    metricsToken: e.METRICS_TOKEN,
  };
}
