import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** An IP whitelist entry (D18): a single address or a CIDR range, with a danger level 1–3. */
export const ipWhitelist = pgTable('ip_whitelist', {
  id: serial('id').primaryKey(),
  /** Canonical text as entered ("10.0.0.0/8", "2001:db8::1"); unique. */
  ip: text('ip').notNull().unique(),
  identify: text('identify').notNull(),
  /** 1 high, 2 medium, 3 low. */
  dangerLevel: integer('danger_level').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
