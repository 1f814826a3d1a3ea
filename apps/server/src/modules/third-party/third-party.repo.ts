import { CHAT_APP_OPERATOR, type notifyListSchema, type warnListSchema } from '@certdesk/contract';
import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { readPage, totalColumn } from '../../platform/db/paging.js';
import { orderNotices } from '../certification/certification.schema.js';
import { visibleOrdersWhere } from '../orders/order-access.js';
import { orders } from '../orders/orders.schema.js';
import { thirdPartyNotices as n, thirdPartyNotices } from './third-party.schema.js';

/** A notice to a third party as stored. */
export type NoticeRecord = typeof thirdPartyNotices.$inferSelect;

/** A notice to a third party by id. */
export async function noticeById(db: Db, id: number) {
  const [notice] = await db.select().from(thirdPartyNotices).where(eq(thirdPartyNotices.id, id));
  return notice;
}

/** Records a notice to a third party (partner or chat app); answers its id. */
export async function insertThirdPartyNotice(db: Db, row: typeof thirdPartyNotices.$inferInsert): Promise<number> {
  const [notice] = await db.insert(thirdPartyNotices).values(row).returning({ id: thirdPartyNotices.id });
  return notice!.id;
}

/** Settles a notice: sent or failed, with the answer or the error. */
export async function setNoticeOutcome(db: Db, id: number, status: 'sent' | 'failed', respValue: string) {
  await db.update(thirdPartyNotices).set({ status, respValue }).where(eq(thirdPartyNotices.id, id));
}

/** A page of the notices on orders the user sees, newest first. */
export function notifyPage(db: Db, user: AuthUser, q: z.infer<typeof notifyListSchema>) {
  const where: (SQL | undefined)[] = [visibleOrdersWhere(user)];
  if (q.orderId) where.push(eq(n.orderId, q.orderId));
  if (q.companyName) where.push(ilike(n.companyName, likeContains(q.companyName)));
  if (q.operatorUid === CHAT_APP_OPERATOR) where.push(eq(n.channel, 'chatApp'));
  else if (q.operatorUid) where.push(eq(n.operatorUid, q.operatorUid));
  const cond = and(...where);
  return readPage(q, (limit, offset) =>
    db
      .select({ n, pageTotal: totalColumn() })
      .from(n)
      .innerJoin(orders, eq(orders.id, n.orderId))
      .where(cond)
      .orderBy(desc(n.id))
      .limit(limit)
      .offset(offset),
  );
}

/** A notice by id, if it is on an order the user sees. */
export async function visibleNotice(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ n })
    .from(n)
    .innerJoin(orders, eq(orders.id, n.orderId))
    .where(and(eq(n.id, id), visibleOrdersWhere(user)));
  return row?.n;
}

/** A page of the warnings sent to the partner (order notices of kind 50) on orders the user sees. */
export function warnPage(db: Db, user: AuthUser, q: z.infer<typeof warnListSchema>) {
  const w = orderNotices;
  const where: (SQL | undefined)[] = [eq(w.kind, 50), visibleOrdersWhere(user)];
  if (q.orderId) where.push(eq(w.orderId, q.orderId));
  if (q.operateUid) where.push(eq(w.operateUid, q.operateUid));
  if (q.createAt?.start) where.push(gte(w.createdAt, q.createAt.start));
  if (q.createAt?.end) where.push(lte(w.createdAt, q.createAt.end));
  const cond = and(...where);
  return readPage(q, (limit, offset) =>
    db
      .select({ w, pageTotal: totalColumn() })
      .from(w)
      .innerJoin(orders, eq(orders.id, w.orderId))
      .where(cond)
      .orderBy(desc(w.id))
      .limit(limit)
      .offset(offset),
  );
}
