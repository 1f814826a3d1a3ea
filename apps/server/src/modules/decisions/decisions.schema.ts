import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { orderRef } from '../orders/orders.schema.js';

/**
 * Certification (kind 'cert') and review (kind 'audit') decisions of an order, one row per
 * submit: the AuthResults and AuditResult tables read them (operatorDate, operatorUName,
 * reason, nodeResult). typeName / childTypeName are the first two levels of the reason chosen.
 */
export const orderDecisions = pgTable(
  'order_decisions',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    kind: text('kind').notNull(),
    /** 10 success, 20 failure. */
    result: integer('result').notNull(),
    reasonCode: text('reason_code').notNull().default(''),
    reason: text('reason').notNull().default(''),
    typeName: text('type_name').notNull().default(''),
    childTypeName: text('child_type_name').notNull().default(''),
    uid: integer('uid'),
    uname: text('uname').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_decisions_order_idx').on(t.orderId, t.kind, t.createdAt)],
);
