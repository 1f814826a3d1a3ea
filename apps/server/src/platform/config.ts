import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** Environment variables of the server, validated once at start-up. */
const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
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
  /** Secret for encrypting stored credentials (mailbox passwords). Demo mode derives one. */
  APP_SECRET: z.string().min(16, 'APP_SECRET must be at least 16 characters').optional(),
  /** Where the built web app lives; served by the API process when present. */
  WEB_DIST: z.string().optional(),
  /** Trust X-Forwarded-For from a load balancer in front. */
  TRUST_PROXY: bool,
});

/** Validated configuration of one server process. */
export type Config = {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  demoPassword: string;
  logLevel: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  loginMaxFailures: number;
  loginLockMs: number;
  appSecret: string;
  webDist: string;
  trustProxy: boolean;
};

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
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    demo,
    demoPassword: e.DEMO_PASSWORD,
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: e.SESSION_MAX_HOURS * 3_600_000,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginLockMs: e.LOGIN_LOCK_MINUTES * 60_000,
    appSecret: e.APP_SECRET ?? 'certdesk-demo-secret-not-for-production',
    webDist: path.resolve(e.WEB_DIST ?? new URL('../../../web/dist', import.meta.url).pathname),
    trustProxy: e.TRUST_PROXY ?? false,
  };
}
