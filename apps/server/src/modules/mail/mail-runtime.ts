import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { users } from '../users/users.schema.js';
import { answerAsDemoCompany } from './demo-company.js';
import { MailCapture } from './mail-capture.js';
import { loadMailConfig, type MailConfig } from './mail-config.js';
import type { Mailbox, MailSender, MailSource } from './mail-provider.js';
import { SinkProvider } from './sink.provider.js';
import { realProvider } from './smtp-imap.provider.js';

/** The mail side of one server process: how it sends, where capture reads, the capture loop. */
export interface MailRuntime {
  config: MailConfig;
  sender: MailSender;
  source: MailSource;
  /** The embedded sink, when no mail server is configured. */
  sink: SinkProvider | null;
  capture: MailCapture;
}

const runtimes = new WeakMap<AppContext, MailRuntime>();

/** Builds the mail runtime of a context (once): real servers when configured, else the sink. */
export function startMailRuntime(ctx: AppContext, config: MailConfig = loadMailConfig()): MailRuntime {
  const existing = runtimes.get(ctx);
  if (existing) return existing;
  const real = realProvider(config);
  const sink = real ? null : new SinkProvider(ctx.db);
  const source = real?.source ?? sink!;
  const runtime: MailRuntime = {
    config,
    sender: real?.sender ?? sink!,
    source,
    sink,
    capture: new MailCapture(ctx, source, config.pollMs),
  };
  if (sink && ctx.config.demo) sink.onSent = (from, mail) => answerAsDemoCompany(ctx, sink, from, mail, config.demoReplyMs);
  runtimes.set(ctx, runtime);
  return runtime;
}

/** The mail runtime of a context. */
export function mailRuntime(ctx: AppContext): MailRuntime {
  return runtimes.get(ctx) ?? startMailRuntime(ctx);
}

/** The mailboxes of active users with a mailbox configuration, passwords opened. */
export async function configuredMailboxes(ctx: AppContext, uid?: number): Promise<Mailbox[]> {
  const rows = await ctx.db
    .select({ id: users.id, nickName: users.nickName, emailConfig: users.emailConfig })
    .from(users)
    .where(and(isNotNull(users.emailConfig), eq(users.disabled, false), isNull(users.deletedAt), uid ? eq(users.id, uid) : undefined));
  const boxes: Mailbox[] = [];
  for (const r of rows) {
    if (!r.emailConfig?.account) continue;
    let password = '';
    try {
      password = ctx.secrets.open(r.emailConfig.passwordEnc);
    } catch {
      // A password sealed with another key: the login fails and the mailbox shows that status.
    }
    boxes.push({ uid: r.id, account: r.emailConfig.account, password, displayName: r.nickName });
  }
  return boxes;
}
