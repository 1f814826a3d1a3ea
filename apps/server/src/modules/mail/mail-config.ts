import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Mail servers (D9), read from the environment once when the mail module starts. */
const envSchema = z.object({
  MAIL_SMTP_HOST: z.string().optional(),
  MAIL_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(465),
  /** Implicit TLS (465); otherwise STARTTLS is used when the server offers it. */
  MAIL_SMTP_SECURE: flag,
  MAIL_IMAP_HOST: z.string().optional(),
  MAIL_IMAP_PORT: z.coerce.number().int().min(1).max(65535).default(993),
  MAIL_IMAP_SECURE: flag,
  /** Accept self-signed certificates (test and intranet servers only). */
  MAIL_TLS_INSECURE: flag,
  /** Polling interval of capture; IDLE notices new mail at once where the server offers it. */
  MAIL_POLL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Demo mode: how long the simulated company takes to reply to a mail. */
  MAIL_DEMO_REPLY_MS: z.coerce.number().int().min(0).default(3000),
});

/** Mail configuration: real servers when hosts are set, else the embedded sink. */
export interface MailConfig {
  smtp: { host: string; port: number; secure: boolean } | null;
  imap: { host: string; port: number; secure: boolean } | null;
  tlsInsecure: boolean;
  pollMs: number;
  demoReplyMs: number;
}

/** Reads and validates the mail variables; throws naming every bad one. */
export function loadMailConfig(env: NodeJS.ProcessEnv = process.env): MailConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid mail configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const e = parsed.data;
  return {
    smtp: e.MAIL_SMTP_HOST ? { host: e.MAIL_SMTP_HOST, port: e.MAIL_SMTP_PORT, secure: e.MAIL_SMTP_SECURE } : null,
    imap: e.MAIL_IMAP_HOST ? { host: e.MAIL_IMAP_HOST, port: e.MAIL_IMAP_PORT, secure: e.MAIL_IMAP_SECURE } : null,
    tlsInsecure: e.MAIL_TLS_INSECURE,
    pollMs: e.MAIL_POLL_SECONDS * 1000,
    demoReplyMs: e.MAIL_DEMO_REPLY_MS,
  };
}
