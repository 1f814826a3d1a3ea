import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { orderRef } from '../orders/orders.schema.js';

/** Datum (evidence) files of an order; one file per MD5 per order (dedupe, D9). */
export const orderAttachments = pgTable(
  'order_attachments',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    url: text('url').notNull(),
    name: text('name').notNull().default(''),
    md5: text('md5').notNull(),
    /**
     * SHA-256 of the stored bytes, computed by the server when the file is added (issue 19). Null
     * for rows older than migration 0010 until the dossier reads their bytes and fills it in.
     */
    sha256: text('sha256'),
    type: integer('type').notNull().default(200),
    /** True when the file came with the partner's order (or a mail), not uploaded by staff. */
    orderAdd: boolean('order_add').notNull().default(false),
    uid: integer('uid'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_attachments_md5_idx').on(t.orderId, t.md5), index('order_attachments_order_idx').on(t.orderId)],
);

/** Certification subtotals: the certifier's notes of progress. */
export const orderSubtotals = pgTable(
  'order_subtotals',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    uid: integer('uid'),
    uname: text('uname').notNull(),
    workDay: integer('work_day').notNull().default(0),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_subtotals_order_idx').on(t.orderId, t.createdAt)],
);

/** Side and front verification of an order (02 §3); verifyType 10 side, 20 front is the active tab. */
export const orderVerifications = pgTable('order_verifications', {
  orderId: orderRef().primaryKey(),
  verifyType: integer('verify_type').notNull().default(10),
  sideInfo: jsonb('side_info').$type<Record<string, unknown>>(),
  frontInfo: jsonb('front_info').$type<Record<string, unknown>>(),
  uid: integer('uid'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Legal person checks (name and ID card) run from the detail. */
export const legalPersonChecks = pgTable(
  'legal_person_checks',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    name: text('name').notNull(),
    idCardNo: text('id_card_no').notNull(),
    verifyResult: integer('verify_result').notNull(),
    verifyMsg: text('verify_msg').notNull(),
    uid: integer('uid'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('legal_person_checks_order_idx').on(t.orderId)],
);

/** Progress (kind 40) and warning (kind 50) messages sent to the partner for an order. */
export const orderNotices = pgTable(
  'order_notices',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    /** The interface type: 40 progress, 50 warning. */
    kind: integer('kind').notNull(),
    code: text('code').notNull(),
    codeMsg: text('code_msg').notNull(),
    operateUid: integer('operate_uid'),
    operateUName: text('operate_uname').notNull(),
    /** pending until the partner answered, then sent or failed. */
    status: text('status').notNull().default('pending'),
    recDate: ts('rec_date'),
    recContent: text('rec_content').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_notices_order_idx').on(t.orderId, t.kind)],
);

/** Results of the four-element check (D12), per order. */
export const fourValidations = pgTable(
  'four_validations',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    request: jsonb('request').$type<Record<string, string>>().notNull(),
    response: jsonb('response').$type<Record<string, string>>().notNull(),
    uid: integer('uid'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('four_validations_order_idx').on(t.orderId)],
);
