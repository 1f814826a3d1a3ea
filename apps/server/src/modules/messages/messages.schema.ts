import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/**
 * In-app messages, one row per recipient (01 §3 Message). `msgType` is the event that created it
 * (a message template's eventName), `msgTitle` its group in the popover (the template's title).
 * orderId has no foreign key: a message outlives whatever happens to the order it names.
 */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.id),
    msgType: text('msg_type').notNull(),
    msgTitle: text('msg_title').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    orderId: integer('order_id'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_uid_idx').on(t.uid, t.id),
    index('messages_unread_idx').on(t.uid, t.msgTitle).where(sql`read = false`),
    index('messages_order_idx').on(t.orderId),
  ],
);
