import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, type ExtraConfigColumn, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { users } from '../users/users.schema.js';
import { datedCopy } from './dated-copy.js';
import { EVENTS_UNUSUAL } from './order-events.js';
import { auditStatsIndexes, pendingListIndexes } from './order-list-indexes.js';

/** A coloured label shown on an order row. */
export interface OrderLabel {
  name: string;
  color: string;
}

/** The dates an order may lack, each with its lists' indexes below. */
const LACKABLE_DATE_COLUMNS = ['completedCerDate', 'completedAuditDate', 'lastContactDate', 'finishDate'] as const;

/**
 * A certification order: every field of the order row (01 §3) and the work order (02 §3).
 * `id` is the work order number shown as orderId; `openOrderId` is the partner's order number.
 * workDay and expired are computed from incomingDate / expiredDate with the working-day calendar.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    partnerId: text('partner_id').notNull().default('demo'),
    openOrderId: text('open_order_id').notNull(),
    orderType: integer('order_type').notNull(),
    orderStatus: integer('order_status').notNull().default(10),
    queryStatus: integer('query_status').notNull().default(10),
    certificationType: integer('certification_type').notNull().default(10),
    orgType: integer('org_type').notNull().default(20),
    companyName: text('company_name').notNull().default(''),
    orgNameAbbreviation: text('org_name_abbreviation').notNull().default(''),
    socialCredit: text('social_credit').notNull().default(''),
    applyUser: text('apply_user').notNull().default(''),
    applyMobile: text('apply_mobile').notNull().default(''),
    applyIDCard: text('apply_id_card').notNull().default(''),
    position: text('position').notNull().default(''),
    educationLevel: text('education_level').notNull().default(''),
    major: text('major').notNull().default(''),
    school: text('school').notNull().default(''),
    expertTitle: text('expert_title').notNull().default(''),
    level: text('level').notNull().default(''),
    honorTitle: text('honor_title').notNull().default(''),
    ceoName: text('ceo_name').notNull().default(''),
    bankNo: text('bank_no').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    certificateType: integer('certificate_type').notNull().default(0),
    licenseNumber: text('license_number').notNull().default(''),
    licenseUrl: text('license_url').notNull().default(''),
    authorizationLetter: text('authorization_letter').notNull().default(''),
    certFileUrl: jsonb('cert_file_url').$type<string[]>().notNull().default([]),
    mobileBook: jsonb('mobile_book').$type<string[]>().notNull().default([]),
    /** GB/T 2260 codes and their names at intake. */
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    provinceName: text('province_name').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    duplicateName: boolean('duplicate_name').notNull().default(false),
    duplicateApplyUser: boolean('duplicate_apply_user').notNull().default(false),
    labels: jsonb('labels').$type<OrderLabel[]>().notNull().default([]),
    mark: text('mark').notNull().default(''),
    incomingDate: ts('incoming_date').notNull().defaultNow(),
    expiredDate: ts('expired_date').notNull(),
    lastContactDate: ts('last_contact_date'),
    completedCerDate: ts('completed_cer_date'),
    completedAuditDate: ts('completed_audit_date'),
    finishDate: ts('finish_date'),
    dispatchCerDate: ts('dispatch_cer_date'),
    dispatchAuditDate: ts('dispatch_audit_date'),
    certificationUid: integer('certification_uid').references(() => users.id),
    auditUid: integer('audit_uid').references(() => users.id),
    operatorUid: integer('operator_uid').references(() => users.id),
    /** Everyone who was ever assigned the order: certifiers and auditors see these (D4). */
    handlerUids: integer('handler_uids').array().notNull().default(sql`'{}'::integer[]`),
    certificationResult: integer('certification_result'),
    rejectMsg: text('reject_msg').notNull().default(''),
    pushStatus: integer('push_status'),
    /** Review reason (audit statistics: reason, typeName, childTypeName). */
    reason: text('reason').notNull().default(''),
    typeName: text('type_name').notNull().default(''),
    childTypeName: text('child_type_name').notNull().default(''),
    /** grantFourValidate authorised the four-element check (D12). */
    fourValidateGranted: boolean('four_validate_granted').notNull().default(false),
    /** Working days added by extensions (D3). */
    extendedDays: integer('extended_days').notNull().default(0),
    /** Set once a review failure sent the order back: the next submit goes to 40 (D1). */
    reviewRejected: boolean('review_rejected').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  // The lists' indexes below (the dates' sort indexes, the pending lists' and the audit
  // statistics') INCLUDE every date and equality column the lists filter on (migration 0016;
  // Drizzle does not declare INCLUDE), and the searched texts too: pending certification's
  // remark (migration 0030), the pending lists' company name (0033), the whole table's sort
  // indexes' company name (0034). A list walked past its cap or its few matches sorted are read
  // from the index alone. Since migration 0051 the filter columns are keys after the id (Drizzle
  // declares the keys up to the id): the order is the same, and a walk checks its filters as the
  // btree reads each page instead of after returning and unpacking each entry. The texts stay
  // included, a substring being no btree condition.
  (t) => [
    uniqueIndex('orders_partner_open_order_idx').on(t.partnerId, t.openOrderId),
    index('orders_status_incoming_idx').on(t.orderStatus, t.incomingDate, t.id),
    // With the id, the default newest-first order (and a deep page's skipped rows) is read from the index alone.
    index('orders_incoming_idx').on(t.incomingDate, t.id),
    index('orders_cert_uid_idx').on(t.certificationUid, t.orderStatus),
    index('orders_audit_uid_idx').on(t.auditUid, t.orderStatus),
    // Every equality filter of the lists but the status, with the handlers' array (btree_gin,
    // migration 0012): any combination is one GIN scan, and its count reads no table page. It
    // answers the handlers' array alone too: that array's own GIN index was dropped (migration
    // 0013). Migration 0012 also creates extended statistics on the correlated columns (0032 adds
    // the type to the area's), which Drizzle does not declare. Not the status (migration 0021): a pending list's own status is a
    // third of the table, and a scan with it read that whole posting list to intersect it with a
    // city's (300,000 entries, 18 ms); the status is the pending lists' partial indexes' and
    // orders_status_incoming_idx's.
    index('orders_equality_gin_idx')
      .using('gin', t.handlerUids, t.orderType, t.province, t.city, t.certificationType, t.certificationUid, t.auditUid)
      .with({ fastupdate: true, gin_pending_list_limit: 256 }),
    // The equality filters of the orders that have each nullable date (migration 0035), as
    // their dated copies (datedCopy in order-filters.ts), which no other index holds: a list
    // sorted by that date whose filters hold few such orders finds them here and sorts them,
    // instead of walking the date's index past every other dated order (order-walk-queries.ts
    // fewDatedPart; the fill never contacts orders of an even type: 470,000 entries walked). The
    // status since migration 0037: the fill never reviews an order in review again (40). Only a
    // condition on a copy puts the index on offer (anySet, migration 0043).
    ...LACKABLE_DATE_COLUMNS.map((c) => {
      const copies = [t.orderType, t.certificationType, t.province, t.city, t.orderStatus].map((column) => datedCopy(t[c], column));
      return index(`orders_${c}_dated_eq_idx`)
        .using('gin', copies[0]!, ...copies.slice(1))
        .with({ fastupdate: true, gin_pending_list_limit: 256 })
        .where(sql`${t[c]} is not null and ${anySet(copies)}`);
    }),
    index('orders_company_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
    // A remark search (pending certification, 01 §2) is often one or two Chinese characters: too
    // short for trigrams. text_grams (migration 0029) lists a text's lower-cased characters and
    // character pairs, so the pairs of the searched text, or its one character, find the remarks
    // that may contain it (order-filters.ts). Only that search puts the index on offer (anySet).
    index('orders_pcert_remark_grams_idx')
      .using('gin', sql`text_grams(${t.mark})`)
      .where(sql`order_status = 20 and ${anySet([sql`text_grams(${t.mark})`])}`),
    index('orders_apply_user_idx').on(t.applyUser),
    index('orders_events_unusual_idx').on(t.id).where(EVENTS_UNUSUAL),
    // Duplicate flags at intake (D11): same company name, same applicant ID among open orders.
    index('orders_company_name_idx').on(t.companyName),
    index('orders_apply_id_card_idx').on(t.applyIDCard),
    index('orders_social_credit_idx').on(t.socialCredit),
    index('orders_type_idx').on(t.orderType, t.incomingDate, t.id),
    index('orders_area_idx').on(t.province, t.city),
    index('orders_open_order_idx').on(t.openOrderId),
    // Filters with the default newest-first order walk these without sorting (with the id: the
    // tie-break of the ORDER BY; without it the planner walked the whole-table date index instead,
    // which reads most of the table when the filter's orders are all old). A certifier's or an
    // auditor's orders are a range of their rows in order_handlers (migration 0017 dropped theirs).
    // They, orders_type_idx and orders_status_incoming_idx INCLUDE every other filter's column
    // (the name since migration 0034, the rest since 0036): a list of one status, type or area
    // in intake order is walked in the index alone, and a deep page's day walk reads each day
    // from the value's range (walk-bound.ts dayWalkRows): a province since a date, page 345 of
    // 50, 27 -> 6 ms, where the intake's index read 1,700 entries a day for 136.
    index('orders_province_incoming_idx').on(t.province, t.incomingDate, t.id),
    index('orders_city_incoming_idx').on(t.city, t.incomingDate, t.id),
    // Nullable dates sort with nulls last in both directions (order-filters.ts), tie-broken by id.
    ...LACKABLE_DATE_COLUMNS.flatMap((c) => [
      index(`orders_${c}_asc_idx`).on(t[c].asc().nullsLast(), t.id.asc()),
      index(`orders_${c}_desc_idx`).on(t[c].desc().nullsLast(), t.id.desc()),
    ]),
    // A type's, province's or city's orders by each date an order may lack and the id, the empty
    // dates last, including the status, the other equality filters' columns, the intake and the
    // other dates (migrations 0044, 0047, 0048; Drizzle does not declare INCLUDE): the value with a
    // range of the date finds its matches as one range here, their sort key included (a city's year
    // of finishes: 71,900 entries of the date's index for 8,988, 24 -> 3.3 ms); a list of such a
    // value, alone or with other equalities checked on the entries, sorted by that date reads its
    // dated orders here, then its undated ones, each a range in the list's order either way
    // (list-filters.ts dateLed, filterLedPart in order-walk-queries.ts). The date's own index,
    // walked with the value checked on its entries, read 76,000 for page 313 of 30 (all orders of
    // type 4, newest certification first: 10 -> 2.5 ms).
    ...(['orderType', 'province', 'city'] as const).flatMap((f) =>
      LACKABLE_DATE_COLUMNS.map((c) => index(`orders_${f}_by_${c}_idx`).on(t[f], t[c], t.id)),
    ),
    // Deadlines of the open orders (the dashboards' expired and at-risk counts, issue 19): word
    // for word the predicate of their query (dashboard.repo.ts), so that the planner can use it.
    index('orders_open_expired_idx').on(t.expiredDate).where(sql.raw('order_status in (10, 20, 30, 40, 50)')),
    // A worker's pending orders by expiry (the worker dashboard's days left and 下一单, migration 0011).
    index('orders_pcert_expired_idx').on(t.certificationUid, t.expiredDate).where(sql.raw('order_status = 20')),
    index('orders_preview_expired_idx').on(t.auditUid, t.expiredDate).where(sql.raw('order_status in (30, 40, 50)')),
    ...pendingListIndexes(t),
    ...auditStatsIndexes(t),
    ...lifecycleChecks(t),
  ],
);

