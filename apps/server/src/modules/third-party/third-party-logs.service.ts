import { CHAT_APP_OPERATOR, type NotifyRow, type notifyListSchema, toPage, type WarnRow, type warnListSchema } from '@certdesk/contract';
import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { likeContains } from '../../platform/db/like.js';
import { readPage, totalColumn } from '../../platform/db/paging.js';
import { notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { orderNotices } from '../certification/certification.schema.js';
import { visibleOrdersWhere } from '../orders/order-access.js';
import { orders } from '../orders/orders.schema.js';
import { thirdPartyNotices as n } from './third-party.schema.js';

const toNotify = (r: typeof n.$inferSelect): NotifyRow => ({
  id: r.id,
  orderId: r.orderId,
  companyName: r.companyName,
  operatorUid: r.operatorUid,
  operatorUName: r.operatorUName,
  createAt: formatShanghai(r.createdAt),
  content: r.content,
  channel: r.channel,
  status: r.status,
});

/** POST /api/thirdParty/findNotifyMsgList: supplementary requests and chat-app messages of the orders the user sees. */
export async function notifyList(ctx: AppContext, user: AuthUser, q: z.infer<typeof notifyListSchema>) {
  const where: (SQL | undefined)[] = [visibleOrdersWhere(user)];
  if (q.orderId) where.push(eq(n.orderId, q.orderId));
  if (q.companyName) where.push(ilike(n.companyName, likeContains(q.companyName)));
  if (q.operatorUid === CHAT_APP_OPERATOR) where.push(eq(n.channel, 'chatApp'));
  else if (q.operatorUid) where.push(eq(n.operatorUid, q.operatorUid));
  const cond = and(...where);
  const { rows, total } = await readPage(q, (limit, offset) =>
    ctx.db
      .select({ n, pageTotal: totalColumn() })
      .from(n)
      .innerJoin(orders, eq(orders.id, n.orderId))
      .where(cond)
      .orderBy(desc(n.id))
      .limit(limit)
      .offset(offset),
  );
  return toPage(
    rows.map((r) => toNotify(r.n)),
    total,
    q.pageSize,
  );
}

/** GET /api/thirdParty/info/{id}: one row for the preview dialog. */
export async function notifyInfo(ctx: AppContext, user: AuthUser, id: number): Promise<NotifyRow> {
  const [row] = await ctx.db
    .select({ n })
    .from(n)
    .innerJoin(orders, eq(orders.id, n.orderId))
    .where(and(eq(n.id, id), visibleOrdersWhere(user)));
  if (!row) throw notFound('获取详情数据失败');
  return toNotify(row.n);
}

/** POST /api/certification/warnList: the warnings sent to the partner (the detail's order_notices, kind 50). */
export async function warnList(ctx: AppContext, user: AuthUser, q: z.infer<typeof warnListSchema>) {
  const w = orderNotices;
  const where: (SQL | undefined)[] = [eq(w.kind, 50), visibleOrdersWhere(user)];
  if (q.orderId) where.push(eq(w.orderId, q.orderId));
  if (q.operateUid) where.push(eq(w.operateUid, q.operateUid));
  if (q.createAt?.start) where.push(gte(w.createdAt, q.createAt.start));
  if (q.createAt?.end) where.push(lte(w.createdAt, q.createAt.end));
  const cond = and(...where);
  const { rows, total } = await readPage(q, (limit, offset) =>
    ctx.db
      .select({ w, pageTotal: totalColumn() })
      .from(w)
      .innerJoin(orders, eq(orders.id, w.orderId))
      .where(cond)
      .orderBy(desc(w.id))
      .limit(limit)
      .offset(offset),
  );
  const result: WarnRow[] = rows.map(({ w: r }) => ({
    id: r.id,
    orderId: r.orderId,
    createAt: formatShanghai(r.createdAt),
    operateUName: r.operateUName,
    codeMsg: r.codeMsg,
    recDate: r.recDate ? formatShanghai(r.recDate) : '',
    recContent: r.recContent,
  }));
  return toPage(result, total, q.pageSize);
}
