import { z } from 'zod';
import { ATTACH_TYPE_UPLOAD } from './datum.js';
import { detailOrderId } from './detail.js';
import { idCardLengthMessage } from './rules/id-card.js';

/** Requests of the certification calls of the detail (02 §7). */

/** Empty side verification, when side verification is the active tab (02 §5). */
export const SIDE_EMPTY_MESSAGE = '侧面核实信息为空,请填写侧面核实信息或切换到正面核实';
/** Empty front verification. */
export const FRONT_EMPTY_MESSAGE = '正面核实信息为空,请填写正面核实信息或切换到侧面核实';
/** Progress and warning need a chosen option. */
export const NOTICE_OPTION_REQUIRED = '必须选择一个选项!';

/** Side verification channels (verifyType of side info). */
export const SIDE_VERIFY_TYPE_LABELS: Record<number, string> = {
  10: '档案电话',
  20: '搜索引擎',
  30: '114查号',
  40: '赋码中心电话',
  100: '其他',
};
/** Front verification of the legal person. */
export const LEGAL_VERIFY_TYPE_LABELS: Record<number, string> = { 10: '视频', 20: '手持申请书', 30: '私密问题', 40: '对私账户打款' };

const s = (max = 100) => z.string().trim().max(max).optional().default('');
const flag = z.boolean().nullable().optional().default(null);

/** Side verification (02 §3). */
export const sideInfoSchema = z.object({
  ceoMobile: s(30),
  ceoName: s(50),
  localDateTime: s(30),
  verifyType: z.coerce.number().int().nullable().optional().default(null),
  verifyResult: s(1000),
  ceoVerifyResult: s(1000),
  applyUserVerifyResult: z
    .object({ applyUserOnWork: flag, hasWarrant: flag, selfApply: flag })
    .optional()
    .default({ applyUserOnWork: null, hasWarrant: null, selfApply: null }),
});
/** Front verification (02 §3); companyType 20 (non-legal person) sends no public account. */
export const frontInfoSchema = z.object({
  companyType: z.coerce
    .number()
    .int()
    .refine((n) => n === 10 || n === 20, '企业类型只能是10或20')
    .optional()
    .default(10),
  publicAccount: z
    .object({ bankNo: s(40), bankName: s(100), companyName: s(200), transferMoney: s(20), backMoney: s(20), dateTime: s(30) })
    .nullable()
    .optional()
    .default(null),
  legalVerifyInfo: z
    .object({
      verifyType: z.coerce.number().int().nullable().optional().default(null),
      privateBankNo: s(40),
      privateBankName: s(100),
      privateAccountName: s(50),
      privateTransferMoney: s(20),
      privateBackMoney: s(20),
      privateDateTime: s(30),
    })
    .nullable()
    .optional()
    .default(null),
  applyUserOnWork: flag,
  myselfApply: flag,
  verifyResult: s(1000),
});
export type SideInfo = z.infer<typeof sideInfoSchema>;
export type FrontInfo = z.infer<typeof frontInfoSchema>;

/** POST /api/certification/verify/save. */
export const verifySaveSchema = z.object({
  orderId: detailOrderId,
  verifyType: z.coerce.number().refine((n) => n === 10 || n === 20, '核实方式只能是10(侧面)或20(正面)'),
  sideInfo: sideInfoSchema.nullable().optional().default(null),
  frontInfo: frontInfoSchema.nullable().optional().default(null),
});

/** True when a value holds nothing a person typed (blank strings, nulls, empty objects). */
export function isBlankInfo(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return false;
  if (typeof value === 'boolean') return false;
  if (typeof value === 'object') return Object.entries(value).every(([k, v]) => k === 'companyType' || isBlankInfo(v));
  return false;
}

/** POST /api/certification/verify/user: the legal person check. */
export const verifyUserSchema = z.object({
  orderId: detailOrderId,
  name: z.string({ error: '请输入姓名' }).trim().min(1, '请输入姓名').max(50),
  idCardNo: z.string({ error: idCardLengthMessage }).trim().length(18, idCardLengthMessage),
});

/** POST /api/certification/subtotal/save. */
export const subtotalSaveSchema = z.object({
  orderId: detailOrderId,
  content: z.string({ error: '请输入认证小计' }).trim().min(1, '请输入认证小计').max(2000, '认证小计最多2000个字符'),
});

/** POST /api/certification/progress/send and /warn/send (and /progress with key only). */
export const noticeSendSchema = z.object({
  orderId: detailOrderId,
  key: z.string({ error: NOTICE_OPTION_REQUIRED }).trim().min(1, NOTICE_OPTION_REQUIRED).max(64),
  content: z.string().trim().max(1000).optional(),
});

