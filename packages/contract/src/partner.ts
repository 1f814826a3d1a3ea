import { z } from 'zod';
import { epochMillisField } from './instants.js';
import { ORDER_TYPE_LABELS } from './order-enums.js';
import { creditCodeError } from './rules/credit-code.js';
import { idCardError } from './rules/id-card.js';
import { parsePhone } from './rules/phone.js';
import { httpUrlField } from './web-links.js';

/**
 * The open partner API (D11): what the partner platform sends to /open/v1/orders, /modify and
 * /supplement. Field names are those of the order row (01 §3); docs/partner-api.md documents them.
 */

/** Interface-log types (D11): 10 incoming order, 20 push, 30 modify, 40 progress, 50 warning, 60 four elements, 70 supplementary. */
export const InterfaceType = {
  INCOMING: 10,
  PUSH: 20,
  MODIFY: 30,
  PROGRESS: 40,
  WARNING: 50,
  FOUR_ELEMENTS: 60,
  SUPPLEMENT: 70,
} as const;

/** Chinese label of each interface type. */
export const INTERFACE_TYPE_LABELS: Record<number, string> = {
  10: '进件',
  20: '结果推送',
  30: '订单修改',
  40: '进度推送',
  50: '预警推送',
  60: '四要素',
  70: '补充资料',
};

const text = (max: number) => z.string().trim().max(max, `不能超过${max}个字符`);
// No defaults here: modify must tell "not sent" from "sent empty"; create fills defaults in orderDefaults().
const optionalText = (max: number) => text(max).optional();
const urlList = z
  .array(httpUrlField('证书文件').refine((v) => v !== '', '证书文件链接不能为空'))
  .max(50, '最多50个文件')
  .optional();

/** Fields the partner may send on create (all but the type-specific requirements are optional). */
export const partnerOrderFieldsSchema = z.object({
  orderType: z.coerce
    .number({ error: '订单类型必须是数字' })
    .int()
    .refine((n) => n in ORDER_TYPE_LABELS, '订单类型只能是1到8')
    .optional(),
  certificationType: z.union([z.literal(10), z.literal(20)], { error: '认证类型只能是10或20' }).optional(),
  orgType: z.union([z.literal(10), z.literal(20)], { error: '主体类型只能是10或20' }).optional(),
  companyName: optionalText(200),
  orgNameAbbreviation: optionalText(100),
  socialCredit: optionalText(18).transform((s) => s?.toUpperCase()),
  applyUser: optionalText(50),
  applyMobile: optionalText(20),
  applyIDCard: optionalText(18).transform((s) => s?.toUpperCase()),
  position: optionalText(100),
  educationLevel: optionalText(50),
  major: optionalText(100),
  school: optionalText(100),
  expertTitle: optionalText(100),
  level: optionalText(50),
  honorTitle: optionalText(200),
  ceoName: optionalText(50),
  bankNo: optionalText(40),
  bankName: optionalText(100),
  certificateType: z.union([z.literal(0), z.literal(1)], { error: '证件类型只能是0或1' }).optional(),
  licenseNumber: optionalText(50),
  licenseUrl: httpUrlField('营业执照').optional(),
  authorizationLetter: httpUrlField('授权书').optional(),
  certFileUrl: urlList,
  mobileBook: z.array(z.string().trim().max(20)).max(20, '最多20个电话').optional(),
  /** GB/T 2260 codes of province and city: six digits (110000, 110100) or the short forms (11, 1101). */
  province: z
    .string()
    .trim()
    .regex(/^(\d{2}|\d{6})?$/, '省份编码必须是2位或6位数字')
    .optional(),
  city: z
    .string()
    .trim()
    .regex(/^(\d{4}|\d{6})?$/, '城市编码必须是4位或6位数字')
    .optional(),
  labels: z
    .array(z.object({ name: text(20).min(1, '标签名称不能为空'), color: text(20).default('blue') }))
    .max(10, '最多10个标签')
    .optional(),
});

/** What each order type requires beyond the common fields. */
export const REQUIRED_BY_TYPE: Record<number, readonly (keyof z.infer<typeof partnerOrderFieldsSchema>)[]> = {
  1: ['companyName', 'socialCredit', 'ceoName', 'applyUser', 'applyMobile', 'province', 'city'],
  2: ['companyName', 'socialCredit', 'ceoName', 'applyUser', 'applyMobile', 'province', 'city'],
  3: ['companyName', 'applyUser', 'applyMobile', 'applyIDCard', 'position'],
  4: ['applyUser', 'applyMobile', 'applyIDCard', 'educationLevel', 'major', 'school'],
  5: ['applyUser', 'applyMobile', 'applyIDCard', 'expertTitle', 'level'],
  6: ['applyUser', 'applyMobile', 'applyIDCard', 'expertTitle'],
  7: ['applyUser', 'applyMobile', 'applyIDCard', 'expertTitle', 'level'],
  8: ['applyUser', 'applyMobile', 'honorTitle'],
};

/** Chinese names of the partner payload fields, for error messages and the incoming-order table. */
export const PARTNER_FIELD_LABELS: Record<string, string> = {
  openOrderId: '订单号',
  incomingDate: '进件时间',
  orderType: '订单类型',
  companyName: '企业名称',
  socialCredit: '统一社会信用代码',
  applyUser: '申请人',
  applyMobile: '申请人手机号',
  applyIDCard: '申请人身份证号',
  position: '职位',
  educationLevel: '学历',
  major: '专业',
  school: '学校',
  expertTitle: '名称',
  level: '等级',
  honorTitle: '荣誉名称',
  ceoName: '法人姓名',
  certificationType: '认证标签',
  orgType: '组织类型',
  orgNameAbbreviation: '简称',
  bankNo: '对公账户',
  bankName: '开户行',
  certificateType: '证件类型',
  licenseNumber: '证照号码',
  licenseUrl: '营业执照',
  authorizationLetter: '授权书',
  certFileUrl: '证书文件',
  mobileBook: '电话簿',
  labels: '标签',
  province: '省份',
  city: '城市',
};

