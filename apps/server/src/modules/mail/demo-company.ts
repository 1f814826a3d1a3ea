import { createHash } from 'node:crypto';
import { PNG } from 'pngjs';
import type { AppContext } from '../../platform/context.js';
import type { Mailbox, OutgoingMail } from './mail-provider.js';
import { composeRaw, type SinkProvider } from './sink.provider.js';

/** A small picture whose colour comes from the seed: a distinct file (MD5) per mail. */
export function demoPicture(seed: string): Buffer {
  const h = createHash('sha256').update(seed).digest();
  const png = new PNG({ width: 48, height: 32 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = h[0]!;
    png.data[i + 1] = h[1]!;
    png.data[i + 2] = h[2]!;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/**
 * Demo mode with the embedded sink: the "company" a mail was sent to answers it after a moment,
 * quoting its Message-ID and attaching a picture, so capture can be seen working end to end
 * (the reply goes into the sender's sink inbox and capture reads it like IMAP). Addresses whose
 * local part starts with "noreply" never answer.
 */
export function answerAsDemoCompany(ctx: AppContext, sink: SinkProvider, from: Mailbox, mail: OutgoingMail, delayMs: number) {
  if (/^noreply/i.test(mail.to)) return;
  setTimeout(() => {
    void (async () => {
      const raw = await composeRaw({
        from: { name: '企业联系人', address: mail.to },
        to: from.account,
        subject: `回复：${mail.subject}`,
        html: '<p>您好，</p><p>所需材料已补充，见附件，请查收。</p><p>此致</p>',
        messageId: `<reply-${Date.now().toString(36)}@${mail.to.split('@')[1] ?? 'example.com'}>`,
        inReplyTo: mail.messageId,
        references: mail.messageId,
        attachments: [{ filename: '补充材料.png', content: demoPicture(mail.messageId), contentType: 'image/png' }],
      });
      await sink.deliver(from.account, raw);
    })().catch((err) => ctx.log.warn({ err }, 'demo company reply failed'));
  }, delayMs);
}
