import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';

/**
 * Every call between us and the partner platform, in and out (D11): type 10 incoming order,
 * 20 push, 30 modify, 40 progress, 50 warning, 60 four elements, 70 supplementary material.
 */
export const interfaceLogs = pgTable(
  'interface_logs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id'),
    openOrderId: text('open_order_id').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    partnerId: text('partner_id').notNull().default(''),
    interfaceType: integer('interface_type').notNull(),
    /** 'in' for calls the partner made to us, 'out' for our calls to the partner. */
    direction: text('direction').notNull(),
    requestJson: text('request_json').notNull().default(''),
    respValue: text('resp_value').notNull().default(''),
    success: boolean('success').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('interface_logs_created_idx').on(t.createdAt),
    index('interface_logs_order_idx').on(t.orderId),
    index('interface_logs_open_order_idx').on(t.openOrderId),
    index('interface_logs_type_idx').on(t.interfaceType, t.createdAt),
  ],
);

/** Nonces seen within the replay window; a reused nonce is refused, expired ones are purged. */
export const partnerNonces = pgTable(
  'partner_nonces',
  {
    partnerId: text('partner_id').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [uniqueIndex('partner_nonces_pk').on(t.partnerId, t.nonce), index('partner_nonces_expires_idx').on(t.expiresAt)],
);

/**
 * The stored answer of each create call, for idempotency on openOrderId: the same body gets the
 * same answer; a different body under the same openOrderId is refused.
 */
export const partnerIntakes = pgTable(
  'partner_intakes',
  {
    partnerId: text('partner_id').notNull(),
    openOrderId: text('open_order_id').notNull(),
    /** sha256 of the raw request body. */
    bodyHash: text('body_hash').notNull(),
    orderId: integer('order_id').notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('partner_intakes_pk').on(t.partnerId, t.openOrderId)],
);
