import { z } from 'zod';
import { detailOrderId } from './detail.js';
import { dateRangeField, pagingSchema } from './paging.js';

/**
 * Certification and review decisions (02 §2.2, §2.3, §3, §7; D1, D23), the push preview, the
 * interface log (02 §2.4) and the third-party calls (supplementary material, chat-app pushes).
 */

const result = z.coerce
  .number({ error: '结果只能是10（成功）或20（失败）' })
  .refine((n) => n === 10 || n === 20, '结果只能是10（成功）或20（失败）')
  .transform((n) => n as 10 | 20);
const code = z.string().trim().max(64, '原因编码过长').optional().default('');
const reasonText = z.string().trim().max(2000, '原因内容最多2000个字符').optional().default('');

/** POST /api/certification/submit (D23): the auth submit payload. */
export const certSubmitSchema = z.object({ orderId: detailOrderId, reason: reasonText, rejectCode: code, result });
export type CertSubmitRequest = z.infer<typeof certSubmitSchema>;

/** POST /api/audit/finish (D23): the audit submit payload. */
export const auditFinishSchema = z.object({ orderId: detailOrderId, reason: reasonText, code, result });
export type AuditFinishRequest = z.infer<typeof auditFinishSchema>;

/** Answer of both submits: the new status and the warning shown (case-only credit code). */
export const decisionAnswerSchema = z.object({ orderId: z.number(), orderStatus: z.number(), warning: z.string().nullable() });
export type DecisionAnswer = z.infer<typeof decisionAnswerSchema>;

/** The three reason trees: certification failure, certification success, review failure. */
export const REASON_KINDS = ['authReject', 'authSuccess', 'auditReject'] as const;
export type ReasonKind = (typeof REASON_KINDS)[number];

/** GET /api/options/authReject|authSuccess|auditReject?pcode=&orderId=. */
export const reasonOptionQuerySchema = z.object({
  pcode: z.string().trim().max(64).optional().default(''),
  orderId: z.preprocess((v) => (v === '' ? undefined : v), detailOrderId.optional()),
});

/** A reason option (02 §3): key, name, ext (the default text), pcode; leaf has no children. */
export const reasonOptionSchema = z.object({ key: z.string(), name: z.string(), ext: z.string(), pcode: z.string(), leaf: z.boolean() });
export type ReasonOption = z.infer<typeof reasonOptionSchema>;

/** An auth or audit record (02 §3). */
export const decisionRecordSchema = z.object({
  id: z.number(),
  operatorDate: z.string(),
  operatorUName: z.string(),
  reason: z.string(),
  nodeResult: z.number(),
});
export type DecisionRecord = z.infer<typeof decisionRecordSchema>;

/** GET /api/audit/previewPush/{id} (02 §3 Preview); extension is a JSON string {ainfo, vinfo}. */
export const pushPreviewSchema = z.object({
  orderId: z.number(),
  cropName: z.string(),
  authorizationLetter: z.string(),
  certificateType: z.number(),
  licenseNumber: z.string(),
  licenseUrl: z.string(),
  publicAccount: z.string(),
  depositaryBank: z.string(),
  legalPerson: z.string(),
  applicantName: z.string(),
  applicantMobile: z.string(),
  tag: z.string(),
  authStatus: z.number(),
  reasonCode: z.string(),
  reasonMsg: z.string(),
  orgType: z.number(),
  extension: z.string(),
});
export type PushPreview = z.infer<typeof pushPreviewSchema>;

/** The parsed extension of a preview: A information (by orgType) and V information (media). */
export interface PreviewExtension {
  ainfo: { url: string }[];
  vinfo: { url: string }[];
}

/** POST /api/log/interface/list (and export): filters of 02 §2.4. */
export const interfaceLogFilterSchema = z.strictObject({
  orderId: z.preprocess((v) => (v === '' || v === null ? undefined : v), detailOrderId.optional()),
  openOrderId: z.string().trim().max(64).optional(),
  interfaceType: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional()),
  dateTime: dateRangeField('时间'),
});
export const interfaceLogListSchema = interfaceLogFilterSchema.extend(pagingSchema.shape);

