import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';

/** An attachment of a captured reply and what became of it. */
export interface ReplyAttachment {
  name: string;
  md5: string;
  /** SHA-256 of the attachment's bytes (absent on replies captured before issue 19). */
  sha256?: string;
  /** 'added' to the datum package, 'duplicate' (MD5 already there), 'failed'. */
  result: 'added' | 'duplicate' | 'failed';
}

/**
 * A mail sent from an order (01 §3 e-mail record). `seqNo` comes from the order's mail template
 * and makes a repeated send harmless; `messageId` is what replies quote in In-Reply-To (D9).
 */
export const emails = pgTable(
  'emails',
  {
    seqNo: text('seq_no').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    senderUid: integer('sender_uid')
      .notNull()
      .references(() => users.id),
    senderUName: text('sender_uname').notNull(),
    fromAccount: text('from_account').notNull(),
    senderDate: ts('sender_date').notNull().defaultNow(),
    recEmail: text('rec_email').notNull(),
    topic: text('topic').notNull(),
    content: text('content').notNull(),
    imgMd5: jsonb('img_md5').$type<string[]>().notNull().default([]),
    attachment: jsonb('attachment').$type<{ name: string; url: string }[]>().notNull().default([]),
    messageId: text('message_id').notNull(),
    reply: boolean('reply').notNull().default(false),
    replyDate: ts('reply_date'),
    replyFrom: text('reply_from').notNull().default(''),
    replyContent: text('reply_content').notNull().default(''),
    replyAttachment: jsonb('reply_attachment').$type<ReplyAttachment[]>().notNull().default([]),
    /** 10 while waiting for / capturing a reply, then 20, 30, 40, 50 or -1 (01 §4). */
    emailCaptureStatus: integer('email_capture_status'),
  },
  (t) => [
    uniqueIndex('emails_message_id_idx').on(t.messageId),
    index('emails_order_idx').on(t.orderId, t.senderDate),
    index('emails_sender_idx').on(t.senderUid, t.senderDate),
  ],
);

/** Where capture stands on each configured mailbox, and why it failed if it did. */
export const mailboxStates = pgTable('mailbox_states', {
  account: text('account').primaryKey(),
  uid: integer('uid').notNull(),
  uidValidity: text('uid_validity').notNull().default(''),
  lastUid: integer('last_uid').notNull().default(0),
  /** ok, authFailed or error. */
  status: text('status').notNull().default('ok'),
  statusMsg: text('status_msg').notNull().default(''),
  checkedAt: ts('checked_at'),
});

/** Every reply captured, kept whole (even one whose attachment could not be parsed). */
export const emailReplies = pgTable(
  'email_replies',
  {
    id: serial('id').primaryKey(),
    seqNo: text('seq_no').references(() => emails.seqNo),
    mailbox: text('mailbox').notNull(),
    uid: integer('uid').notNull(),
    messageId: text('message_id').notNull().default(''),
    fromAddr: text('from_addr').notNull().default(''),
    subject: text('subject').notNull().default(''),
    raw: text('raw').notNull(),
    captureStatus: integer('capture_status').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_replies_seq_idx').on(t.seqNo)],
);

/**
 * The embedded mail server used when no SMTP/IMAP server is configured: what was sent
 * ('sent') and what each mailbox received ('inbox', read by capture with id as IMAP UID).
 */
export const mailSink = pgTable(
  'mail_sink',
  {
    id: serial('id').primaryKey(),
    mailbox: text('mailbox').notNull(),
    folder: text('folder').notNull(),
    raw: text('raw').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_sink_box_idx').on(t.mailbox, t.folder, t.id)],
);
