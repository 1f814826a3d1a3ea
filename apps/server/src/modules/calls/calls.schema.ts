import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { orderRef, orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';

/**
 * A call record (01 §3). Company name and applicant are read from the bound order, so binding
 * and unbinding change them with no copy to keep in step. `sessionId` is the exchange's call id:
 * ingestion is idempotent on it. `recordKey` is an object-storage key (or an exchange's link).
 */
export const callRecords = pgTable(
  'call_records',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    /** sim (simulated exchange), sip (webhook of a SIP exchange), upload (entered by hand). */
    source: text('source').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    callUid: integer('call_uid').references(() => users.id),
    callUname: text('call_uname').notNull().default(''),
    agentId: text('agent_id').notNull().default(''),
    fromMobile: text('from_mobile').notNull(),
    toMobile: text('to_mobile').notNull(),
    callType: integer('call_type').notNull(),
    callConnected: boolean('call_connected').notNull(),
    callEndType: integer('call_end_type').notNull(),
    startDate: ts('start_date').notNull(),
    endDate: ts('end_date').notNull(),
    talkDuration: integer('talk_duration').notNull().default(0),
    duration: integer('duration').notNull().default(0),
    ringDuration: integer('ring_duration').notNull().default(0),
    recordKey: text('record_key').notNull().default(''),
    /**
     * SHA-256 of the recording's bytes when it is a file of our store, filled in once the record
     * has it (recording-digest.ts); null for an exchange's link or until then.
     */
    recordSha256: text('record_sha256'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('call_records_session_idx').on(t.sessionId),
    index('call_records_start_idx').on(t.startDate),
    index('call_records_order_idx').on(t.orderId),
    index('call_records_uid_idx').on(t.callUid, t.startDate),
  ],
);

/**
 * The order a dialled call belongs to, saved by the browser one second after dialling
 * (/api/call/saveSessionId), for the call detail record that arrives later.
 */
export const callSessionLinks = pgTable('call_session_links', {
  sessionId: text('session_id').primaryKey(),
  orderId: orderRef().notNull(),
  uid: integer('uid').notNull(),
  callInfo: jsonb('call_info').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * A recording the browser made (SIP exchanges that do not record), kept until the call's detail
 * record arrives, whichever comes first.
 */
export const callRecordingUploads = pgTable('call_recording_uploads', {
  sessionId: text('session_id').primaryKey(),
  recordKey: text('record_key').notNull(),
  uid: integer('uid').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
