import { z } from 'zod';
import { isIpOrCidr } from './admin-ip.js';
import { editedId, optionalText, orderTypeFilter, orderTypes, required, textOrEmpty } from './api/config-screens/fields.js';
import { pagingSchema, sortSchema } from './paging.js';
import { isHttpUrl } from './web-links.js';

/** Danger levels of a whitelist entry (D18): a risk label. */
export const DANGER_LEVEL_LABELS: Record<number, string> = { 1: '高', 2: '中', 3: '低' };

/** POST /api/systemConfig/ipWhite/list. */
export const ipWhiteListSchema = pagingSchema.extend({
  ip: optionalText(64),
  identify: optionalText(64),
  disabled: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional(),
});
/** POST /api/systemConfig/ipWhite/save: with id edits (also the enable/disable switch). */
export const saveIpWhiteSchema = z.object({
  id: editedId,
  ip: required('请输入IP地址', 64).refine(isIpOrCidr, 'IP地址格式错误，请输入IPv4/IPv6地址或CIDR网段'),
  identify: required('请输入标识', 64),
  dangerLevel: z.number({ error: '请选择危险等级' }).int().min(1, '请选择危险等级').max(3, '请选择危险等级'),
  disabled: z.boolean().default(false),
});
/** A whitelist row. */
export const ipWhiteRowSchema = z.object({
  id: z.number().int(),
  ip: z.string(),
  identify: z.string(),
  dangerLevel: z.number().int(),
  disabled: z.boolean(),
  createAt: z.string(),
  updateAt: z.string(),
});
/** A whitelist row. */
export type IpWhiteRow = z.infer<typeof ipWhiteRowSchema>;

/** Fields of the dictionary list that may be sorted (D22). */
export const DATA_DIC_SORT_FIELDS = ['id', 'name', 'type', 'order', 'updateAt'] as const;
/** POST /api/config/dataDic/list and /api/config/emailTemplate/list. */
export const dataDicListSchema = pagingSchema.extend(sortSchema(DATA_DIC_SORT_FIELDS).shape).extend({
  code: optionalText(64),
  name: optionalText(64),
  type: optionalText(64),
  orderType: orderTypeFilter,
});
/** POST /api/config/dataDic/save and /api/config/emailTemplate/save; `isAdd` refuses an existing code. */
export const saveDataDicSchema = z.object({
  id: required('请输入编码', 64).regex(/^[A-Za-z0-9_.:-]+$/, '编码只能包含字母、数字和 _ . : -'),
  name: required('请输入名称', 100),
  type: required('请输入类型', 64),
  value: z.string({ error: '请输入值' }).trim().min(1, '请输入值').max(200_000, '值过长'),
  order: z.coerce.number().int().min(0).max(1_000_000).default(0),
  orderType: orderTypes,
  tag: textOrEmpty(64),
  picSize: textOrEmpty(64),
  pcode: textOrEmpty(64),
  isAdd: z.boolean().default(false),
});
/** Body of a dictionary save. */
export type SaveDataDicRequest = z.infer<typeof saveDataDicSchema>;
/** A dictionary (or mail config) row. */
export const dataDicRowSchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  type: z.string(),
  value: z.string(),
  order: z.number().int(),
  orderType: z.array(z.number().int()),
  tag: z.string(),
  picSize: z.string(),
  pcode: z.string(),
  updateAt: z.string(),
});
/** A dictionary row. */
export type DataDicRow = z.infer<typeof dataDicRowSchema>;

/** POST /api/progressConfig/list (chat-app robot configurations, D14). */
export const progressConfigListSchema = pagingSchema.extend({ name: optionalText(64), orderType: orderTypeFilter });
/** POST /api/progressConfig/save: a blank secret keeps the stored one. */
export const saveProgressConfigSchema = z.object({
  id: editedId,
  name: required('请输入名称', 64),
  webhook: required('请输入Webhook地址', 500).pipe(z.url({ protocol: /^https?$/, error: 'Webhook地址格式错误' })),
  secret: optionalText(200),
  enabled: z.boolean().default(false),
  orderTypes,
});
/** A robot configuration row (the secret only as "is set"). */
export const progressConfigRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  webhook: z.string(),
  hasSecret: z.boolean(),
  enabled: z.boolean(),
  orderTypes: z.array(z.number().int()),
  updateAt: z.string(),
});
/** A robot configuration row. */
export type ProgressConfigRow = z.infer<typeof progressConfigRowSchema>;

