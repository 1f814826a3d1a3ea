import { CaptureStatus, type MailTemplate, MessageEvent } from '@certdesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDovecot, type TestDovecot } from '../../../test/mail/dovecot.js';
import { malformedReplyRaw, replyRaw } from '../../../test/mail/replies.js';
import { startSmtp } from '../../../test/mail/smtp-sink.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orderAttachments } from '../certification/certification.schema.js';
import { messages } from '../messages/messages.schema.js';
import { users } from '../users/users.schema.js';
import { demoPicture } from './demo-company.js';
import { emailReplies, emails, mailboxStates } from './mail.schema.js';
import { type MailOrders, seedMailOrders } from './mail-fixtures.js';

// Real servers: an SMTP server (smtp-server) and Debian's Dovecot, both on 127.0.0.1.
const CERT01 = 'cert01@certdesk.local';
const CERT02 = 'cert02@certdesk.local';
const PASSWORD = 'mail-1234';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dovecot: TestDovecot;
let t: TestApp;
let seeded: MailOrders;
const openOrderId = `MAIL${Date.now()}`;

beforeAll(async () => {
  const accounts = [
    { account: CERT01, password: PASSWORD },
    { account: CERT02, password: PASSWORD },
  ];
  smtp = await startSmtp(accounts);
  dovecot = await startDovecot(accounts);
  Object.assign(process.env, {
    MAIL_SMTP_HOST: '127.0.0.1',
    MAIL_SMTP_PORT: String(smtp.port),
    MAIL_IMAP_HOST: '127.0.0.1',
    MAIL_IMAP_PORT: String(dovecot.port),
    MAIL_POLL_SECONDS: '3600',
  });
  t = await createTestApp();
  seeded = await seedMailOrders(t, { openOrderId, companyName: '邮件测试有限公司' });
  // cert02's stored mailbox password is wrong: capture must say so and go on with cert01.
  await t.ctx.db
    .update(users)
    .set({ emailConfig: { account: CERT02, passwordEnc: t.ctx.secrets.seal('wrong-password') } })
    .where(eq(users.id, seeded.ids.cert02!));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await smtp?.stop();
  await dovecot?.stop();
});

async function sendOne(extra: Record<string, unknown> = {}) {
  const tpl = await t.call<MailTemplate>('GET', `/api/email/template/order/${seeded.orderId}`, seeded.cert);
  const r = await t.call<{ seqNo: string; messageId: string }>('POST', '/api/email/sendEmail', seeded.cert, {
    receiveAccount: 'contact@company.example',
    topic: tpl.data.topic,
    content: '<p>请补充材料</p>',
    seqNo: tpl.data.seqNo,
    orderId: seeded.orderId,
    ...extra,
  });
  expect(r.code, r.msg).toBe('0000');
  return r.data;
}
const record = async (seqNo: string) => (await t.ctx.db.select().from(emails).where(eq(emails.seqNo, seqNo)))[0]!;
const capture = () => t.ctx.mail.capture.runOnce();

