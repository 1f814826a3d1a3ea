import { ImapFlow } from 'imapflow';
import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config.js';
import { type FetchResult, MailAuthError, type Mailbox, type MailSender, type MailSource, type OutgoingMail } from './mail-provider.js';

type Server = { host: string; port: number; secure: boolean };

/** Sends over SMTP with the user's own mailbox login. */
export class SmtpSender implements MailSender {
  constructor(
    private readonly server: Server,
    private readonly tlsInsecure: boolean,
  ) {}

  async send(from: Mailbox, mail: OutgoingMail): Promise<void> {
    const transport = nodemailer.createTransport({
      host: this.server.host,
      port: this.server.port,
      secure: this.server.secure,
      auth: { user: from.account, pass: from.password },
      tls: { rejectUnauthorized: !this.tlsInsecure },
      connectionTimeout: 15_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    try {
      await transport.sendMail({
        from: { name: from.displayName, address: from.account },
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        messageId: mail.messageId,
        attachments: mail.attachments,
        // Headers come from validated fields only; nodemailer encodes them, and CR/LF was refused before.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    } catch (err) {
      const e = err as { code?: string; responseCode?: number; message: string };
      if (e.code === 'EAUTH' || e.responseCode === 535) throw new MailAuthError('邮箱登录失败，请检查邮箱账号和密码');
      throw err;
    } finally {
      transport.close();
    }
  }
}

/** Reads mailboxes over IMAP (imapflow), watching with IDLE where the server offers it. */
export class ImapSource implements MailSource {
  readonly kind = 'imap';

  constructor(
    private readonly server: Server,
    private readonly tlsInsecure: boolean,
  ) {}

  private client(box: Mailbox) {
    const client = new ImapFlow({
      host: this.server.host,
      port: this.server.port,
      secure: this.server.secure,
      auth: { user: box.account, pass: box.password },
      tls: { rejectUnauthorized: !this.tlsInsecure },
      logger: false,
      disableAutoIdle: false,
    });
    return client;
  }

  private async connect(box: Mailbox) {
    const client = this.client(box);
    // A failed login otherwise surfaces as an unhandled 'error' event.
    client.on('error', () => undefined);
    try {
      await client.connect();
    } catch (err) {
      const e = err as { authenticationFailed?: boolean; message: string };
      if (e.authenticationFailed) throw new MailAuthError('邮箱登录失败，请检查邮箱账号和密码');
      throw err;
    }
    return client;
  }

  async fetchNew(box: Mailbox, since: { uidValidity: string; lastUid: number }): Promise<FetchResult> {
    const client = await this.connect(box);
    try {
      const lock = await client.getMailboxLock('INBOX');
      try {
        const mailbox = client.mailbox;
        const uidValidity = mailbox ? String(mailbox.uidValidity) : '';
        const start = uidValidity === since.uidValidity ? since.lastUid + 1 : 1;
        const messages: FetchResult['messages'] = [];
        if (mailbox && mailbox.exists > 0) {
          // "n:*" also returns the newest message when n is past it: keep only UIDs from n.
          for await (const m of client.fetch(`${start}:*`, { uid: true, source: true }, { uid: true })) {
            if (m.uid >= start && m.source) messages.push({ uid: m.uid, raw: m.source });
          }
        }
        messages.sort((a, b) => a.uid - b.uid);
        return { uidValidity, messages };
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
  }

  async watch(box: Mailbox, onNews: () => void, onError: (err: Error) => void) {
    const client = await this.connect(box);
    if (!client.capabilities.has('IDLE')) {
      await client.logout().catch(() => undefined);
      return null;
    }
    await client.mailboxOpen('INBOX');
    client.on('exists', () => onNews());
    client.on('close', () => onError(new Error('IMAP connection closed')));
    // imapflow enters IDLE by itself whenever the connection has nothing else to do.
    void client.idle().catch(() => undefined);
    return async () => {
      client.removeAllListeners('close');
      await client.logout().catch(() => client.close());
    };
  }
}

/** The real provider when the hosts are configured. */
export function realProvider(config: MailConfig) {
  if (!config.smtp || !config.imap) return null;
  return { sender: new SmtpSender(config.smtp, config.tlsInsecure), source: new ImapSource(config.imap, config.tlsInsecure) };
}
