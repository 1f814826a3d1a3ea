import { z } from 'zod';
import { pagingSchema } from './paging.js';

/** Mail sent from orders and replies captured (D9; 01 §2 e-mail history; 02 §3, §5, §7). */

/** E-mail capture status (01 §4). */
export const CaptureStatus = {
  CAPTURING: 10,
  OK: 20,
  ATTACHMENT_PARSE_FAILED: 30,
  NO_ATTACHMENT: 40,
  DUPLICATE_ATTACHMENT: 50,
  FAILED: -1,
} as const;

/** Chinese label of each capture status. */
export const CAPTURE_STATUS_LABELS: Record<number, string> = {
  10: '抓取中',
  20: '抓取成功',
  30: '附件解析失败',
  40: '无附件信息',
  50: '附件重复',
  [-1]: '抓取失败',
};

/** The simple e-mail pattern of the send dialog (02 §5). */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;
/** Rich-text editor limits (02 §5, §9). */
export const EDITOR_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const EDITOR_IMAGE_TYPES = ['png', 'gif', 'jpg', 'jpeg'] as const;
export const EDITOR_IMAGE_WIDTH = 400;
export const MailMsg = {
  badEmail: '请输入正确的邮箱地址',
  imageTooLarge: '上传图片大小不能超过 5MB!',
  pasteImagesOnly: '只能粘贴图片文件',
  waitUploads: '请等待所有图片上传成功。如果有网络问题，请刷新页面后重新上传!',
  headerNewline: '邮件主题和收件人不能包含换行符',
  noMailbox: '当前账号未配置邮箱，请先在账号设置中配置邮箱',
} as const;

const noNewline = (s: string) => !/[\r\n]/.test(s);

/** One option of a mail template (a mail type and its sub-items), built from the mail config. */
export interface MailTemplateOption {
  name: string;
  type: string;
  code: string;
  content: string;
  child: MailTemplateOption[];
  attachmentName: string;
  attachmentCount: number;
}

/** Schema of a mail template option (recursive through `child`). */
export const mailTemplateOptionSchema: z.ZodType<MailTemplateOption> = z.lazy(() =>
  z.object({
    name: z.string(),
    type: z.string(),
    code: z.string(),
    content: z.string(),
    child: z.array(mailTemplateOptionSchema),
    attachmentName: z.string(),
    attachmentCount: z.number().int(),
  }),
);

/** GET /api/email/template/order/{orderId}: the options, topic and body of a new mail, and its serial number. */
export const mailTemplateSchema = z.object({
  optionsInfos: z.array(mailTemplateOptionSchema),
  topic: z.string(),
  emailTemplate: z.string(),
  seqNo: z.string(),
});
/** A new mail's template. */
export type MailTemplate = z.infer<typeof mailTemplateSchema>;

/** An attachment of an outgoing mail: a file already in object storage. */
export const mailAttachmentSchema = z.object({
  name: z.string().trim().min(1).max(200).refine(noNewline, '附件名不能包含换行符'),
  url: z.string().trim().min(1).max(1000),
  md5: z.string().max(64).optional(),
});
/** One attachment. */
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** POST /api/email/sendEmail. */
export const sendEmailSchema = z.object({
  receiveAccount: z
    .string({ error: MailMsg.badEmail })
    .max(254)
    .refine(noNewline, MailMsg.headerNewline)
    .transform((s) => s.trim())
    .pipe(z.string().regex(EMAIL_PATTERN, MailMsg.badEmail)),
  topic: z
    .string({ error: '请输入邮件主题' })
    .max(200, '邮件主题最多200个字符')
    .refine(noNewline, MailMsg.headerNewline)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, '请输入邮件主题')),
  content: z.string({ error: '请输入邮件内容' }).min(1, '请输入邮件内容').max(2_000_000, '邮件内容过长'),
  imgMD5: z.array(z.string().max(64)).max(50).optional().default([]),
  seqNo: z
    .string()
    .trim()
    .min(1, '缺少邮件流水号')
    .max(64)
    .regex(/^[A-Za-z0-9-]+$/, '邮件流水号格式错误'),
  orderId: z.coerce.number({ error: '订单ID必须是数字' }).int().positive('订单ID必须大于0'),
  attachments: z.array(mailAttachmentSchema).max(20, '附件最多20个').optional().default([]),
});
/** Body of sendEmail. */
export type SendEmailRequest = z.input<typeof sendEmailSchema>;

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** POST /api/email/history (and its export): order id and sender. */
export const emailHistorySchema = pagingSchema.extend({
  orderId: z.preprocess(blank, z.coerce.number({ error: '订单ID必须是数字' }).int().positive('订单ID必须大于0').optional()),
  senderUid: z.preprocess(blank, z.coerce.number({ error: '发件人必须是数字' }).int().positive().optional()),
});
/** Body of the mail history list. */
export type EmailHistoryRequest = z.infer<typeof emailHistorySchema>;

/** A row of the e-mail history (01 §3 e-mail record). `content` is sanitised HTML. */
export const emailRowSchema = z.object({
  seqNo: z.string(),
  orderId: z.number().int(),
  senderUid: z.number().int(),
  senderUName: z.string(),
  senderDate: z.string(),
  attachment: z.array(z.object({ name: z.string(), url: z.string() })),
  recEmail: z.string(),
  reply: z.boolean(),
  replyDate: z.string().nullable(),
  emailCaptureStatus: z.number().int().nullable(),
  topic: z.string(),
  content: z.string(),
  replyContent: z.string(),
  /** sha256 is null on replies captured before issue 19. */
  replyAttachment: z.array(z.object({ name: z.string(), md5: z.string(), sha256: z.string().nullable() })),
});
/** One e-mail row. */
export type EmailRow = z.infer<typeof emailRowSchema>;

/** GET /api/email/mailboxStatus: capture status of the caller's mailbox (every mailbox for roles 0 and 100). */
export const mailboxStateSchema = z.object({
  account: z.string(),
  status: z.string(),
  statusMsg: z.string(),
  checkedAt: z.string().nullable(),
});
/** One mailbox's capture status. */
export type MailboxState = z.infer<typeof mailboxStateSchema>;

/** GET /api/thirdParty/notifyCnt: mails sent for an order, and chat-app notices. */
export const notifyCountSchema = z.object({ emailCnt: z.number().int(), dingtalkCnt: z.number().int() });
/** An order's notice counts. */
export type NotifyCount = z.infer<typeof notifyCountSchema>;
