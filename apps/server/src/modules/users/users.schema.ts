import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { roles } from '../roles/roles.schema.js';

/** Softphone seat of a seat agent (role id 10). The password is stored encrypted. */
export interface SeatConfig {
  entId: string;
  agentId: string;
  agentDn: string;
  seatNumber: string;
  /** AES-GCM ciphertext of the seat password (platform/crypto). */
  passwordEnc: string;
}

/** Mailbox of a seat agent: sends over SMTP and is read over IMAP (D9). */
export interface EmailConfig {
  account: string;
  /** AES-GCM ciphertext of the mailbox password; never returned by the API. */
  passwordEnc: string;
}

/** A staff account. Users who handled orders are deactivated (deletedAt), never erased. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    account: text('account').notNull().unique(),
    nickName: text('nick_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    avatar: text('avatar').notNull().default(''),
    email: text('email').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    disabledDispatch: boolean('disabled_dispatch').notNull().default(false),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    seatConfig: jsonb('seat_config').$type<SeatConfig>(),
    emailConfig: jsonb('email_config').$type<EmailConfig>(),
    lastDispatchAt: timestamp('last_dispatch_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('users_role_idx').on(t.roleId)],
);

/** Further roles given on the account page (D5); the primary role is users.roleId. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
