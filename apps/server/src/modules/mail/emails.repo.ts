import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Db } from '../../platform/db/client.js';
import { readPage, totalColumn } from '../../platform/db/paging.js';
import { visibleOrdersWhere } from '../orders/order-access.js';
import { orders } from '../orders/orders.schema.js';
import { thirdPartyNotices } from '../third-party/third-party.schema.js';
import { emails, mailboxStates } from './mail.schema.js';

/** A sent mail as stored. */
export type EmailRecord = typeof emails.$inferSelect;
/** Filters of the mail history and its export. */
export interface EmailFilter {
  orderId?: number;
  senderUid?: number;
}

/** Mail a caller may see: of the orders they may see (D4), narrowed by the filters. */
function historyWhere(user: AuthUser, q: EmailFilter): SQL | undefined {
  return and(
    visibleOrdersWhere(user),
    q.orderId ? eq(emails.orderId, q.orderId) : undefined,
    q.senderUid ? eq(emails.senderUid, q.senderUid) : undefined,
  );
}

/** A page of the mail a caller may see, newest first. */
export function emailPage(db: Db, user: AuthUser, q: EmailFilter & { pageNum: number; pageSize: number }) {
  const where = historyWhere(user, q);
  return readPage(q, (limit, offset) =>
    db
      .select({ e: emails, pageTotal: totalColumn() })
      .from(emails)
      .innerJoin(orders, eq(orders.id, emails.orderId))
      .where(where)
      .orderBy(desc(emails.senderDate), desc(emails.seqNo))
      .limit(limit)
      .offset(offset),
  );
}

/** The mail after a keyset cursor (newest first, by sender date then serial number). */
export async function emailsAfter(db: Db, user: AuthUser, q: EmailFilter, last: EmailRecord | undefined, limit: number) {
  const after = last ? sql`(${emails.senderDate}, ${emails.seqNo}) < (${last.senderDate}, ${last.seqNo})` : undefined;
  const rows = await db
    .select({ e: emails })
    .from(emails)
    .innerJoin(orders, eq(orders.id, emails.orderId))
    .where(and(historyWhere(user, q), after))
    .orderBy(desc(emails.senderDate), desc(emails.seqNo))
    .limit(limit);
  return rows.map((r) => r.e);
}

/** Mails sent for an order, and its chat-app notices (D14). */
export async function orderNoticeCounts(db: Db, orderId: number) {
  const [mail] = await db.select({ n: count() }).from(emails).where(eq(emails.orderId, orderId));
  const [chat] = await db
    .select({ n: count() })
    .from(thirdPartyNotices)
    .where(and(eq(thirdPartyNotices.orderId, orderId), eq(thirdPartyNotices.channel, 'chatApp')));
  return { emailCnt: mail?.n ?? 0, dingtalkCnt: chat?.n ?? 0 };
}

/** Capture states of one user's mailbox, or of every mailbox (uid undefined), by account. */
export function mailboxStatesOf(db: Db, uid: number | undefined) {
  return db
    .select()
    .from(mailboxStates)
    .where(uid === undefined ? undefined : eq(mailboxStates.uid, uid))
    .orderBy(mailboxStates.account);
}

/** Writes a sent mail under its serial number; false when that serial number is taken. */
export async function insertEmailOnce(db: Db, row: typeof emails.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(emails).values(row).onConflictDoNothing().returning({ seqNo: emails.seqNo });
  return inserted.length > 0;
}

/** Forgets a mail that was not sent after all. */
export async function deleteEmail(db: Db, seqNo: string) {
  await db.delete(emails).where(eq(emails.seqNo, seqNo));
}
