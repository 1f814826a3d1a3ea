import type { ipWhiteListSchema } from '@certdesk/contract';
import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { takenByOther } from '../../platform/db/taken.js';
import { ipWhitelist } from './ip-whitelist.schema.js';

/** An entry of the whitelist as stored. */
export type IpWhiteRecord = typeof ipWhitelist.$inferSelect;
type Values = Pick<typeof ipWhitelist.$inferInsert, 'ip' | 'identify' | 'dangerLevel' | 'disabled'>;

/** A page of entries, newest first. */
export function ipWhitePage(db: Db, q: z.infer<typeof ipWhiteListSchema>) {
  const where: SQL[] = [];
  if (q.ip) where.push(ilike(ipWhitelist.ip, likeContains(q.ip)));
  if (q.identify) where.push(ilike(ipWhitelist.identify, likeContains(q.identify)));
  if (q.disabled !== undefined) where.push(eq(ipWhitelist.disabled, q.disabled));
  return readTablePage(db, ipWhitelist, where.length ? and(...where) : undefined, [desc(ipWhitelist.id)], q);
}

/** Whether another entry (not `exceptId`) holds this address. */
export const ipTaken = (db: Db, ip: string, exceptId?: number) => takenByOther(db, ipWhitelist, ipWhitelist.ip, ip, exceptId);

/** An entry by id. */
export async function ipWhiteById(db: Db, id: number): Promise<IpWhiteRecord | undefined> {
  const [row] = await db.select().from(ipWhitelist).where(eq(ipWhitelist.id, id));
  return row;
}

/** Adds an entry. */
export async function insertIpWhite(db: Db, values: Values): Promise<IpWhiteRecord | undefined> {
  const [row] = await db.insert(ipWhitelist).values(values).returning();
  return row;
}

/** Rewrites an entry and stamps the edit. */
export async function updateIpWhite(db: Db, id: number, values: Values): Promise<IpWhiteRecord | undefined> {
  const [row] = await db
    .update(ipWhitelist)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(ipWhitelist.id, id))
    .returning();
  return row;
}

/** Deletes an entry; answers what it was. */
export async function deleteIpWhiteRow(db: Db, id: number): Promise<IpWhiteRecord | undefined> {
  const [row] = await db.delete(ipWhitelist).where(eq(ipWhitelist.id, id)).returning();
  return row;
}

/** The addresses of the enabled entries. */
export function enabledIps(db: Db) {
  return db.select({ ip: ipWhitelist.ip }).from(ipWhitelist).where(eq(ipWhitelist.disabled, false));
}
