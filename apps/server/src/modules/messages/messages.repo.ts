import type { MessageRow } from '@certdesk/contract';
import { and, count, desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { readPage, totalColumn } from '../../platform/db/paging.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { users } from '../users/users.schema.js';
import { messages } from './messages.schema.js';

const columns = {
  id: messages.id,
  uid: messages.uid,
  uname: users.nickName,
  msgType: messages.msgType,
  msgTitle: messages.msgTitle,
  title: messages.title,
  content: messages.content,
  orderId: messages.orderId,
  read: messages.read,
  createdAt: messages.createdAt,
};

type Raw = Omit<MessageRow, 'createAt'> & { createdAt: Date };

function toRow(r: Raw): MessageRow {
  const { createdAt, ...rest } = r;
  return { ...rest, createAt: formatShanghai(createdAt) };
}

/** A page of messages matching `where`, newest first (by time: seeded history is not in id order). */
export async function pageMessages(db: Db, where: SQL | undefined, pageNum: number, pageSize: number) {
  // Every message has its user (uid is a NOT NULL reference): the join changes no total.
  const { rows, total } = await readPage({ pageNum, pageSize }, (limit, offset) =>
    db
      .select({ ...columns, pageTotal: totalColumn() })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.uid))
      .where(where)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit)
      .offset(offset),
  );
  return { rows: rows.map(toRow), total };
}

/** Messages after a keyset cursor (exports: newest first, by id). */
export async function messagesBefore(db: Db, where: SQL | undefined, beforeId: number | undefined, limit: number) {
  const rows = await db
    .select(columns)
    .from(messages)
    .innerJoin(users, eq(users.id, messages.uid))
    .where(and(where, beforeId ? lt(messages.id, beforeId) : undefined))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.map(toRow);
}

/** The caller's unread count. */
export async function unreadCount(db: Db, uid: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.uid, uid), eq(messages.read, false)));
  return row?.n ?? 0;
}

/** The caller's unread messages per group (popover), the group with the newest message first. */
export async function unreadGroups(db: Db, uid: number) {
  const rows = await db
    .select({ msgTitle: messages.msgTitle, unReadCnt: count() })
    .from(messages)
    .where(and(eq(messages.uid, uid), eq(messages.read, false)))
    .groupBy(messages.msgTitle)
    .orderBy(sql`max(${messages.id}) desc`);
  return rows.map((r) => ({ msgTitle: r.msgTitle, title: r.msgTitle, unReadCnt: r.unReadCnt }));
}

/** Which messages: a user's, an order's, the unread ones of a group; unset parts do not narrow. */
export interface MessageFilter {
  uid?: number;
  orderId?: number;
  unreadOfGroup?: string;
}

/** The condition of a filter. */
export function messageFilter(f: MessageFilter): SQL | undefined {
  return and(
    f.uid ? eq(messages.uid, f.uid) : undefined,
    f.orderId ? eq(messages.orderId, f.orderId) : undefined,
    f.unreadOfGroup !== undefined ? and(eq(messages.read, false), eq(messages.msgTitle, f.unreadOfGroup)) : undefined,
  );
}

/** Marks all of a user's messages read. */
export async function markAllRead(db: Db, uid: number) {
  await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.uid, uid), eq(messages.read, false)));
}

/** Marks one of a user's messages read; false when the user has no such message. */
export async function markRead(db: Db, id: number, uid: number): Promise<boolean> {
  const done = await db
    .update(messages)
    .set({ read: true })
    .where(and(eq(messages.id, id), eq(messages.uid, uid)))
    .returning({ id: messages.id });
  return done.length > 0;
}

/** Writes a message; answers its id. */
export async function insertMessage(db: Db, row: typeof messages.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(messages).values(row).returning({ id: messages.id });
  return inserted!.id;
}
