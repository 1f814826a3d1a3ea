import { type NotifyRow, type notifyListSchema, toPage, type WarnRow, type warnListSchema } from '@certdesk/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { type NoticeRecord, notifyPage, visibleNotice, warnPage } from './third-party.repo.js';

const toNotify = (r: NoticeRecord): NotifyRow => ({
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
  const { rows, total } = await notifyPage(ctx.db, user, q);
  return toPage(
    rows.map((r) => toNotify(r.n)),
    total,
    q.pageSize,
  );
}

/** GET /api/thirdParty/info/{id}: one row for the preview dialog. */
export async function notifyInfo(ctx: AppContext, user: AuthUser, id: number): Promise<NotifyRow> {
  const row = await visibleNotice(ctx.db, user, id);
  if (!row) throw notFound('获取详情数据失败');
  return toNotify(row);
}

/** POST /api/certification/warnList: the warnings sent to the partner (the detail's order_notices, kind 50). */
export async function warnList(ctx: AppContext, user: AuthUser, q: z.infer<typeof warnListSchema>) {
  const { rows, total } = await warnPage(ctx.db, user, q);
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
