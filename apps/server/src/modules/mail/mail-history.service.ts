import { type EmailHistoryRequest, type EmailRow, isAdmin, toPage } from '@certdesk/contract';
import sanitizeHtml from 'sanitize-html';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import type { LinkScope } from '../../platform/storage/index.js';
import { assertOrderVisible } from '../orders/order-access.js';
import { type EmailRecord, emailPage, emailsAfter, mailboxStatesOf, orderNoticeCounts } from './emails.repo.js';

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

export type { EmailRecord } from './emails.repo.js';

function toRow(ctx: AppContext, user: AuthUser, e: EmailRecord): EmailRow {
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
  const { rows, total } = await emailPage(ctx.db, user, q);
  return toPage(
    rows.map((r) => toRow(ctx, user, r.e)),
    total,
    q.pageSize,
  );
}

/** Keyset batches of the export (newest first, by sender date then serial number). */
export function mailExportBatch(ctx: AppContext, user: AuthUser, q: { orderId?: number; senderUid?: number }) {
  return (last: EmailRecord | undefined, limit: number) => emailsAfter(ctx.db, user, q, last, limit);
}

/** GET /api/thirdParty/notifyCnt: mails sent for the order, and chat-app notices (D14). */
export async function notifyCount(ctx: AppContext, user: AuthUser, orderId: number) {
  await assertOrderVisible(ctx, user, orderId);
  return orderNoticeCounts(ctx.db, orderId);
}

/** GET /api/email/mailboxStatus: capture status of the caller's mailbox (every mailbox for 0 and 100). */
export async function mailboxStatus(ctx: AppContext, user: AuthUser) {
  const rows = await mailboxStatesOf(ctx.db, isAdmin(user.roleTypes) ? undefined : user.id);
  return rows.map((r) => ({
    account: r.account,
    status: r.status,
    statusMsg: r.statusMsg,
    checkedAt: r.checkedAt ? formatShanghai(r.checkedAt) : null,
  }));
}
