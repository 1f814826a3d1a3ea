import type { Json } from '@certdesk/contract';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every change an administrator makes (users, roles, whitelist, dictionary, configurations):
 * who, what, the state before and after, when. No foreign key to users, so the trail outlives
 * anything it names.
 */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id'),
    operatorName: text('operator_name').notNull().default(''),
    /** user, role, ipWhite, dataDic, mailConfig, msgTemplate, progressConfig, subtotalKeyword, website, businessPhone */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** create, update, delete, deactivate, resetPassword, lock, unlock, pauseDispatch, resumeDispatch, highDangerUse */
    action: text('action').notNull(),
    before: jsonb('before').$type<Json>(),
    after: jsonb('after').$type<Json>(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_created_idx').on(t.createdAt), index('admin_audit_entity_idx').on(t.entity, t.entityId)],
);
