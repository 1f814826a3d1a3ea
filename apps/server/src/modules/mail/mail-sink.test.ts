import { CaptureStatus, type EmailRow, type MailTemplate, type Page } from '@certdesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orderAttachments } from '../certification/certification.schema.js';
import { dataDic } from '../config/config.schema.js';
import { messages } from '../messages/messages.schema.js';
import { orders } from '../orders/orders.schema.js';
import { emailReplies, emails, mailSink } from './mail.schema.js';
import { MailCapture } from './mail-capture.js';
import { type MailOrders, seedMailOrders } from './mail-fixtures.js';
import { findMalformedPart } from './mime-check.js';
import { SinkProvider } from './sink.provider.js';

// No mail server configured: the embedded sink, and in demo mode the simulated company replies.
let t: TestApp;
let seeded: MailOrders;

beforeAll(async () => {
  for (const k of ['MAIL_SMTP_HOST', 'MAIL_IMAP_HOST']) delete process.env[k];
  process.env.MAIL_DEMO_REPLY_MS = '50';
  t = await createTestApp({ demo: true });
  // cert01's order, and one of nobody's that cert01 must not see.
  seeded = await seedMailOrders(t, {}, [{}]);
});
afterAll(() => t.close());

async function send(receiveAccount: string, content = '<p>请补充材料</p>') {
  const tpl = (await t.call<MailTemplate>('GET', `/api/email/template/order/${seeded.orderId}`, seeded.cert)).data;
  const r = await t.call<{ seqNo: string }>('POST', '/api/email/sendEmail', seeded.cert, {
    receiveAccount,
    topic: tpl.topic,
    content,
    seqNo: tpl.seqNo,
    orderId: seeded.orderId,
  });
  expect(r.code, r.msg).toBe('0000');
  return r.data.seqNo;
}

describe('the embedded mail sink in demo mode', () => {
  it('records what is sent, and the demo company’s reply is captured through the same code path', async () => {
    expect(t.ctx.mail.source.kind).toBe('sink');
    const seqNo = await send('hr@demo-company.example');
    const [sent] = await t.ctx.db
      .select()
      .from(mailSink)
      .where(and(eq(mailSink.folder, 'sent'), eq(mailSink.mailbox, 'cert01@certdesk.local')));
    expect(sent?.raw).toContain('hr@demo-company.example');
    const end = Date.now() + 10_000;
    let row = (await t.ctx.db.select().from(emails).where(eq(emails.seqNo, seqNo)))[0];
    while (!row?.reply) {
      if (Date.now() > end) throw new Error('the demo reply was not captured');
      await new Promise((r) => setTimeout(r, 100));
      row = (await t.ctx.db.select().from(emails).where(eq(emails.seqNo, seqNo)))[0];
    }
    expect(row.emailCaptureStatus).toBe(CaptureStatus.OK);
    expect(await t.ctx.db.select().from(orderAttachments).where(eq(orderAttachments.orderId, seeded.orderId))).toHaveLength(1);
    const msgs = await t.ctx.db.select().from(messages).where(eq(messages.uid, seeded.ids.cert01!));
    expect(msgs.map((m) => m.msgTitle)).toContain('邮件回复');
  });

  it('noreply addresses get no answer', async () => {
    const seqNo = await send('noreply@demo-company.example');
    await new Promise((r) => setTimeout(r, 500));
    await t.ctx.mail.capture.runOnce();
    const [row] = await t.ctx.db.select().from(emails).where(eq(emails.seqNo, seqNo));
    expect(row).toMatchObject({ reply: false, emailCaptureStatus: CaptureStatus.CAPTURING });
  });
});

describe('e-mail history, export and counts', () => {
  it('lists the mail of visible orders with sanitised HTML that runs no script', async () => {
    await send(
      'noreply@x.example',
      '<p onclick="alert(1)">正文内容</p><script>alert(2)</script><img src="x" onerror="alert(3)"><a href="javascript:alert(4)">链接</a>',
    );
    const r = await t.call<Page<EmailRow>>('POST', '/api/email/history', seeded.cert, {
      pageNum: 1,
      pageSize: 10,
      orderId: seeded.orderId,
    });
    expect(r.data.totalCount).toBe(3);
    const html = r.data.result[0]!.content;
    expect(html).toContain('正文内容');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(r.data.result.some((e) => e.replyContent.includes('所需材料已补充'))).toBe(true);
    const bySender = await t.call<Page<EmailRow>>('POST', '/api/email/history', await t.login('admin'), {
      pageNum: 1,
      pageSize: 10,
      senderUid: seeded.ids.cert02,
    });
    expect(bySender.data.totalCount).toBe(0);
    // A certifier who never handled the order sees none of its mail (D4).
    const other = await t.call<Page<EmailRow>>('POST', '/api/email/history', await t.login('cert02'), { pageNum: 1, pageSize: 10 });
    expect(other.data.totalCount).toBe(0);
    const viewer = await t.call('POST', '/api/email/history', await t.login('viewer'), { pageNum: 1, pageSize: 10 });
    expect(viewer.code).toBe('1003');
    const bad = await t.call('POST', '/api/email/history', seeded.cert, { pageNum: 1, pageSize: 10, orderId: 'x' });
    expect(bad.msg).toContain('订单ID必须是数字');
  });

  it('exports for roles 0 and 100 only; counts the order’s mail', async () => {
    const admin = await t.login('admin');
    const res = await t.request('POST', '/api/email/history/export', admin, { orderId: seeded.orderId });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('邮件记录'));
    expect((await t.call('POST', '/api/email/history/export', seeded.cert, {})).code).toBe('1003');
    const cnt = await t.call('GET', `/api/thirdParty/notifyCnt?orderId=${seeded.orderId}`, seeded.cert);
    expect(cnt.data).toEqual({ emailCnt: 3, dingtalkCnt: 0 });
    const hidden = await t.call('GET', `/api/thirdParty/notifyCnt?orderId=${seeded.otherIds[0]}`, seeded.cert);
    expect(hidden.msg).toBe('未找到订单');
  });
});

