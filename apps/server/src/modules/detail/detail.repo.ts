import { and, asc, desc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { archiveWebsites, businessPhones } from '../config/config.schema.js';
import { orderIncoming, orderLogs } from '../orders/orders.schema.js';
import { companyRecords } from '../registry/registry.schema.js';
import { users } from '../users/users.schema.js';
import { orderCompany, orderTypeData } from './detail.schema.js';

/** The order's latest successful registry lookup. */
export async function latestSuccessfulLookup(db: Db, orderId: number) {
  const [latest] = await db
    .select({ id: companyRecords.id, resultJson: companyRecords.resultJson, orgType: companyRecords.orgType })
    .from(companyRecords)
    .where(and(eq(companyRecords.orderId, orderId), eq(companyRecords.status, 'success')))
    .orderBy(desc(companyRecords.id))
    .limit(1);
  return latest;
}

/** The certifier's edit of the order's company card, if any. */
export async function companyEditOf(db: Db, orderId: number) {
  const [edit] = await db.select().from(orderCompany).where(eq(orderCompany.orderId, orderId));
  return edit;
}

/** Saves the certifier's edit of the card (one row an order). */
export async function upsertCompanyEdit(db: Db, row: Omit<typeof orderCompany.$inferInsert, 'updatedAt'>) {
  const { orderId: _, ...set } = row;
  await db
    .insert(orderCompany)
    .values(row)
    .onConflictDoUpdate({ target: orderCompany.orderId, set: { ...set, updatedAt: new Date() } });
}

/** The history of one field of an order: who changed it, when, and the value before, newest first. */
export function fieldHistory(db: Db, orderId: number, eventType: number, field: string) {
  return db
    .select({ updateDate: orderLogs.createdAt, uname: orderLogs.uname, beforeValue: orderLogs.beforeValue })
    .from(orderLogs)
    .where(and(eq(orderLogs.orderId, orderId), eq(orderLogs.logEventType, eventType), eq(orderLogs.field, field)))
    .orderBy(desc(orderLogs.id));
}

/** The type data row of an order, if saved. */
export async function typeDataRow(db: Db, orderId: number) {
  const [row] = await db.select().from(orderTypeData).where(eq(orderTypeData.orderId, orderId));
  return row;
}

/** Saves parts of an order's type data (one row an order). */
export async function upsertTypeData(db: Db, orderId: number, set: Partial<Omit<typeof orderTypeData.$inferInsert, 'orderId'>>) {
  await db
    .insert(orderTypeData)
    .values({ orderId, ...set })
    .onConflictDoUpdate({ target: orderTypeData.orderId, set: { ...set, updatedAt: new Date() } });
}

/** Nick names of these users. */
export function nickNames(db: Db, ids: number[]) {
  return db.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.id, ids));
}

/** Archive websites of a province: the city's and the province-wide ones. */
export function websitesOfArea(db: Db, province: string, city: string) {
  return db
    .select({
      id: archiveWebsites.id,
      website: archiveWebsites.website,
      province: archiveWebsites.province,
      city: archiveWebsites.city,
      provinceName: archiveWebsites.provinceName,
      cityName: archiveWebsites.cityName,
      notes: archiveWebsites.notes,
    })
    .from(archiveWebsites)
    .where(and(eq(archiveWebsites.province, province), or(eq(archiveWebsites.city, ''), eq(archiveWebsites.city, city))))
    .orderBy(asc(archiveWebsites.city), asc(archiveWebsites.id));
}

/** The phone library of an area (the city's and the province-wide numbers), at most 500. */
export function businessPhonesOfArea(db: Db, province: string, city: string) {
  return db
    .select({
      id: businessPhones.id,
      deptName: businessPhones.deptName,
      mobile: businessPhones.mobile,
      provinceName: businessPhones.provinceName,
      cityName: businessPhones.cityName,
      areaName: businessPhones.areaName,
      uname: users.nickName,
    })
    .from(businessPhones)
    .leftJoin(users, eq(users.id, businessPhones.submitterUid))
    .where(and(eq(businessPhones.province, province), or(eq(businessPhones.city, ''), eq(businessPhones.city, city))))
    .orderBy(asc(businessPhones.id))
    .limit(500);
}

/** The incoming orders (create, modify, supplement) of an order, oldest first. */
export function incomingsOf(db: Db, orderId: number) {
  return db.select().from(orderIncoming).where(eq(orderIncoming.orderId, orderId)).orderBy(asc(orderIncoming.id));
}
