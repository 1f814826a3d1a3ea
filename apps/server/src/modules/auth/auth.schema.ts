import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema.js';

/** A sign-in session. Only the SHA-256 of the token is stored; one live session per user (D17). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** logout, replaced, disabled, password */
    endReason: text('end_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Every sign-in attempt, success or failure (the login log screen). */
export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    account: text('account').notNull(),
    success: boolean('success').notNull(),
    /** What happened, in Chinese: 登录成功, 密码错误 … */
    identify: text('identify').notNull(),
    ipAddress: text('ip_address').notNull(),
    ipLocation: text('ip_location').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_created_idx').on(t.createdAt), index('login_logs_account_idx').on(t.account)],
);

/**
 * Failed sign-ins of an account, whether or not the account exists (so the answer does not tell
 * which accounts exist). One row per account and client address (scope = the address), so that
 * a stranger's failures lock only the stranger's address out; and one account-wide row
 * (scope = '*'), a much higher brake against guessing spread over many addresses. Failures
 * count within a window; past the limit the scope is locked for a while (docs/security.md).
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    account: text('account').notNull(),
    scope: text('scope').notNull().default('*'),
    failures: integer('failures').notNull().default(0),
    /** When the count restarts: failures older than one window do not add up. */
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.account, t.scope] })],
);