/** POST /api/certification/orderAttach/add. */
export const attachAddSchema = z.object({
  orderId: detailOrderId,
  md5: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/, '文件校验码格式错误'),
  name: z.string().trim().max(200).default(''),
  type: z.coerce.number().int().default(ATTACH_TYPE_UPLOAD),
  url: z.string({ error: '请上传文件' }).trim().min(1, '请上传文件').max(1000),
});
/** POST /api/certification/orderAttach/update: type change, or the rotated image. */
export const attachUpdateSchema = z.object({
  id: z.coerce.number().int().positive(),
  type: z.coerce.number().int().optional(),
  url: z.string().trim().min(1).max(1000).optional(),
  md5: z
    .string()
    .trim()
    .regex(/^[0-9a-fA-F]{32}$/)
    .optional(),
});

/** One datum file as GET /api/certification/orderAttach/list/{id} lists it. */
export const orderAttachmentRowSchema = z.object({
  id: z.number().int(),
  /** A short-lived link to the file. */
  url: z.string(),
  name: z.string(),
  md5: z.string(),
  /** SHA-256 of the stored bytes, computed by the server; null until it has read them (older rows). */
  sha256: z.string().nullable(),
  type: z.number().int(),
  typeName: z.string(),
  orderAdd: z.boolean(),
  checked: z.boolean(),
});
/** One datum file row. */
export type OrderAttachmentRow = z.infer<typeof orderAttachmentRowSchema>;

/** Attachment types and their names; 200 is an upload by staff. */
export const ATTACH_TYPE_LABELS: Record<number, string> = {
  200: '认证资料',
  101: '营业执照',
  102: '授权书',
  103: '学信网在线验证报告',
  104: '学历证书',
  105: '身份证',
  106: '对公账户',
  107: '视频认证',
  108: '资格证书',
  50: '邮件附件',
};

/* ---- Answers of the certification calls (what the services return; the serializer checks them). ---- */

/** GET /api/certification/verify/{id}: the saved verification (side by default, nothing filled yet). */
export const verificationSchema = z.object({
  orderId: z.number().int(),
  verifyType: z.number().int(),
  sideInfo: sideInfoSchema.nullable(),
  frontInfo: frontInfoSchema.nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

/** POST /api/certification/verify/user: the legal person check's answer. */
export const legalCheckSchema = z.object({ name: z.string(), idCardNo: z.string(), verifyResult: z.number().int(), verifyMsg: z.string() });
export type LegalCheck = z.infer<typeof legalCheckSchema>;
/** GET /api/certification/verify/user/{id}: a recorded legal person check. */
export const legalCheckRowSchema = legalCheckSchema.extend({ id: z.number().int(), createAt: z.string() });
export type LegalCheckRow = z.infer<typeof legalCheckRowSchema>;

/** GET /api/certification/subtotal/list/{id}: a certification subtotal. */
export const subtotalEntrySchema = z.object({
  id: z.number().int(),
  createAt: z.string(),
  operatorUName: z.string(),
  workDay: z.number().int(),
  content: z.string(),
});
export type SubtotalEntry = z.infer<typeof subtotalEntrySchema>;

/** A progress or warning the subtotal's keywords suggest sending. */
export const subtotalSuggestionSchema = z.object({
  keyword: z.string(),
  progressKey: z.string(),
  progressContent: z.string(),
  warnKey: z.string(),
  warnContent: z.string(),
});
/** POST /api/certification/subtotal/save: the new subtotal and what its keywords suggest. */
export type SubtotalSuggestion = z.infer<typeof subtotalSuggestionSchema>;
/** POST /api/certification/subtotal/save: the new subtotal and what its keywords suggest. */
export const subtotalSavedSchema = z.object({ id: z.number().int(), suggestions: z.array(subtotalSuggestionSchema) });
export type SubtotalSaved = z.infer<typeof subtotalSavedSchema>;

/** GET /api/certification/log/{id}: an operation log row. */
export const operationLogRowSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  uname: z.string(),
  operateType: z.string(),
  logEventType: z.number().int(),
  doc: z.string(),
});
export type OperationLogRow = z.infer<typeof operationLogRowSchema>;

/** GET /api/certification/progress|warn/list/{id}: a sent progress or warning and its delivery. */
export const noticeRowSchema = z.object({
  id: z.number().int(),
  createAt: z.string(),
  operateUName: z.string(),
  code: z.string(),
  codeMsg: z.string(),
  status: z.string(),
  recDate: z.string(),
  recContent: z.string(),
});
export type NoticeRow = z.infer<typeof noticeRowSchema>;

/** GET /api/options/progress|warn/{id}: a progress or warning option. */
export const noticeOptionSchema = z.object({ key: z.string(), name: z.string(), value: z.string() });
export type NoticeOption = z.infer<typeof noticeOptionSchema>;

/** GET /api/certification/list/{id} and /api/audit/list/{id}: a certification or audit result. */
export const resultRowSchema = z.object({
  id: z.number().int(),
  operatorDate: z.string(),
  operatorUName: z.string(),
  reason: z.string(),
  nodeResult: z.number().int(),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

/** A created row's id (a sent notice). */
export const createdIdSchema = z.object({ id: z.number().int() });
/** POST /api/certification/orderAttach/add: the row, and whether the file was already there. */
export const attachAddedSchema = z.object({ id: z.number().int(), duplicate: z.boolean() });