/**
 * A partial GIN index's condition that one of its expressions is set (migration 0043): proved only
 * by a condition on that expression (a strict operator on it), so the index is never on offer
 * without one. PostgreSQL may otherwise scan a partial GIN index whole for a bitmap of its
 * predicate alone, priced by its pages rather than its entries: a search for 公司3701 in pending
 * certification intersected its 220 orders with the 301,800 pending ones of the remarks index
 * (35 ms of 37).
 */
function anySet(expressions: SQL[]) {
  return sql`(${sql.join(
    expressions.map((e) => sql`${e} is not null`),
    sql` or `,
  )})`;
}

/**
 * What the lifecycle (lifecycle.service.ts) never leaves on an order, declared so that PostgreSQL
 * both refuses it and knows it (migration 0031): with constraint_exclusion on (client.ts), a list
 * walk's part that asks for such orders, the dated part of a sort by finish date among pending
 * review's orders, is proven empty and never read (walkPageIds in order-walk-queries.ts). Before,
 * those matches all lay among the sort's empty dates, behind every dated order: all orders, status
 * 40, newest finish first, page 4 read 403,000 index entries (117 ms) to reach them.
 * - Only an ended order (100) has a finish date: pushAcknowledged and endOrder set it, and 100 is final.
 * - An order in lookup (10) was never certified nor reviewed: nothing moves an order back to 10.
 * - An order in its first review (30) was never reviewed: after a failed review it is submitted to 40.
 */
