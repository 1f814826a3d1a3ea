import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Hits of one rate-limit key (limit name and caller) in its current window, shared by every
 * server process through the database (platform/rate-limit/pg-store.ts).
 */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
