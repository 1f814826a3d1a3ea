import { EventEmitter } from 'node:events';
import { and, asc, eq, gt } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../../platform/db/client.js';
import { mailSink } from './mail.schema.js';
import type { FetchResult, Mailbox, MailSender, MailSource, OutgoingMail } from './mail-provider.js';

/** Builds the raw MIME of a mail exactly as SMTP would carry it. */
export async function composeRaw(mail: {
  from: { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  messageId: string;
  inReplyTo?: string;
  references?: string;
  attachments?: { filename: string; content: Buffer; cid?: string; contentType?: string }[];
}): Promise<Buffer> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const info = await transport.sendMail({ ...mail, disableFileAccess: true, disableUrlAccess: true });
  return info.message as Buffer;
}

/**
 * The embedded mail server (no SMTP/IMAP configured): sent mail is recorded in `mail_sink`, and
 * each mailbox's inbox is rows of the same table whose id is the IMAP-like UID. Capture reads it
 * through the MailSource interface like a real IMAP server, so the same capture code runs.
 */
export class SinkProvider implements MailSender, MailSource {
  readonly kind = 'sink';
  private readonly events = new EventEmitter();
  /** Called after each sent mail (the demo company answers through this). */
  onSent: ((from: Mailbox, mail: OutgoingMail) => void) | undefined;

  constructor(private readonly db: Db) {
    this.events.setMaxListeners(0);
  }

  async send(from: Mailbox, mail: OutgoingMail): Promise<void> {
    const raw = await composeRaw({ from: { name: from.displayName, address: from.account }, ...mail });
    await this.db.insert(mailSink).values({ mailbox: from.account, folder: 'sent', raw: raw.toString('utf8') });
    this.onSent?.(from, mail);
  }

  /** Delivers a raw mail into a mailbox's inbox (the demo company's replies, tests). */
  async deliver(account: string, raw: Buffer): Promise<number> {
    const [row] = await this.db
      .insert(mailSink)
      .values({ mailbox: account, folder: 'inbox', raw: raw.toString('utf8') })
      .returning({ id: mailSink.id });
    this.events.emit(account);
    return row?.id ?? 0;
  }

  async fetchNew(box: Mailbox, since: { uidValidity: string; lastUid: number }): Promise<FetchResult> {
    const after = since.uidValidity === 'sink' ? since.lastUid : 0;
    const rows = await this.db
      .select({ id: mailSink.id, raw: mailSink.raw })
      .from(mailSink)
      .where(and(eq(mailSink.mailbox, box.account), eq(mailSink.folder, 'inbox'), gt(mailSink.id, after)))
      .orderBy(asc(mailSink.id))
      .limit(200);
    return { uidValidity: 'sink', messages: rows.map((r) => ({ uid: r.id, raw: Buffer.from(r.raw, 'utf8') })) };
  }

  async watch(box: Mailbox, onNews: () => void) {
    this.events.on(box.account, onNews);
    return async () => {
      this.events.off(box.account, onNews);
    };
  }
}