function lifecycleChecks(t: Record<'orderStatus' | 'completedCerDate' | 'completedAuditDate' | 'finishDate', ExtraConfigColumn>) {
  return [
    check('orders_finished_when_ended', sql`${t.orderStatus} = 100 or ${t.finishDate} is null`),
    check('orders_lookup_undecided', sql`${t.orderStatus} <> 10 or (${t.completedCerDate} is null and ${t.completedAuditDate} is null)`),
    check('orders_first_review_unreviewed', sql`${t.orderStatus} <> 30 or ${t.completedAuditDate} is null`),
  ];
}

/**
 * The order a row belongs to (`order_id`), deleted with it: the column of every per-order table.
 * The caller adds `.notNull()` (many rows per order) or `.primaryKey()` (one row per order).
 */
export const orderRef = () => integer('order_id').references(() => orders.id, { onDelete: 'cascade' });

/** The incoming orders of an order (OrderCome rows): what the partner sent, create and modify. */
export const orderIncoming = pgTable(
  'order_incoming',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    /** 10 create, 30 modify, 70 supplementary material (the interface types of D11). */
    kind: integer('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_incoming_order_idx').on(t.orderId)],
);

/** The operation log of an order: every transition and every change, who and when. */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: serial('id').primaryKey(),
    orderId: orderRef().notNull(),
    uid: integer('uid'),
    uname: text('uname').notNull().default('系统'),
    /** What kind of operation, in Chinese (进件, 查档完成, 分配认证, 认证提交 …). */
    operateType: text('operate_type').notNull(),
    /** Event code: 10 edit of registry data, 80 edit of type data (changeRecord eventType), others per module. */
    logEventType: integer('log_event_type').notNull().default(0),
    doc: text('doc').notNull().default(''),
    /** For field edits: which field and the value before (change history, 02 §3). */
    field: text('field'),
    beforeValue: text('before_value'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_logs_order_idx').on(t.orderId, t.createdAt)],
);

/** Business groups tie order types to workers for automatic dispatch (D2). */
export const businessGroups = pgTable('business_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  orderTypes: jsonb('order_types').$type<number[]>().notNull().default([]),
  /** Role type of the workers: 200 certifiers or 300 auditors. */
  roleType: integer('role_type').notNull().default(200),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Members of a business group. */
export const businessGroupMembers = pgTable(
  'business_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => businessGroups.id, { onDelete: 'cascade' }),
    uid: integer('uid')
      .notNull()
      .references(() => users.id),
  },
  (t) => [uniqueIndex('business_group_members_pk').on(t.groupId, t.uid), index('business_group_members_uid_idx').on(t.uid)],
);