describe('sending over SMTP', () => {
  it('builds the order’s template from the mail config', async () => {
    const r = await t.call<MailTemplate>('GET', `/api/email/template/order/${seeded.orderId}`, seeded.cert);
    expect(r.data.topic).toContain('邮件测试有限公司');
    expect(r.data.emailTemplate).toContain(openOrderId);
    expect(r.data.optionsInfos.map((o) => o.name)).toContain('营业执照');
    expect(r.data.optionsInfos.find((o) => o.code === 'MAIL_Result_OK')?.type).toBe('result');
    const hidden = await t.call('GET', `/api/email/template/order/${seeded.orderId}`, await t.login('cert02'));
    expect(hidden.msg).toBe('未找到订单');
  });

  it('sends from the certifier’s mailbox with the order number in the subject and a remembered Message-ID', async () => {
    const before = smtp.received.length;
    const { seqNo, messageId } = await sendOne({ content: '<p>您好</p><script>alert(1)</script>' });
    expect(smtp.received).toHaveLength(before + 1);
    const got = smtp.received.at(-1)!;
    expect(got).toMatchObject({ user: CERT01, from: CERT01, to: ['contact@company.example'] });
    const parsed = await simpleParser(got.raw);
    expect(parsed.subject).toContain(`订单号：${openOrderId}`);
    expect(parsed.messageId).toBe(messageId);
    expect(await record(seqNo)).toMatchObject({
      messageId,
      emailCaptureStatus: CaptureStatus.CAPTURING,
      reply: false,
      senderUid: seeded.ids.cert01,
    });
  });

  it('refuses bad input: recipients, CR/LF in headers, a repeated serial number, other roles', async () => {
    const tpl = (await t.call<MailTemplate>('GET', `/api/email/template/order/${seeded.orderId}`, seeded.cert)).data;
    const base = { receiveAccount: 'ok@company.example', topic: 't', content: '<p>x</p>', seqNo: tpl.seqNo, orderId: seeded.orderId };
    const before = smtp.received.length;
    for (const receiveAccount of ['not-an-email', 'a@b', '']) {
      const r = await t.call('POST', '/api/email/sendEmail', seeded.cert, { ...base, receiveAccount });
      expect(r.msg).toContain('请输入正确的邮箱地址');
    }
    const injected = await t.call('POST', '/api/email/sendEmail', seeded.cert, {
      ...base,
      receiveAccount: 'a@company.example\r\nBcc: spy@evil.example',
    });
    expect(injected.msg).toContain('不能包含换行符');
    const topic = await t.call('POST', '/api/email/sendEmail', seeded.cert, { ...base, topic: 'hi\nBcc: spy@evil.example' });
    expect(topic.msg).toContain('不能包含换行符');
    const foreign = await t.call('POST', '/api/email/sendEmail', seeded.cert, {
      ...base,
      attachments: [{ name: 'x.pdf', url: 'https://evil.example/x.pdf' }],
    });
    expect(foreign.msg).toContain('附件地址无效');
    expect(smtp.received).toHaveLength(before);
    expect((await t.call('POST', '/api/email/sendEmail', seeded.cert, base)).code).toBe('0000');
    const again = await t.call('POST', '/api/email/sendEmail', seeded.cert, base);
    expect(again.msg).toBe('该邮件已发送，请勿重复提交');
    expect(smtp.received).toHaveLength(before + 1);
    const auditor = await t.call('POST', '/api/email/sendEmail', await t.login('audit01'), { ...base, seqNo: `${tpl.seqNo}x` });
    expect(auditor.code).toBe('1003');
  });
});