/** POST /api/config/msgTemplate/list. */
export const msgTemplateListSchema = pagingSchema.extend({ title: optionalText(64), eventName: optionalText(64) });
/** POST /api/config/msgTemplate/save: edit only (no add). */
export const saveMsgTemplateSchema = z.object({
  id: z.number().int().positive(),
  title: required('请输入模板名称', 64),
  eventName: required('请输入标识', 64),
  content: required('请输入内容', 2000),
});
/** A message template row. */
export const msgTemplateRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  eventName: z.string(),
  content: z.string(),
  updateAt: z.string(),
});
/** A message template row. */
export type MsgTemplateRow = z.infer<typeof msgTemplateRowSchema>;

/** POST /api/config/subtotal/list. */
export const subtotalListSchema = pagingSchema.extend({ keyword: optionalText(64), orderType: orderTypeFilter });
/** POST /api/config/subtotal/save. */
export const saveSubtotalSchema = z.object({
  id: editedId,
  keyword: required('请输入关键词', 64),
  orderType: orderTypes,
  progressKey: textOrEmpty(64),
  progressContent: textOrEmpty(1000),
  warnKey: textOrEmpty(64),
  warnContent: textOrEmpty(1000),
});
/** A subtotal keyword row. */
export const subtotalRowSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  orderType: z.array(z.number().int()),
  progressKey: z.string(),
  progressContent: z.string(),
  warnKey: z.string(),
  warnContent: z.string(),
});
/** A subtotal keyword row. */
export type SubtotalRow = z.infer<typeof subtotalRowSchema>;

/** POST /api/config/website/list. */
export const websiteListSchema = pagingSchema.extend({ province: optionalText(64), city: optionalText(64) });
/** POST /api/config/website/save: province and city are area codes or names. */
export const saveWebsiteSchema = z.object({
  id: editedId,
  province: required('请选择省份', 64),
  city: textOrEmpty(64),
  provinceName: optionalText(64),
  cityName: optionalText(64),
  website: required('请输入网站地址', 500).refine(isHttpUrl, '网站地址必须是http或https链接'),
  notes: textOrEmpty(1000),
});
/** An archive website row. */
export const websiteRowSchema = z.object({
  id: z.number().int(),
  website: z.string(),
  province: z.string(),
  city: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  notes: z.string(),
});
/** An archive website row. */
export type WebsiteRow = z.infer<typeof websiteRowSchema>;

/** POST /api/config/business/list (the business phone library). */
export const businessListSchema = pagingSchema.extend({
  mobile: optionalText(32),
  province: optionalText(64),
  city: optionalText(64),
  area: optionalText(64),
  deptName: optionalText(64),
  uid: z.coerce.number().int().optional(),
});
/** POST /api/config/business/save: the dialog has no validation beyond lengths (02 §5). */
export const saveBusinessSchema = z.object({
  id: editedId,
  deptName: textOrEmpty(100),
  province: textOrEmpty(64),
  city: textOrEmpty(64),
  area: textOrEmpty(64),
  provinceName: optionalText(64),
  cityName: optionalText(64),
  areaName: optionalText(64),
  mobile: textOrEmpty(32),
});
/** A business phone row; uname is the submitter. */
export const businessRowSchema = z.object({
  id: z.number().int(),
  deptName: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  area: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  areaName: z.string(),
  uid: z.number().int().nullable(),
  uname: z.string(),
});
/** A business phone row. */
export type BusinessRow = z.infer<typeof businessRowSchema>;

/** GET /api/user/stats: the caller's own work this month (profile). */
export const myStatsSchema = z.object({
  month: z.string(),
  certified: z.number().int(),
  certifiedSuccess: z.number().int(),
  reviewed: z.number().int(),
  pendingCertification: z.number().int(),
  pendingReview: z.number().int(),
});
/** The caller's statistics. */
export type MyStats = z.infer<typeof myStatsSchema>;
