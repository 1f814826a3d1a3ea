import { type EmailHistoryRequest, type EmailRow, isAdmin, toPage } from '@certdesk/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { readPage, totalColumn } from '../../platform/db/paging.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import type { LinkScope } from '../../platform/storage/index.js';
import { assertOrderVisible, visibleOrdersWhere } from '../orders/order-access.js';
import { orders } from '../orders/orders.schema.js';
import { thirdPartyNotices } from '../third-party/third-party.schema.js';
import { emails, mailboxStates } from './mail.schema.js';

/**
 * HTML from mail (ours and, above all, replies) is sanitised on the server: no script, no event
 * handlers, no styles that reach outside, links only http(s)/mailto, images only from http(s),
 * cid or data. Images of our store get a short-lived link. The web shows it in a sandboxed iframe.
 */
export function sanitizeMailHtml(ctx: AppContext, html: string, scope: LinkScope): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'center'],
    allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'width', 'height', 'style'], '*': ['style', 'align'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data', 'cid'] },
    allowedStyles: {
      '*': {
        width: [/^\d+(px|%)$/],
        color: [/^#?[\w(),.\s%]+$/],
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^\w+$/],
      },
    },
    transformTags: {
      img: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          src: attribs.src && ctx.storage.owns(attribs.src) ? ctx.storage.signUrl(attribs.src, scope) : (attribs.src ?? ''),
        },
      }),
    },
  });
}

/** A sent mail as stored (the export's row). */
export type EmailRecord = typeof emails.$inferSelect;

/** Mail a caller may see: of the orders they may see (D4), narrowed by the filters. */
function historyWhere(user: AuthUser, q: { orderId?: number; senderUid?: number }): SQL | undefined {
  return and(
    visibleOrdersWhere(user),
    q.orderId ? eq(emails.orderId, q.orderId) : undefined,
    q.senderUid ? eq(emails.senderUid, q.senderUid) : undefined,
  );
}

function toRow(ctx: AppContext, user: AuthUser, e: typeof emails.$inferSelect): EmailRow {
  const scope = { userId: user.id, orderId: e.orderId };
  return {
    seqNo: e.seqNo,
    orderId: e.orderId,
    senderUid: e.senderUid,
    senderUName: e.senderUName,
    senderDate: formatShanghai(e.senderDate),
    attachment: e.attachment.map((a) => ({ name: a.name, url: ctx.storage.signUrl(a.url, scope) })),
    recEmail: e.recEmail,
    reply: e.reply,
    replyDate: e.replyDate ? formatShanghai(e.replyDate) : null,
    emailCaptureStatus: e.emailCaptureStatus,
    topic: e.topic,
    content: sanitizeMailHtml(ctx, e.content, scope),
    replyContent: sanitizeMailHtml(ctx, e.replyContent, scope),
    replyAttachment: e.replyAttachment.map((a) => ({ name: a.name, md5: a.md5, sha256: a.sha256 ?? null })),
  };
}

/** POST /api/email/history. */
export async function mailHistory(ctx: AppContext, user: AuthUser, q: EmailHistoryRequest) {
  const where = historyWhere(user, q);
  const { rows, total } = await readPage(q, (limit, offset) =>
    ctx.db
      .select({ e: emails, pageTotal: totalColumn() })
      .from(emails)
      .innerJoin(orders, eq(orders.id, emails.orderId))
      .where(where)
      .orderBy(desc(emails.senderDate), desc(emails.seqNo))
      .limit(limit)
      .offset(offset),
  );
  return toPage(
    rows.map((r) => toRow(ctx, user, r.e)),
    total,
    q.pageSize,
  );
}

/** Keyset batches of the export (newest first, by sender date then serial number). */
export function mailExportBatch(ctx: AppContext, user: AuthUser, q: { orderId?: number; senderUid?: number }) {
  return async (last: typeof emails.$inferSelect | undefined, limit: number) => {
    const after = last ? sql`(${emails.senderDate}, ${emails.seqNo}) < (${last.senderDate}, ${last.seqNo})` : undefined;
    const rows = await ctx.db
      .select({ e: emails })
      .from(emails)
      .innerJoin(orders, eq(orders.id, emails.orderId))
      .where(and(historyWhere(user, q), after))
      .orderBy(desc(emails.senderDate), desc(emails.seqNo))
      .limit(limit);
    return rows.map((r) => r.e);
  };
}

/** GET /api/thirdParty/notifyCnt: mails sent for the order, and chat-app notices (D14). */
export async function notifyCount(ctx: AppContext, user: AuthUser, orderId: number) {
  await assertOrderVisible(ctx, user, orderId);
  const [mail] = await ctx.db.select({ n: count() }).from(emails).where(eq(emails.orderId, orderId));
  const [chat] = await ctx.db
    .select({ n: count() })
    .from(thirdPartyNotices)
    .where(and(eq(thirdPartyNotices.orderId, orderId), eq(thirdPartyNotices.channel, 'chatApp')));
  return { emailCnt: mail?.n ?? 0, dingtalkCnt: chat?.n ?? 0 };
}

/** GET /api/email/mailboxStatus: capture status of the caller's mailbox (every mailbox for 0 and 100). */
export async function mailboxStatus(ctx: AppContext, user: AuthUser) {
  const rows = await ctx.db
    .select()
    .from(mailboxStates)
    .where(isAdmin(user.roleTypes) ? undefined : eq(mailboxStates.uid, user.id))
    .orderBy(mailboxStates.account);
  return rows.map((r) => ({
    account: r.account,
    status: r.status,
    statusMsg: r.statusMsg,
    checkedAt: r.checkedAt ? formatShanghai(r.checkedAt) : null,
  }));
}