describe('the mail template follows the mail config', () => {
  it('uses the administrator’s mail types, subject prefix and signature once they exist', async () => {
    await t.ctx.db.insert(dataDic).values([
      {
        id: 'SendEmail_A',
        category: 'mail',
        name: '补充材料',
        type: 'SendEmailTypeDic',
        value: '<p>尊敬的{companyName}，订单号 {orderId}</p>',
        sort: 1,
      },
      { id: 'SendEmail_Result', category: 'mail', name: '认证结果通知', type: 'SendEmailTypeDic', value: '<p>结果：{result}</p>', sort: 2 },
      { id: 'EmailTopicPrefix', category: 'mail', name: '前缀', type: 'EmailConfig', value: '【认证中心】' },
      { id: 'EmailSignature', category: 'mail', name: '签名', type: 'EmailConfig', value: '<p>签名档</p>' },
    ]);
    const [order] = await t.ctx.db.select().from(orders).where(eq(orders.id, seeded.orderId));
    const r = (await t.call<MailTemplate>('GET', `/api/email/template/order/${seeded.orderId}`, seeded.cert)).data;
    expect(r.optionsInfos.map((o) => [o.code, o.type])).toEqual([
      ['SendEmail_A', 'send'],
      ['SendEmail_Result', 'result'],
    ]);
    expect(r.optionsInfos[0]?.content).toBe(`<p>尊敬的${order?.companyName}，订单号 ${order?.openOrderId}</p>`);
    expect(r.optionsInfos[1]?.content).toBe('<p>结果：办理中</p>');
    expect(r.topic).toBe(`【认证中心】${order?.companyName} 认证通知`);
    expect(r.emailTemplate).toBe('{content}<p>签名档</p>');
    expect(r.seqNo).toMatch(new RegExp(`^${seeded.orderId}-`));
  });
});

describe('malformed MIME detection', () => {
  it('accepts well-formed mail and names what is broken', () => {
    const ok = 'Content-Type: multipart/mixed; boundary="b"\r\n\r\n--b\r\nContent-Transfer-Encoding: base64\r\n\r\naGVsbG8=\r\n--b--\r\n';
    expect(findMalformedPart(ok)).toBeNull();
    expect(findMalformedPart(ok.replace('--b--', ''))).toBe('multipart 缺少结束分隔符');
    expect(findMalformedPart(ok.replace('aGVsbG8=', 'aGVs!G8='))).toBe('base64 内容损坏');
    expect(findMalformedPart(ok.replace('base64', 'x-uuencode'))).toBe('未知的传输编码 x-uuencode');
    expect(findMalformedPart('Content-Type: multipart/mixed\r\n\r\nbody')).toBe('multipart 缺少 boundary');
  });
});

// Last: it sends one more mail, which the counts above do not expect.
describe('several nodes', () => {
  it('several nodes polling the same mailbox capture a reply once (the claim of its UID)', async () => {
    const seqNo = await send('hr@demo-company.example');
    const replies = () => t.ctx.db.select().from(emailReplies).where(eq(emailReplies.seqNo, seqNo));
    const end = Date.now() + 10_000;
    while ((await replies()).length === 0) {
      if (Date.now() > end) throw new Error('the demo reply was not captured');
      await new Promise((r) => setTimeout(r, 100));
    }
    // The company answers once more; three nodes' capture loops read the mailbox at the same moment:
    // the first to claim the message's UID (reply-processor.ts) captures it, the others skip it.
    const [first] = await t.ctx.db
      .select()
      .from(mailSink)
      .where(and(eq(mailSink.folder, 'inbox'), eq(mailSink.mailbox, 'cert01@certdesk.local')))
      .orderBy(desc(mailSink.id))
      .limit(1);
    const sink = new SinkProvider(t.ctx.db);
    await sink.deliver(
      'cert01@certdesk.local',
      Buffer.from(first?.raw.replace(/^Message-ID: <([^>]+)>/im, 'Message-ID: <again-$1>') ?? ''),
    );
    const nodes = [1, 2, 3].map(() => new MailCapture(t.ctx, sink, 60_000));
    await Promise.all(nodes.map((n) => n.runOnce()));
    expect(await replies()).toHaveLength(2);
  });
});
