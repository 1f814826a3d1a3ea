import { bigint, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { orderRef } from '../orders/orders.schema.js';

/**
 * A file the partner sent by URL (licence, authorisation letter, certificate file), fetched and
 * kept by us with its provenance: where it came from, when, its SHA-256, size and type. Several
 * rows may point at one stored object (identical bytes are stored once, named by their hash).
 */
export const partnerFiles = pgTable(
  'partner_files',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    /** licenseUrl, authorizationLetter or certFileUrl: the partner field that named the file. */
    field: text('field').notNull(),
    sourceUrl: text('source_url').notNull(),
    /** pending, fetched, failed. */
    status: text('status').notNull().default('pending'),
    /** The stored object's key ('' until fetched). */
    storageKey: text('storage_key').notNull().default(''),
    sha256: text('sha256').notNull().default(''),
    size: bigint('size', { mode: 'number' }),
    contentType: text('content_type').notNull().default(''),
    fetchedAt: ts('fetched_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Why the last attempt failed (Chinese, shown to users); '' after a success. */
    error: text('error').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_files_order_field_url_uq').on(t.orderId, t.field, t.sourceUrl),
    index('partner_files_sha256_idx').on(t.sha256),
  ],
);

export type PartnerFileRow = typeof partnerFiles.$inferSelect;
