import { CaptureStatus, MailMsg, type sendEmailSchema } from '@certdesk/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { usableFile } from '../files/file-access.js';
import { assertCanActOn } from '../orders/order-access.js';
import { actorOf, writeOrderLog } from '../orders/order-log.repo.js';
import { deleteEmail, insertEmailOnce } from './emails.repo.js';
import type { OutgoingMail } from './mail-provider.js';
import { configuredMailboxes } from './mailboxes.repo.js';

type SendEmail = z.output<typeof sendEmailSchema>;

/** The subject carries the order number (D9), so a reply that lost its headers still finds the order. */
export function withOrderNumber(topic: string, openOrderId: string): string {
  return topic.includes(`订单号：${openOrderId}`) ? topic : `${topic}【订单号：${openOrderId}】`;
}

/**
 * Editor images from our store travel inside the mail (cid parts), so the recipient sees them
 * without our short-lived links; the stored content keeps the stored URLs for the preview. Only
 * the sender's own images, the order's files and mail templates' images may go out.
 */
async function inlineImages(ctx: AppContext, user: AuthUser, orderId: number, html: string) {
  const parts: OutgoingMail['attachments'] = [];
  let stored = html;
  let sent = html;
  const srcs = [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*"([^"]+)"/gi)].map((m) => m[1]!);
  for (const [i, src] of [...new Set(srcs)].entries()) {
    const url = src.replaceAll('&amp;', '&');
    if (!ctx.storage.owns(url)) continue;
    const { key, storedUrl } = await usableFile(ctx, user, url, { orderId, templateImages: true }, '邮件中的图片无效，请重新插入');
    const cid = `img${i}@certdesk`;
    parts.push({ filename: key.split('/').pop() ?? `image${i}`, content: await ctx.storage.getObject(key), cid });
    sent = sent.replaceAll(src, `cid:${cid}`);
    stored = stored.replaceAll(src, storedUrl);
  }
  return { stored, sent, parts };
}

/** POST /api/email/sendEmail: sends from the certifier's own mailbox and records the mail (status 10 until a reply). */
export async function sendEmail(ctx: AppContext, user: AuthUser, input: SendEmail) {
  const order = await assertCanActOn(ctx, user, input.orderId);
  const [box] = await configuredMailboxes(ctx, user.id);
  if (!box) throw badRequest(MailMsg.noMailbox);
  const files: OutgoingMail['attachments'] = [];
  const attachment: { name: string; url: string }[] = [];
  for (const a of input.attachments) {
    const { key, storedUrl } = await usableFile(ctx, user, a.url, { orderId: order.id }, `附件地址无效，请重新上传：${a.name}`);
    files.push({ filename: a.name, content: await ctx.storage.getObject(key) });
    attachment.push({ name: a.name, url: storedUrl });
  }
  const { stored, sent, parts } = await inlineImages(ctx, user, order.id, input.content);
  const subject = withOrderNumber(input.topic, order.openOrderId);
  const messageId = `<${input.seqNo}@${box.account.split('@')[1] ?? 'certdesk.local'}>`;
  // The serial number is the key: a second click of the same dialog sends nothing twice.
  const inserted = await insertEmailOnce(ctx.db, {
    seqNo: input.seqNo,
    orderId: order.id,
    senderUid: user.id,
    senderUName: user.nickName,
    fromAccount: box.account,
    recEmail: input.receiveAccount,
    topic: subject,
    content: stored,
    imgMd5: input.imgMD5,
    attachment,
    messageId,
    emailCaptureStatus: CaptureStatus.CAPTURING,
  });
  if (!inserted) throw conflict('该邮件已发送，请勿重复提交');
  try {
    await ctx.mail.sender.send(box, {
      to: input.receiveAccount,
      subject,
      html: sent,
      messageId,
      attachments: [...parts, ...files],
    });
  } catch (err) {
    await deleteEmail(ctx.db, input.seqNo);
    ctx.log.warn({ err, seqNo: input.seqNo }, 'mail send failed');
    throw badRequest(`邮件发送失败：${(err as Error).message}`);
  }
  await writeOrderLog(ctx.db, {
    orderId: order.id,
    actor: actorOf(user),
    operateType: '发送邮件',
    logEventType: 60,
    doc: `${subject} → ${input.receiveAccount}`,
  });
  return { seqNo: input.seqNo, messageId };
}
