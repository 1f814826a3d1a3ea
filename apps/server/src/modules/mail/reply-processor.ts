import { CAPTURE_STATUS_LABELS, CaptureStatus, MessageEvent } from '@certdesk/contract';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { addOrderAttachment } from '../certification/attachments.service.js';
import { digestsOf } from '../files/file-digest.js';
import { createMessage } from '../messages/message-create.service.js';
import { orderLogs, orders } from '../orders/orders.schema.js';
import { emailReplies, emails, mailboxStates, type ReplyAttachment } from './mail.schema.js';
import type { Mailbox } from './mail-provider.js';
import { findMalformedPart } from './mime-check.js';

/** Attachment type of the datum package for files that came by mail. */
const MAIL_ATTACHMENT_TYPE = 50;
/** The order number as the subject carries it (see withOrderNumber). */
const ORDER_NUMBER = /订单号[:：]\s*([A-Za-z0-9_-]{1,64})/;

type Email = typeof emails.$inferSelect;

/** The sent mail a reply answers: by In-Reply-To / References, else by the order number in the subject. */
async function matchEmail(db: Db, box: Mailbox, parsed: ParsedMail): Promise<Email | null> {
  const refs = [parsed.inReplyTo, ...(Array.isArray(parsed.references) ? parsed.references : parsed.references ? [parsed.references] : [])]
    .filter((r): r is string => Boolean(r))
    .flatMap((r) => r.split(/\s+/))
    .filter((r) => r.startsWith('<'));
  if (refs.length > 0) {
    const [byRef] = await db
      .select()
      .from(emails)
      .where(and(inArray(emails.messageId, refs), eq(emails.fromAccount, box.account)))
      .orderBy(desc(emails.senderDate))
      .limit(1);
    if (byRef) return byRef;
  }
  const number = ORDER_NUMBER.exec(parsed.subject ?? '')?.[1];
  if (!number) return null;
  const [bySubject] = await db
    .select({ e: emails })
    .from(emails)
    .innerJoin(orders, eq(orders.id, emails.orderId))
    .where(and(eq(orders.openOrderId, number), eq(emails.fromAccount, box.account)))
    .orderBy(desc(emails.senderDate))
    .limit(1);
  return bySubject?.e ?? null;
}

/** Storage keys take ASCII only: the file is named by its MD5 and keeps its extension; the name stays in the datum row. */
const extOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? 'bin';

/**
 * Handles one message of a mailbox: claims its UID (exactly once across processes), matches it
 * to a sent mail, keeps the reply whole, turns its attachments into datum files (MD5 dedupe),
 * sets the capture status (01 §4) and tells the certifier. Mail that answers nothing of ours is
 * only claimed.
 */
export async function captureReply(ctx: AppContext, box: Mailbox, uidValidity: string, uid: number, raw: Buffer): Promise<number | null> {
  const text = raw.toString('utf8').replaceAll('\0', '');
  const malformed = findMalformedPart(text);
  let parsed: ParsedMail | null = null;
  try {
    parsed = await simpleParser(raw, { skipImageLinks: true });
  } catch (err) {
    ctx.log.warn({ err, account: box.account, uid }, 'unparseable mail');
  }
  const email = parsed ? await matchEmail(ctx.db, box, parsed) : null;

  // Files go to storage before the transaction (content-addressed keys: a retry rewrites the same object).
  let status: number = CaptureStatus.OK;
  const files: (ReplyAttachment & { url: string })[] = [];
  if (email && parsed) {
    const attachments = parsed.attachments.filter((a) => !a.related);
    if (malformed) status = CaptureStatus.ATTACHMENT_PARSE_FAILED;
    else if (attachments.length === 0) status = CaptureStatus.NO_ATTACHMENT;
    else {
      try {
        for (const a of attachments) {
          const { md5, sha256 } = digestsOf(a.content);
          const name = a.filename ?? `附件${files.length + 1}`;
          const url = await ctx.storage.putObject(
            `mail/${email.orderId}/${md5}.${extOf(name)}`,
            a.content,
            a.contentType || 'application/octet-stream',
          );
          files.push({ name, md5, sha256, url, result: 'added' });
        }
      } catch (err) {
        ctx.log.error({ err, seqNo: email.seqNo }, 'mail attachment could not be stored');
        status = CaptureStatus.FAILED;
      }
    }
  }

  return ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .update(mailboxStates)
      .set({ lastUid: uid, uidValidity })
      .where(
        and(
          eq(mailboxStates.account, box.account),
          or(lt(mailboxStates.lastUid, uid), sql`${mailboxStates.uidValidity} <> ${uidValidity}`),
        ),
      )
      .returning({ account: mailboxStates.account });
    if (claimed.length === 0 || !email || !parsed) return null;
    if (status === CaptureStatus.OK) {
      for (const f of files) {
        const r = await addOrderAttachment(tx, {
          orderId: email.orderId,
          url: f.url,
          name: f.name,
          md5: f.md5,
          sha256: f.sha256 ?? null,
          type: MAIL_ATTACHMENT_TYPE,
          orderAdd: true,
          uid: null,
        });
        f.result = r.duplicate ? 'duplicate' : 'added';
      }
      // Every file already in the package: nothing new came (50).
      if (files.every((f) => f.result === 'duplicate')) status = CaptureStatus.DUPLICATE_ATTACHMENT;
    }
    await tx.insert(emailReplies).values({
      seqNo: email.seqNo,
      mailbox: box.account,
      uid,
      messageId: parsed.messageId ?? '',
      fromAddr: parsed.from?.text ?? '',
      subject: parsed.subject ?? '',
      raw: text,
      captureStatus: status,
    });
    await tx
      .update(emails)
      .set({
        reply: true,
        replyDate: parsed.date ?? new Date(),
        replyFrom: parsed.from?.text ?? '',
        replyContent: typeof parsed.html === 'string' ? parsed.html : (parsed.textAsHtml ?? ''),
        replyAttachment: files.map(({ url: _url, ...f }) => f),
        emailCaptureStatus: status,
      })
      .where(eq(emails.seqNo, email.seqNo));
    const label = CAPTURE_STATUS_LABELS[status] ?? '';
    await tx.insert(orderLogs).values({
      orderId: email.orderId,
      uid: null,
      uname: '系统',
      operateType: '邮件回复',
      logEventType: 60,
      doc: `${parsed.subject ?? ''}（${label}）`,
    });
    await createMessage(tx, {
      uid: email.senderUid,
      eventName: MessageEvent.MAIL_REPLY_CAPTURED,
      orderId: email.orderId,
      vars: { topic: parsed.subject ?? email.topic, captureStatus: label },
    });
    return status;
  });
}
