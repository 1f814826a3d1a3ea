import type { CompanyRecord } from '@certdesk/contract';
import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';

/**
 * One registry lookup (D10) and its result: queued by intake (origin 10) or by a manual
 * re-check (origin 20), run by a pg-boss job, shown on the queue, history and record screens.
 */
export const companyRecords = pgTable(
  'company_records',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id'),
    companyName: text('company_name').notNull(),
    socialCredit: text('social_credit').notNull().default(''),
    licenseNo: text('license_no').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    /** 10 institution, 20 enterprise. */
    orgType: integer('org_type').notNull().default(20),
    /** Serial number shown as 查档流水号. */
    seqNo: text('seq_no').notNull(),
    /** 10 triggered by an order, 20 manual re-check. */
    origin: integer('origin').notNull(),
    /** queued, running, success, failed. */
    status: text('status').notNull().default('queued'),
    requestDate: ts('request_date').notNull().defaultNow(),
    resultDate: ts('result_date'),
    /** Duration of the successful (or last) attempt in ms. */
    requestDuration: integer('request_duration'),
    resultJson: jsonb('result_json').$type<CompanyRecord>(),
    error: text('error').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    /** Who asked for a manual lookup. */
    requestUid: integer('request_uid'),
  },
  (t) => [
    index('company_records_status_idx').on(t.status, t.requestDate),
    index('company_records_order_idx').on(t.orderId),
    index('company_records_request_idx').on(t.requestDate),
  ],
);