type Fields = z.infer<typeof partnerOrderFieldsSchema>;

/** The order fields with every default filled in. */
export type PartnerOrderFields = { [K in keyof Fields]-?: Exclude<Fields[K], undefined> };

/** Fills the defaults of fields the partner did not send. */
export function orderDefaults(o: Fields): PartnerOrderFields {
  const t = (v: string | undefined) => v ?? '';
  return {
    orderType: o.orderType ?? 1,
    certificationType: o.certificationType ?? 10,
    orgType: o.orgType ?? 20,
    companyName: t(o.companyName),
    orgNameAbbreviation: t(o.orgNameAbbreviation),
    socialCredit: t(o.socialCredit),
    applyUser: t(o.applyUser),
    applyMobile: t(o.applyMobile),
    applyIDCard: t(o.applyIDCard),
    position: t(o.position),
    educationLevel: t(o.educationLevel),
    major: t(o.major),
    school: t(o.school),
    expertTitle: t(o.expertTitle),
    level: t(o.level),
    honorTitle: t(o.honorTitle),
    ceoName: t(o.ceoName),
    bankNo: t(o.bankNo),
    bankName: t(o.bankName),
    certificateType: o.certificateType ?? 0,
    licenseNumber: t(o.licenseNumber),
    licenseUrl: t(o.licenseUrl),
    authorizationLetter: t(o.authorizationLetter),
    certFileUrl: o.certFileUrl ?? [],
    mobileBook: o.mobileBook ?? [],
    province: t(o.province),
    city: t(o.city),
    labels: o.labels ?? [],
  };
}

/** Type-specific checks shared by create and modify (modify checks the merged order). */
export function checkOrderFields(o: PartnerOrderFields, addIssue: (path: string, message: string) => void) {
  for (const key of REQUIRED_BY_TYPE[o.orderType] ?? []) {
    const value = o[key];
    if (typeof value === 'string' && value === '') addIssue(key, `${PARTNER_FIELD_LABELS[key] ?? key}不能为空`);
  }
  if (o.socialCredit && o.certificateType === 0) {
    const err = creditCodeError(o.socialCredit);
    if (err) addIssue('socialCredit', err);
  }
  if (o.applyIDCard) {
    const err = idCardError(o.applyIDCard);
    if (err) addIssue('applyIDCard', err);
  }
  if (o.applyMobile && parsePhone(o.applyMobile)?.kind !== 'mobile') addIssue('applyMobile', '申请人手机号格式错误');
  if (o.city && !o.province) addIssue('province', '填写城市时必须填写省份');
}

/** POST /open/v1/orders: a new order. */
export const partnerCreateSchema = partnerOrderFieldsSchema
  .extend({
    openOrderId: text(64).min(1, '订单号不能为空'),
    /** When the partner received the order (ms); defaults to the time of intake. */
    incomingDate: epochMillisField('进件时间').optional(),
  })
  .superRefine((o, ctx) => {
    if (o.orderType === undefined) {
      ctx.addIssue({ code: 'custom', path: ['orderType'], message: '订单类型不能为空' });
      return;
    }
    checkOrderFields(orderDefaults(o), (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));
  });

/** A create request as validated. */
export type PartnerCreate = z.infer<typeof partnerCreateSchema>;

/** POST /open/v1/orders/modify: changed fields of an open order (orderType cannot change). */
export const partnerModifySchema = partnerOrderFieldsSchema.omit({ orderType: true }).extend({
  openOrderId: text(64).min(1, '订单号不能为空'),
  orderType: z.never({ error: '订单类型不能修改' }).optional(),
});

/** A modify request as validated. */
export type PartnerModify = z.infer<typeof partnerModifySchema>;

/** POST /open/v1/orders/supplement: supplementary material for an open order. */
export const partnerSupplementSchema = z.object({
  openOrderId: text(64).min(1, '订单号不能为空'),
  content: text(5000).optional().default(''),
  files: z
    .array(z.object({ name: text(200).min(1, '文件名不能为空'), url: httpUrlField('文件地址').min(1, '文件地址不能为空') }))
    .max(50, '最多50个文件')
    .optional()
    .default([]),
});

/** A supplement request as validated. */
export type PartnerSupplement = z.infer<typeof partnerSupplementSchema>;

/** Answer of create / modify / supplement (inside the envelope). */
export const partnerOrderAnswerSchema = z.object({
  orderId: z.number().int(),
  openOrderId: z.string(),
  orderStatus: z.number().int(),
});

/** The answer data of the open API. */
export type PartnerOrderAnswer = z.infer<typeof partnerOrderAnswerSchema>;

/** Headers of a signed partner call. */
export const PARTNER_HEADERS = {
  partnerId: 'x-partner-id',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
  signature: 'x-signature',
} as const;

/** Replay window of signed calls: 5 minutes either side. */
export const PARTNER_SIGNATURE_WINDOW_MS = 5 * 60_000;

/** The string that is signed: timestamp, nonce and raw body joined by newlines. */
export function partnerSigningString(timestamp: string, nonce: string, rawBody: string): string {
  return `${timestamp}\n${nonce}\n${rawBody}`;
}
