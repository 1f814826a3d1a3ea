import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { subtotalKeywords } from '../config/config.schema.js';
import { editableOrder, readableOrder } from '../detail/detail-access.js';
import { workCalendarFor } from '../orders/order-timing.js';
import { orderLogs } from '../orders/orders.schema.js';
import { orderSubtotals } from './certification.schema.js';

/** GET /api/certification/subtotal/list/{id}. */
export async function listSubtotals(ctx: AppContext, user: AuthUser, orderId: number) {
  await readableOrder(ctx, user, orderId);
  const rows = await ctx.db.select().from(orderSubtotals).where(eq(orderSubtotals.orderId, orderId)).orderBy(desc(orderSubtotals.id));
  return rows.map((r) => ({
    id: r.id,
    createAt: formatShanghai(r.createdAt),
    operatorUName: r.uname,
    workDay: r.workDay,
    content: r.content,
  }));
}

/**
 * POST /api/certification/subtotal/save. Answers the configured keywords (of the order's type)
 * that the text contains, with their mapped progress and warning, for the screen to offer.
 */
export async function saveSubtotal(ctx: AppContext, user: AuthUser, orderId: number, content: string) {
  const order = await editableOrder(ctx, user, orderId);
  const calendar = await workCalendarFor(ctx);
  const workDay = calendar.workDaysBetween(order.incomingDate, new Date());
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orderSubtotals)
      .values({ orderId, uid: user.id, uname: user.nickName, workDay, content })
      .returning({ id: orderSubtotals.id });
    await tx
      .insert(orderLogs)
      .values({ orderId, uid: user.id, uname: user.nickName, operateType: '认证小计', logEventType: 20, doc: content.slice(0, 500) });
    return row?.id ?? 0;
  });
  const keywords = await ctx.db.select().from(subtotalKeywords).orderBy(asc(subtotalKeywords.id));
  const suggestions = keywords
    .filter((k) => content.includes(k.keyword) && (k.orderTypes.length === 0 || k.orderTypes.includes(order.orderType)))
    .filter((k) => k.progressKey || k.warnKey)
    .map((k) => ({
      keyword: k.keyword,
      progressKey: k.progressKey,
      progressContent: k.progressContent,
      warnKey: k.warnKey,
      warnContent: k.warnContent,
    }));
  return { id, suggestions };
}

/** GET /api/certification/log/{id}: the operation log. */
export async function operationLog(ctx: AppContext, user: AuthUser, orderId: number) {
  await readableOrder(ctx, user, orderId);
  const rows = await ctx.db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(desc(orderLogs.id)).limit(1000);
  return rows.map((r) => ({
    id: r.id,
    date: formatShanghai(r.createdAt),
    uname: r.uname,
    operateType: r.operateType,
    logEventType: r.logEventType,
    doc: r.doc,
  }));
}

/** Certification results (02 §2.1 AuthResults) and review results (AuditResult), from the lifecycle's log rows. */
export async function resultRows(ctx: AppContext, user: AuthUser, orderId: number, which: 'auth' | 'audit') {
  await readableOrder(ctx, user, orderId);
  const events = which === 'auth' ? [130] : [140, 150];
  const rows = await ctx.db
    .select()
    .from(orderLogs)
    .where(and(eq(orderLogs.orderId, orderId), inArray(orderLogs.logEventType, events)))
    .orderBy(desc(orderLogs.id));
  return rows.map((r) => {
    const success = which === 'auth' ? r.doc.startsWith('认证成功') : r.logEventType === 150;
    const reason = which === 'auth' ? r.doc.replace(/^认证(成功|失败)：/, '') : r.doc;
    return { id: r.id, operatorDate: formatShanghai(r.createdAt), operatorUName: r.uname, reason, nodeResult: success ? 10 : 20 };
  });
}
