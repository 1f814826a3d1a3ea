import type { AppContext } from '../../platform/context.js';
import { answerAsDemoCompany } from './demo-company.js';
import { MailCapture } from './mail-capture.js';
import { loadMailConfig, type MailConfig } from './mail-config.js';
import type { MailSender, MailSource } from './mail-provider.js';
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

/** Builds the mail runtime of an app (providers.ts): real servers when configured, else the sink. */
export function createMailRuntime(ctx: AppContext, config: MailConfig = loadMailConfig()): MailRuntime {
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
  return runtime;
}
