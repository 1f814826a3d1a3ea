/**
 * The mail provider (D9): sends from a user's mailbox and reads what arrives in it. Two
 * implementations: real SMTP + IMAP servers, and the embedded sink (no set-up; demo and tests
 * of the default). Capture reads both through the same MailSource interface.
 */

/** A user's mailbox: its account (address and login) and plain password. */
export interface Mailbox {
  uid: number;
  account: string;
  password: string;
  displayName: string;
}

/** An outgoing mail. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  messageId: string;
  attachments: { filename: string; content: Buffer; cid?: string; contentType?: string }[];
}

/** Sends mail. */
export interface MailSender {
  send(from: Mailbox, mail: OutgoingMail): Promise<void>;
}

/** New messages of a mailbox since a point (IMAP UID semantics). */
export interface FetchResult {
  uidValidity: string;
  messages: { uid: number; raw: Buffer }[];
}

/** Reads a mailbox's inbox. */
export interface MailSource {
  readonly kind: string;
  /** Messages with UID above `lastUid` (all of them when the UID validity changed). */
  fetchNew(box: Mailbox, since: { uidValidity: string; lastUid: number }): Promise<FetchResult>;
  /**
   * Calls `onNews` when new mail arrives without waiting for the next poll (IMAP IDLE, or the
   * sink's own event); returns the function that stops watching. Null when it cannot watch.
   */
  watch(box: Mailbox, onNews: () => void, onError: (err: Error) => void): Promise<(() => Promise<void>) | null>;
}

/** A login refused by the server: capture shows a clear status and goes on with other mailboxes. */
export class MailAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailAuthError';
  }
}
