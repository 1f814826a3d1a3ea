import { CaptureStatus, DEFAULT_MESSAGE_TEMPLATES, fillMessageTemplate, MessageEvent } from '@certdesk/contract';
import { isNotNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { Rng } from '../../platform/rng.js';
import { messageTemplates } from '../config/config.schema.js';
import { messages } from '../messages/messages.schema.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';
import { emails } from './mail.schema.js';

const DAY = 86_400_000;
/** Seeded history never lies in the future. */
const past = (d: Date) => new Date(Math.min(d.getTime(), Date.now() - 60_000));

/**
 * Demo messages and mails (D21): for the certifiers' and auditors' orders, assignment and review
 * messages, mails sent to the companies, some answered (captured with each status), some waiting;
 * and a few push-failure messages for the administrators. Runs after the orders seeder.
 */
export async function seedMessagesAndMail(ctx: AppContext) {
  const rng = new Rng('messages-mail');
  const staff = await ctx.db
    .select({ id: users.id, account: users.account, nickName: users.nickName, emailConfig: users.emailConfig })
    .from(users);
  const byAccount = new Map(staff.map((u) => [u.account, u]));
  const work = await ctx.db
    .select({
      id: orders.id,
      openOrderId: orders.openOrderId,
      companyName: orders.companyName,
      applyUser: orders.applyUser,
      certificationUid: orders.certificationUid,
      auditUid: orders.auditUid,
      incomingDate: orders.incomingDate,
    })
    .from(orders)
    .where(or(isNotNull(orders.certificationUid), isNotNull(orders.auditUid)))
    .orderBy(sql`${orders.id} desc`)
    .limit(240);
  // The administrator's templates (config seeder) when present, so seeded and live messages read alike.
  const own = await ctx.db.select().from(messageTemplates);
  const tpl = (event: string) => own.find((t) => t.eventName === event) ?? DEFAULT_MESSAGE_TEMPLATES.find((t) => t.eventName === event)!;
  const rows: (typeof messages.$inferInsert)[] = [];
  const add = (uid: number, event: string, orderId: number | null, vars: Record<string, string | number>, at: Date, read: boolean) => {
    const t = tpl(event);
    const title = t.title;
    rows.push({
      uid,
      msgType: event,
      msgTitle: title,
      title,
      content: fillMessageTemplate(t.content, { ...vars, orderId: orderId ?? '' }),
      orderId,
      read,
      createdAt: past(at),
    });
  };
  const mails: (typeof emails.$inferInsert)[] = [];
  for (const [i, o] of work.entries()) {
    const at = new Date(o.incomingDate.getTime() + DAY / 2);
    const recent = i < 40;
    // Each worker was told the order is theirs: the certifier on the day, the auditor a day later.
    const assigned = { companyName: o.companyName || o.applyUser };
    const workers = [[o.certificationUid, 0] as const, [o.auditUid, DAY] as const];
    for (const [uid, later] of workers) {
      if (uid) add(uid, MessageEvent.ORDER_ASSIGNED, o.id, assigned, new Date(at.getTime() + later), !recent || rng.chance(0.5));
    }
    if (o.certificationUid && rng.chance(0.08))
      add(
        o.certificationUid,
        MessageEvent.AUDIT_REJECTED,
        o.id,
        { reason: '授权书签字不清晰，请重新核实' },
        new Date(at.getTime() + 2 * DAY),
        !recent,
      );
    if (o.certificationUid && rng.chance(0.05))
      add(
        o.certificationUid,
        MessageEvent.WARNING_RECEIVED,
        o.id,
        { content: '申请人反馈联系方式已变更' },
        new Date(at.getTime() + DAY),
        !recent,
      );
    const sender = staff.find((u) => u.id === o.certificationUid);
    if (sender?.emailConfig && i < 120 && rng.chance(0.5)) {
      const seqNo = `${o.id}-demo${i}`;
      const sentAt = past(new Date(at.getTime() + 3 * 3600_000));
      const status = rng.pick([
        CaptureStatus.OK,
        CaptureStatus.OK,
        CaptureStatus.NO_ATTACHMENT,
        CaptureStatus.CAPTURING,
        CaptureStatus.CAPTURING,
        CaptureStatus.DUPLICATE_ATTACHMENT,
      ]);
      const replied = status !== CaptureStatus.CAPTURING;
      mails.push({
        seqNo,
        orderId: o.id,
        senderUid: sender.id,
        senderUName: sender.nickName,
        fromAccount: sender.emailConfig.account,
        senderDate: sentAt,
        recEmail: `hr${o.id}@company.example`,
        topic: `【企业信息认证】${o.companyName} 认证材料补充通知【订单号：${o.openOrderId}】`,
        content: `<p>${o.companyName}：</p><p>您好！我们正在为贵单位办理企业信息认证（订单号 ${o.openOrderId}）。</p><p>请提供加盖公章的营业执照副本复印件（彩色扫描件）。</p><p>请直接回复本邮件并附上材料，谢谢配合。</p><p>认证专员 ${sender.nickName}</p>`,
        messageId: `<${seqNo}@certdesk.local>`,
        reply: replied,
        replyDate: replied ? past(new Date(sentAt.getTime() + 5 * 3600_000)) : null,
        replyFrom: replied ? `企业联系人 <hr${o.id}@company.example>` : '',
        replyContent: replied ? '<p>您好，</p><p>所需材料已补充，见附件，请查收。</p>' : '',
        emailCaptureStatus: status,
      });
      if (replied)
        add(
          sender.id,
          MessageEvent.MAIL_REPLY_CAPTURED,
          o.id,
          { topic: '回复：认证材料补充通知', captureStatus: status === 20 ? '抓取成功' : status === 40 ? '无附件信息' : '附件重复' },
          new Date(sentAt.getTime() + 5 * 3600_000),
          !recent,
        );
    }
  }
  const admins = [byAccount.get('admin'), byAccount.get('manager')].filter((u) => u !== undefined);
  for (const o of work.slice(0, 3)) {
    for (const a of admins)
      add(a.id, MessageEvent.PUSH_FAILED, o.id, { reason: '合作方接口超时' }, new Date(o.incomingDate.getTime() + 3 * DAY), false);
  }
  for (let i = 0; i < rows.length; i += 500) await ctx.db.insert(messages).values(rows.slice(i, i + 500));
  for (let i = 0; i < mails.length; i += 200) await ctx.db.insert(emails).values(mails.slice(i, i + 200));
}
