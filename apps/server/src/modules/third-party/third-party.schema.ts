import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { orderRef } from '../orders/orders.schema.js';

/**
 * Notices sent to third parties about an order, shown in the supplementary-material log
 * (/comm/splmDatum): supplementary-material requests to the partner (channel 'partner',
 * interface type 70, content is HTML) and chat-app robot messages (channel 'chatApp', D14,
 * content is the JSON sent).
 */
export const thirdPartyNotices = pgTable(
  'third_party_notices',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    channel: text('channel').notNull(),
    companyName: text('company_name').notNull().default(''),
    operatorUid: integer('operator_uid'),
    operatorUName: text('operator_uname').notNull().default(''),
    content: text('content').notNull(),
    /** pending, sent or failed. */
    status: text('status').notNull().default('pending'),
    respValue: text('resp_value').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('third_party_notices_order_idx').on(t.orderId, t.channel), index('third_party_notices_created_idx').on(t.createdAt)],
);
