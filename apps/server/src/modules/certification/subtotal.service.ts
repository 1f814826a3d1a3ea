import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { allSubtotalKeywords } from '../config/config.repo.js';
import { type DetailOrder, editableOrder, readableOrder } from '../detail/detail-access.js';
import { actorOf, writeOrderLog } from '../orders/order-log.repo.js';
import { workCalendarFor } from '../orders/order-timing.js';
import { insertSubtotal, orderLogEvents, orderLogOf, subtotalsOf } from './notices.repo.js';
import { type NoticeKind, noticeAllowed, noticeOptionsFor } from './notices.service.js';

/** GET /api/certification/subtotal/list/{id}. */
export async function listSubtotals(ctx: AppContext, user: AuthUser, orderId: number) {
  await readableOrder(ctx, user, orderId);
  const rows = await subtotalsOf(ctx.db, orderId);
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
    const row = await insertSubtotal(tx, { orderId, uid: user.id, uname: user.nickName, workDay, content });
    await writeOrderLog(tx, { orderId, actor: actorOf(user), operateType: '认证小计', logEventType: 20, doc: content.slice(0, 500) });
    return row;
  });
  return { id, suggestions: await keywordSuggestions(ctx, order, content) };
}

/**
 * The keywords of the order's type found in the text, each with only the progress and warning
 * that this order can send: a key that is not among the order's options (a typo on the keyword
 * screen, a dictionary entry removed or limited to other types) would make the prompt's 发送
 * fail with 必须选择一个选项!, so it is not offered.
 */
async function keywordSuggestions(ctx: AppContext, order: DetailOrder, content: string) {
  const keywords = (await allSubtotalKeywords(ctx.db)).filter(
    (k) => content.includes(k.keyword) && (k.orderTypes.length === 0 || k.orderTypes.includes(order.orderType)),
  );
  if (keywords.length === 0) return [];
  const sendable = async (kind: NoticeKind) =>
    new Set(noticeAllowed(order.orderType, kind) ? (await noticeOptionsFor(ctx, order, kind)).map((o) => o.key) : []);
  const [progress, warn] = await Promise.all([sendable(40), sendable(50)]);
  return keywords
    .map((k) => {
      const p = progress.has(k.progressKey);
      const w = warn.has(k.warnKey);
      return {
        keyword: k.keyword,
        progressKey: p ? k.progressKey : '',
        progressContent: p ? k.progressContent : '',
        warnKey: w ? k.warnKey : '',
        warnContent: w ? k.warnContent : '',
      };
    })
    .filter((k) => k.progressKey || k.warnKey);
}

/** GET /api/certification/log/{id}: the operation log. */
export async function operationLog(ctx: AppContext, user: AuthUser, orderId: number) {
  await readableOrder(ctx, user, orderId);
  const rows = await orderLogOf(ctx.db, orderId);
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
  const rows = await orderLogEvents(ctx.db, orderId, events);
  return rows.map((r) => {
    const success = which === 'auth' ? r.doc.startsWith('认证成功') : r.logEventType === 150;
    const reason = which === 'auth' ? r.doc.replace(/^认证(成功|失败)：/, '') : r.doc;
    return { id: r.id, operatorDate: formatShanghai(r.createdAt), operatorUName: r.uname, reason, nodeResult: success ? 10 : 20 };
  });
}