/** A row of the interface log; canRepush marks a failed result push an admin may send again. */
export const interfaceLogRowSchema = z.object({
  id: z.number(),
  orderId: z.number().nullable(),
  openOrderId: z.string(),
  companyName: z.string(),
  interfaceType: z.number(),
  interfaceTypeName: z.string(),
  direction: z.string(),
  success: z.boolean(),
  dateTime: z.string(),
  requestJson: z.string(),
  respValue: z.string(),
  canRepush: z.boolean(),
});
export type InterfaceLogRow = z.infer<typeof interfaceLogRowSchema>;

/** The outbox health: waiting and failed events, and the age of the oldest waiting one. */
export const outboxHealthSchema = z.object({ pending: z.number(), failed: z.number(), oldestPendingSeconds: z.number().nullable() });
export type OutboxHealth = z.infer<typeof outboxHealthSchema>;

/** POST /api/log/interface/repush: push a failed event again (interface-log row id). */
export const repushSchema = z.object({ id: z.coerce.number().int().positive() });

/** Supplementary material needs at least one template (02 §5). */
export const SUPPLEMENT_TEMPLATE_REQUIRED = '请选择模板';
/** The operator filter's option for messages of the chat-app robot (no person sent them). */
export const CHAT_APP_OPERATOR = -1;

/** A supplementary-material template: what the partner is asked to provide. */
export const supplementTemplateSchema = z.object({ key: z.string(), name: z.string(), content: z.string() });
export type SupplementTemplate = z.infer<typeof supplementTemplateSchema>;

/** GET /api/thirdParty/supplement/templates: the templates for this order's type. */
export const supplementTemplatesQuerySchema = z.object({ orderId: detailOrderId });

/** POST /api/thirdParty/supplement/send: the chosen templates; their contents are joined by semicolons. */
export const supplementSendSchema = z.object({
  orderId: detailOrderId,
  keys: z.array(z.string().trim().min(1).max(64), { error: SUPPLEMENT_TEMPLATE_REQUIRED }).min(1, SUPPLEMENT_TEMPLATE_REQUIRED).max(30),
});

/** POST /api/thirdParty/supplement/send: the notice written (sent to the partner after commit). */
export const supplementSentSchema = z.object({ id: z.number() });

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().optional());

/** POST /api/thirdParty/findNotifyMsgList: the supplementary-material log (02 §2.4). */
export const notifyListSchema = pagingSchema.extend({
  orderId: z.preprocess((v) => (v === '' || v === null ? undefined : v), detailOrderId.optional()),
  companyName: z.string().trim().max(100).optional(),
  /** A user id, or CHAT_APP_OPERATOR for the chat-app robot's messages. */
  operatorUid: optionalId,
});

/** A row of the supplementary-material log; channel 'chatApp' content is JSON, else HTML. */
export const notifyRowSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  companyName: z.string(),
  operatorUid: z.number().nullable(),
  operatorUName: z.string(),
  createAt: z.string(),
  content: z.string(),
  channel: z.string(),
  status: z.string(),
});
export type NotifyRow = z.infer<typeof notifyRowSchema>;

/** POST /api/certification/warnList: the warning-message log (02 §2.4). */
export const warnListSchema = pagingSchema.extend({
  orderId: z.preprocess((v) => (v === '' || v === null ? undefined : v), detailOrderId.optional()),
  operateUid: optionalId,
  createAt: dateRangeField('发送时间'),
});

/** A row of the warning-message log. */
export const warnRowSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  createAt: z.string(),
  operateUName: z.string(),
  codeMsg: z.string(),
  recDate: z.string(),
  recContent: z.string(),
});
export type WarnRow = z.infer<typeof warnRowSchema>;
