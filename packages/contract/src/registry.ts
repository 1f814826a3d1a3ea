import { z } from 'zod';
import { dateRangeField, pagingSchema } from './paging.js';

/**
 * Registry lookups (查档, D10): the company record of 02 §3 as the commercial registry API returns
 * it (field names kept, including its spellings TeamEnd and RomoveReason), and the queue and
 * history lists of 02 §2.4.
 */

/** Basic information of a company or institution. */
export const companyBasicInfoSchema = z.object({
  creditCode: z.string(),
  Name: z.string(),
  OperName: z.string(),
  RegistCapi: z.string(),
  Status: z.string(),
  TermStart: z.string(),
  TeamEnd: z.string(),
  CheckOrg: z.string(),
  CondOrg: z.string(),
  Address: z.string(),
  Scope: z.string(),
  No: z.string(),
  BelongOrg: z.string(),
  StartDate: z.string(),
  EconKind: z.string(),
  CheckDate: z.string(),
  /** Not in the commercial API's basic block but needed by the comparison (02 §5). */
  Province: z.string().optional(),
  City: z.string().optional(),
  SimpleLogout: z.string().optional(),
});

/** The stored resultJson of a lookup. */
export const companyRecordSchema = z.object({
  companyBasicInfo: companyBasicInfoSchema,
  AnnualReports: z.array(z.object({ Year: z.string(), PublishDate: z.string() })),
  Exceptions: z.array(
    z.object({
      AddReason: z.string(),
      AddDate: z.string(),
      DecisionOffice: z.string(),
      RomoveReason: z.string(),
      RemoveDate: z.string(),
      RemoveDecisionOffice: z.string(),
    }),
  ),
  ChangeRecords: z.array(
    z.object({ ProjectName: z.string(), BeforeContent: z.string(), AfterContent: z.string(), ChangeDate: z.string() }),
  ),
});

/** A company record (resultJson). */
export type CompanyRecord = z.infer<typeof companyRecordSchema>;

/** Lookup origin: 10 triggered by an order, 20 manual re-check (D10). */
export const LOOKUP_ORIGIN_LABELS: Record<number, string> = { 10: '订单查档', 20: '手动查档' };

/** Lookup record statuses. */
export const LOOKUP_STATUS_LABELS: Record<string, string> = { queued: '排队中', running: '查询中', success: '成功', failed: '失败' };

/** POST /api/manualReptile: re-check the registry for an order. */
export const manualReptileSchema = z.object({
  orderId: z.coerce.number({ error: '订单ID必须是数字' }).int().positive('订单ID必须是数字'),
  companyName: z.string({ error: '请输入企业名称' }).trim().min(1, '请输入企业名称').max(200),
  socialCredit: z.string().trim().max(18).optional().default(''),
  licenseNo: z.string().trim().max(50).optional().default(''),
  orgType: z.coerce.number({ error: '请选择企业类型' }).refine((n) => n === 10 || n === 20, '请选择企业类型'),
  province: z.string().trim().max(12).optional().default(''),
  city: z.string().trim().max(12).optional().default(''),
});

/** Filters of the queue and history lists. */
export const recordListSchema = pagingSchema.extend({
  orderId: z.coerce
    .number({ error: '订单ID必须是数字' })
    .int()
    .positive('订单ID必须是数字')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  companyName: z.string().trim().max(200).optional(),
  requestDate: dateRangeField('请求时间'),
});

/** A row of the queue and history lists. */
export const recordRowSchema = z.object({
  id: z.number().int(),
  seqNo: z.string(),
  orderId: z.number().int().nullable(),
  companyName: z.string(),
  orgType: z.number().int(),
  origin: z.number().int(),
  status: z.string(),
  attempts: z.number().int(),
  requestDate: z.number().nullable(),
  resultDate: z.number().nullable(),
  requestDuration: z.number().nullable(),
  error: z.string(),
});

/** A queue or history row. */
export type RecordRow = z.infer<typeof recordRowSchema>;

/** GET /api/info/{id}: which lookup record. */
export const recordIdParams = z.object({ id: z.coerce.number({ error: '记录ID必须是数字' }).int().positive('记录ID必须是数字') });

/** POST /api/manualReptile: the queued lookup. */
export const manualReptileAnswerSchema = z.object({ id: z.number().int() });

/** GET /api/info/{id}: the record with its resultJson (a JSON string, as the front end parses it). */
export const recordDetailSchema = recordRowSchema.extend({ resultJson: z.string() });

/** A record with its result. */
export type RecordDetail = z.infer<typeof recordDetailSchema>;

/** GET /api/queue: the queue summary. */
export const queueSummarySchema = z.object({
  pending: z.number().int(),
  running: z.number().int(),
  failed: z.number().int(),
  /** Age in ms of the oldest pending lookup, 0 when none. */
  oldestPendingMs: z.number().int(),
});

/** The queue summary. */
export type QueueSummary = z.infer<typeof queueSummarySchema>;
