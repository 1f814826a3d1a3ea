import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { ts } from '../../platform/db/columns.js';
import { users } from '../users/users.schema.js';

/**
 * The data dictionary. `id` is the code the administrator types (locked once saved). Mail
 * configuration lives here too, told apart by `category` ('dic' or 'mail'), so that the mail
 * feature reads one table. Calendar extensions are entries of type 'holiday' / 'workday' whose
 * value is a yyyy-MM-dd date (D3).
 */
export const dataDic = pgTable(
  'data_dic',
  {
    id: text('id').primaryKey(),
    category: text('category').notNull().default('dic'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    value: text('value').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    orderTypes: integer('order_types').array().notNull().default(sql`'{}'::integer[]`),
    tag: text('tag').notNull().default(''),
    picSize: text('pic_size').notNull().default(''),
    pcode: text('pcode').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('data_dic_category_type_idx').on(t.category, t.type, t.sort)],
);

/** A chat-app (DingTalk-style) robot that receives progress pushes (D14). The secret is sealed. */
export const progressPushConfigs = pgTable('progress_push_configs', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  webhook: text('webhook').notNull(),
  secretEnc: text('secret_enc').notNull().default(''),
  enabled: boolean('enabled').notNull().default(false),
  orderTypes: integer('order_types').array().notNull().default(sql`'{}'::integer[]`),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Texts of the in-app messages, one per event; placeholders such as {orderId} are filled in. */
export const messageTemplates = pgTable('message_templates', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  eventName: text('event_name').notNull().unique(),
  content: text('content').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Keywords of a certifier's subtotal that suggest a progress or warning message. */
export const subtotalKeywords = pgTable('subtotal_keywords', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull().unique(),
  orderTypes: integer('order_types').array().notNull().default(sql`'{}'::integer[]`),
  progressKey: text('progress_key').notNull().default(''),
  progressContent: text('progress_content').notNull().default(''),
  warnKey: text('warn_key').notNull().default(''),
  warnContent: text('warn_content').notNull().default(''),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The registry (查档) website of a province or city. */
export const archiveWebsites = pgTable('archive_websites', {
  id: serial('id').primaryKey(),
  province: text('province').notNull(),
  city: text('city').notNull().default(''),
  provinceName: text('province_name').notNull().default(''),
  cityName: text('city_name').notNull().default(''),
  website: text('website').notNull(),
  notes: text('notes').notNull().default(''),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The business phone library: numbers of registry and company offices by area. */
export const businessPhones = pgTable(
  'business_phones',
  {
    id: serial('id').primaryKey(),
    deptName: text('dept_name').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    area: text('area').notNull().default(''),
    provinceName: text('province_name').notNull().default(''),
    cityName: text('city_name').notNull().default(''),
    areaName: text('area_name').notNull().default(''),
    submitterUid: integer('submitter_uid').references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('business_phones_mobile_idx').on(t.mobile), index('business_phones_area_idx').on(t.province, t.city)],
);
