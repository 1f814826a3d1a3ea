import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';

/**
 * The partner outbox (D11): an event for the partner (result push 20, progress 40, warning 50,
 * supplementary material 70) written in the same transaction as the change that causes it; the
 * outbox worker sends it after commit, with retries and back-off. `eventId` travels with the
 * payload so the partner can deduplicate a delivery repeated after a crash.
 */
export const partnerOutbox = pgTable(
  'partner_outbox',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    partnerId: text('partner_id').notNull(),
    orderId: integer('order_id'),
    interfaceType: integer('interface_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending (waiting or between retries), sending (claimed), sent, failed (retry budget spent). */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** A claimed event whose sender died is claimable again after this instant. */
    lockedUntil: ts('locked_until'),
    lastError: text('last_error').notNull().default(''),
    /** Id of the row it refers to in its own module (an order_notices / third_party_notices row). */
    refId: integer('ref_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('partner_outbox_event_idx').on(t.eventId),
    index('partner_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('partner_outbox_order_idx').on(t.orderId, t.interfaceType),
  ],
);
