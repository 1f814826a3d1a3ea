import type {
  businessListSchema,
  msgTemplateListSchema,
  progressConfigListSchema,
  subtotalListSchema,
  websiteListSchema,
} from '@certdesk/contract';
import { and, arrayOverlaps, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { users } from '../users/users.schema.js';
import { archiveWebsites, businessPhones, dataDic, messageTemplates, progressPushConfigs, subtotalKeywords } from './config.schema.js';

// The queries of the configuration screens: the list filters the CRUD factory runs, and the
// reads other features make of the configuration.

type Query<S extends z.ZodType> = Partial<z.infer<S>>;

/** Area filter: a code or a name matches either column. */
export const areaIs = (code: AnyPgColumn, name: AnyPgColumn, value: string) => or(eq(code, value), eq(name, value))!;

/** Archive websites: filtered by area. */
export function websiteWhere(q: Query<typeof websiteListSchema>): SQL[] {
  const t = archiveWebsites;
  const where: SQL[] = [];
  if (q.province) where.push(areaIs(t.province, t.provinceName, q.province));
  if (q.city) where.push(areaIs(t.city, t.cityName, q.city));
  return where;
}

/** Archive websites sort by area, then by id. */
export const websiteOrder = () => [asc(archiveWebsites.province), asc(archiveWebsites.city), asc(archiveWebsites.id)];

/** The archive websites of a province (code or name), by id. */
export function websitesOfProvince(db: Db, province: string) {
  const t = archiveWebsites;
  return db
    .select()
    .from(t)
    .where(areaIs(t.province, t.provinceName, province))
    .orderBy(asc(t.id));
}

/** Business phones: number, department, area and submitter. */
export function businessPhoneWhere(q: Query<typeof businessListSchema>): SQL[] {
  const t = businessPhones;
  const where: SQL[] = [];
  if (q.mobile) where.push(ilike(t.mobile, likeContains(q.mobile)));
  if (q.deptName) where.push(ilike(t.deptName, likeContains(q.deptName)));
  if (q.province) where.push(areaIs(t.province, t.provinceName, q.province));
  if (q.city) where.push(areaIs(t.city, t.cityName, q.city));
  if (q.area) where.push(areaIs(t.area, t.areaName, q.area));
  if (q.uid !== undefined) where.push(eq(t.submitterUid, q.uid));
  return where;
}

/** The name of who added a business phone, a column beside the row. */
export const businessPhoneExtra = {
  uname: sql<string | null>`(select ${users.nickName} from ${users} where ${users.id} = ${businessPhones.submitterUid})`,
};

/** Message templates: title and event name. */
export function msgTemplateWhere(q: Query<typeof msgTemplateListSchema>): SQL[] {
  const t = messageTemplates;
  const where: SQL[] = [];
  if (q.title) where.push(ilike(t.title, likeContains(q.title)));
  if (q.eventName) where.push(ilike(t.eventName, likeContains(q.eventName)));
  return where;
}

/** The message template of an event, if one exists. */
export async function msgTemplateOfEvent(db: Db, eventName: string) {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.eventName, eventName));
  return row;
}

/** Progress push robots: name and order types. */
export function progressConfigWhere(q: Query<typeof progressConfigListSchema>): SQL[] {
  const t = progressPushConfigs;
  const where: SQL[] = [];
  if (q.name) where.push(ilike(t.name, likeContains(q.name)));
  if (q.orderType?.length) where.push(arrayOverlaps(t.orderTypes, q.orderType));
  return where;
}

/** The enabled robots of an order type, secrets still sealed. */
export function enabledRobotRows(db: Db, orderType: number) {
  const t = progressPushConfigs;
  return db
    .select()
    .from(t)
    .where(and(eq(t.enabled, true), arrayOverlaps(t.orderTypes, [orderType])));
}

/** Subtotal keywords: keyword and order types. */
export function subtotalKeywordWhere(q: Query<typeof subtotalListSchema>): SQL[] {
  const t = subtotalKeywords;
  const where: SQL[] = [];
  if (q.keyword) where.push(ilike(t.keyword, likeContains(q.keyword)));
  if (q.orderType?.length) where.push(arrayOverlaps(t.orderTypes, q.orderType));
  return where;
}

/** Every subtotal keyword, by id. */
export function allSubtotalKeywords(db: Db) {
  return db.select().from(subtotalKeywords).orderBy(asc(subtotalKeywords.id));
}

/** Whether the data dictionary holds an option of this type and code. */
export async function dictionaryHasKey(db: Db, type: string, key: string) {
  const [found] = await db
    .select({ id: dataDic.id })
    .from(dataDic)
    .where(and(eq(dataDic.category, 'dic'), eq(dataDic.type, type), eq(dataDic.id, key)));
  return found !== undefined;
}

/** A progress push robot by id. */
export async function progressConfigById(db: Db, id: number) {
  const [cfg] = await db.select().from(progressPushConfigs).where(eq(progressPushConfigs.id, id));
  return cfg;
}

/** Every enabled progress push robot (the caller picks those of an order type). */
export function enabledProgressConfigs(db: Db) {
  return db.select().from(progressPushConfigs).where(eq(progressPushConfigs.enabled, true));
}
