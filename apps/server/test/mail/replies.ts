import { composeRaw } from '../../src/modules/mail/sink.provider.js';

/** A reply of the company to a sent mail, as a mail client would write it (tests and demo data). */
export function replyRaw(opts: {
  to: string;
  subject: string;
  inReplyTo?: string;
  html?: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}): Promise<Buffer> {
  return composeRaw({
    from: { name: '企业联系人', address: 'contact@company.example' },
    to: opts.to,
    subject: opts.subject,
    html: opts.html ?? '<p>材料见附件</p>',
    messageId: `<r-${Math.random().toString(36).slice(2)}@company.example>`,
    ...(opts.inReplyTo ? { inReplyTo: opts.inReplyTo, references: opts.inReplyTo } : {}),
    attachments: opts.attachments ?? [],
  });
}

/** A reply whose attachment part claims base64 but is not (capture status 30). */
export function malformedReplyRaw(to: string, inReplyTo: string): string {
  return [
    'From: contact@company.example',
    `To: ${to}`,
    'Subject: Re: materials',
    `In-Reply-To: ${inReplyTo}`,
    'Message-ID: <broken@company.example>',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="XYZ"',
    '',
    '--XYZ',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'see attachment',
    '--XYZ',
    'Content-Type: image/png; name="a.png"',
    'Content-Disposition: attachment; filename="a.png"',
    'Content-Transfer-Encoding: base64',
    '',
    'iVBORw0KGgo!!!%%%***not-base64***',
    '--XYZ--',
    '',
  ].join('\r\n');
}