describe('capturing replies over IMAP', () => {
  it('IDLE: a reply with an attachment becomes a datum file, status 20, and the certifier is told', async () => {
    const { seqNo, messageId } = await sendOne();
    await capture(); // opens the IDLE watchers
    const picture = demoPicture('first');
    await dovecot.append(
      CERT01,
      PASSWORD,
      await replyRaw({
        to: CERT01,
        subject: 'Re: 材料',
        inReplyTo: messageId,
        attachments: [{ filename: '执照.png', content: picture, contentType: 'image/png' }],
      }),
    );
    const end = Date.now() + 10_000;
    while (!(await record(seqNo)).reply) {
      if (Date.now() > end) throw new Error('IDLE did not trigger capture');
      await new Promise((r) => setTimeout(r, 100));
    }
    const rec = await record(seqNo);
    expect(rec.emailCaptureStatus).toBe(CaptureStatus.OK);
    expect(rec.replyContent).toContain('材料见附件');
    const files = await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, seeded.orderId));
    expect(files).toEqual([expect.objectContaining({ name: '执照.png', type: 50, orderAdd: true })]);
    const [msg] = await t.ctx.db
      .select()
      .from(messages)
      .where(and(eq(messages.uid, seeded.ids.cert01!), eq(messages.msgType, MessageEvent.MAIL_REPLY_CAPTURED)));
    expect(msg).toMatchObject({ orderId: seeded.orderId, msgTitle: '邮件回复' });
    expect(msg?.content).toContain('抓取成功');
  });

  it('the same attachment again is a duplicate (50), matched by the order number in the subject alone', async () => {
    const { seqNo } = await sendOne();
    await dovecot.append(
      CERT01,
      PASSWORD,
      await replyRaw({
        to: CERT01,
        subject: `回复：资料【订单号：${openOrderId}】`,
        attachments: [{ filename: '再发一次.png', content: demoPicture('first'), contentType: 'image/png' }],
      }),
    );
    await capture();
    expect((await record(seqNo)).emailCaptureStatus).toBe(CaptureStatus.DUPLICATE_ATTACHMENT);
    expect(await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, seeded.orderId))).toHaveLength(1);
  });

  it('no attachment (40), a malformed part (30, mail kept), storage failing (-1)', async () => {
    const none = await sendOne();
    await dovecot.append(CERT01, PASSWORD, await replyRaw({ to: CERT01, subject: 'Re: 好的', inReplyTo: none.messageId }));
    const broken = await sendOne();
    await dovecot.append(CERT01, PASSWORD, malformedReplyRaw(CERT01, broken.messageId));
    await capture();
    expect((await record(none.seqNo)).emailCaptureStatus).toBe(CaptureStatus.NO_ATTACHMENT);
    expect((await record(broken.seqNo)).emailCaptureStatus).toBe(CaptureStatus.ATTACHMENT_PARSE_FAILED);
    const [kept] = await t.ctx.db.select().from(emailReplies).where(eq(emailReplies.seqNo, broken.seqNo));
    expect(kept?.raw).toContain('not-base64');

    const failing = await sendOne();
    const storage = t.ctx.storage;
    const put = storage.putObject.bind(storage);
    storage.putObject = async () => {
      throw new Error('disk full');
    };
    try {
      await dovecot.append(
        CERT01,
        PASSWORD,
        await replyRaw({
          to: CERT01,
          subject: 'Re: x',
          inReplyTo: failing.messageId,
          attachments: [{ filename: 'b.png', content: demoPicture('b') }],
        }),
      );
      await capture();
    } finally {
      storage.putObject = put;
    }
    expect((await record(failing.seqNo)).emailCaptureStatus).toBe(CaptureStatus.FAILED);
  });

  it('a mailbox with a wrong password gets a clear status while the others are captured', async () => {
    const { seqNo, messageId } = await sendOne();
    await dovecot.append(CERT01, PASSWORD, await replyRaw({ to: CERT01, subject: 'Re: 1', inReplyTo: messageId }));
    await capture();
    const states = await t.ctx.db.select().from(mailboxStates).orderBy(mailboxStates.account);
    expect(states.find((s) => s.account === CERT02)).toMatchObject({
      status: 'authFailed',
      statusMsg: '邮箱登录失败，请检查邮箱账号和密码',
    });
    expect(states.find((s) => s.account === CERT01)?.status).toBe('ok');
    expect((await record(seqNo)).reply).toBe(true);
    const r = await t.call<{ account: string; status: string }[]>('GET', '/api/email/mailboxStatus', await t.login('admin'));
    expect(r.data.map((s) => s.status).sort()).toEqual(['authFailed', 'ok']);
  });

  it('mail that answers nothing of ours is left alone, and nothing is captured twice', async () => {
    const before = await t.ctx.db.select().from(emailReplies);
    await dovecot.append(CERT01, PASSWORD, await replyRaw({ to: CERT01, subject: '促销广告' }));
    await capture();
    await capture();
    expect(await t.ctx.db.select().from(emailReplies)).toHaveLength(before.length);
    const [last] = await t.ctx.db.select().from(emails).orderBy(desc(emails.senderDate)).limit(1);
    expect(last?.reply).toBe(true);
  });
});
