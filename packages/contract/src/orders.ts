import { z } from 'zod';
import { Msg } from './errors.js';
import { ORDER_TYPES } from './order-enums.js';
import { dateRangeField, listTooDeep, pagingSchema, positiveIdField, sortSchema, withinListDepth } from './paging.js';

/**
 * Requests of the four order lists (01 §2) and their exports. Filters are optional; a blank
 * value means "no filter". Every value is checked here, so the server builds its WHERE from
 * typed values only (never from the request's text). A key the list does not have (another
 * list's filter, a misspelt one) is refused by name: ignored, it would show an unfiltered list
 * as if it were filtered.
 */

/** Treats '' and null as absent (antd forms send blanks). */
const blank = (v: unknown) => (v === '' || v === null ? undefined : v);

/** An optional positive integer id filter (work order number, user id), sent as number or digits; blank is absent. */
export function idField(label: string) {
  return z.preprocess(blank, positiveIdField(label).optional());
}

/** An optional free-text filter, trimmed, at most 100 characters. */
function textField(label: string) {
  return z.preprocess(
    (v) => (typeof v === 'string' ? blank(v.trim()) : blank(v)),
    z
      .string({ error: `${label}必须是文本` })
      .max(100, `${label}最多100个字符`)
      .optional(),
  );
}

/** An optional code from a fixed set (order type, tag, status). */
function codeField(label: string, codes: readonly number[]) {
  return z.preprocess(
    blank,
    z.coerce
      .number({ error: `${label}必须是数字` })
      .refine((n) => codes.includes(n), `不支持的${label}，可选：${codes.join('、')}`)
      .optional(),
  );
}

/** An optional GB/T 2260 area code (2, 4 or 6 digits, or the 12-digit form). */
function areaField(label: string) {
  return z.preprocess(
    (v) => blank(typeof v === 'number' ? String(v) : v),
    z
      .string()
      .regex(/^\d{2,12}$/, `${label}代码格式错误`)
      .optional(),
  );
}

/** Every order status code (D1). */
export const ORDER_STATUSES = [10, 20, 30, 40, 50, 100] as const;
/** Certification type tags: 10 V, 20 AV. */
export const CERTIFICATION_TYPES = [10, 20] as const;

const common = {
  orderId: idField('订单ID'),
  openOrderId: textField('订单号'),
  companyName: textField('企业名称'),
  orderType: codeField('订单类型', ORDER_TYPES),
  province: areaField('省份'),
  city: areaField('城市'),
  /** The cascader's value, [province, city]: an alternative to province and city. */
  area: z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? undefined : v.split(',')) : blank(v)),
    z
      .array(z.string().regex(/^\d{2,12}$/, '省市代码格式错误'), { error: '省市格式错误' })
      .max(3, '省市格式错误')
      .optional(),
  ),
  certificationUid: idField('认证专员'),
  auditUid: idField('审核专员'),
  incomingDate: dateRangeField('进件时间'),
  completedCerDate: dateRangeField('认证完成时间'),
};

/** Sortable fields of each list (D22): the column's field name. */
export const ALL_ORDERS_SORT_FIELDS = [
  'incomingDate',
  'workDay',
  'lastContactDate',
  'completedCerDate',
  'completedAuditDate',
  'finishDate',
] as const;
export const PENDING_CERT_SORT_FIELDS = ['workDay', 'incomingDate', 'completedCerDate', 'lastContactDate'] as const;
export const PENDING_REVIEW_SORT_FIELDS = ['workDay', 'incomingDate', 'completedCerDate'] as const;
export const AUDIT_STATS_SORT_FIELDS = ['incomingDate', 'completedCerDate', 'completedAuditDate', 'finishDate'] as const;

/** Filters of /api/order/list (全部订单). */
export const allOrdersFilterSchema = z
  .strictObject({
    ...common,
    applyUser: textField('申请人'),
    certificationType: codeField('标签', CERTIFICATION_TYPES),
    orderStatus: codeField('订单状态', ORDER_STATUSES),
    completedAuditDate: dateRangeField('审核完成时间'),
    finishDate: dateRangeField('结束时间'),
    lastContactDate: dateRangeField('最后联系时间'),
  })
  .extend(sortSchema(ALL_ORDERS_SORT_FIELDS).shape);

/** Filters of /api/order/waitCertification/list (待认证订单, status 20). */
export const pendingCertFilterSchema = z
  .strictObject({
    ...common,
    applyUser: textField('申请人'),
    mark: textField('备注'),
    certificationType: codeField('标签', CERTIFICATION_TYPES),
    lastContactDate: dateRangeField('最后联系时间'),
  })
  .extend(sortSchema(PENDING_CERT_SORT_FIELDS).shape);

/** Filters of /api/order/waitAudit/list (待审核订单, statuses 30, 40, 50). */
export const pendingReviewFilterSchema = z.strictObject({ ...common }).extend(sortSchema(PENDING_REVIEW_SORT_FIELDS).shape);

/** Filters of /api/audit/list (审核统计). */
export const auditStatsFilterSchema = z
  .strictObject({
    orderId: common.orderId,
    companyName: common.companyName,
    certificationUid: common.certificationUid,
    auditUid: common.auditUid,
    incomingDate: common.incomingDate,
    completedCerDate: common.completedCerDate,
    completedAuditDate: dateRangeField('审核完成时间'),
    finishDate: dateRangeField('结束时间'),
  })
  .extend(sortSchema(AUDIT_STATS_SORT_FIELDS).shape);

/** List requests: paging plus the filters (exports take the filters alone). */
export const allOrdersListSchema = allOrdersFilterSchema.extend(pagingSchema.shape).refine(withinListDepth, listTooDeep());
export const pendingCertListSchema = pendingCertFilterSchema.extend(pagingSchema.shape).refine(withinListDepth, listTooDeep());
export const pendingReviewListSchema = pendingReviewFilterSchema.extend(pagingSchema.shape).refine(withinListDepth, listTooDeep());
export const auditStatsListSchema = auditStatsFilterSchema.extend(pagingSchema.shape).refine(withinListDepth, listTooDeep());

/** Parsed filters of any of the four lists (each list uses its own subset). */
export type OrderListFilters = Partial<
  Omit<
    z.output<typeof allOrdersFilterSchema> & z.output<typeof pendingCertFilterSchema> & z.output<typeof auditStatsFilterSchema>,
    'field' | 'sortType'
  >
> & { field?: string; sortType?: 'asc' | 'desc' };

/** A comma-joined list of work order ids ("1,2,3"); empty → 请至少选择一个订单. */
export const orderIdListSchema = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string({ error: Msg.selectAtLeastOne })
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter((p) => p !== ''),
    )
    .refine((ids) => ids.length > 0, Msg.selectAtLeastOne)
    .refine((ids) => ids.every((p) => /^\d{1,9}$/.test(p)), '订单ID格式错误')
    .transform((ids) => [...new Set(ids.map(Number))])
    .refine((ids) => ids.length <= 500, '一次最多选择500个订单'),
);

/** POST /api/order/updateMark (certifier, own order). */
export const updateMarkSchema = z.object({
  orderId: z.coerce.number({ error: '订单ID必须是数字' }).int().positive('订单ID必须大于0'),
  mark: z.string({ error: '请输入备注' }).trim().max(500, '备注最多500个字符'),
});

/** POST /api/order/delay: extend by 1–60 working days (D3). */
export const delaySchema = z.object({
  orderId: orderIdListSchema,
  workDay: z.coerce
    .number({ error: '延期天数必须是1到60之间的整数' })
    .refine((n) => Number.isInteger(n) && n >= 1 && n <= 60, '延期天数必须是1到60之间的整数'),
});

/** POST /api/order/dispatch: 10 to a certifier (pending certification), 20 to an auditor (pending review) (D2). */
export const dispatchSchema = z.object({
  dispatchType: z.coerce.number().refine((n) => n === 10 || n === 20, '分配类型只能是10（认证）或20（审核）'),
  orderId: orderIdListSchema,
  uid: z.coerce.number({ error: '请选择分配人员' }).int().positive('请选择分配人员'),
});

/** POST /api/enterprise/grantFourValidate (D12). */
export const grantFourValidateSchema = z.object({ orderId: orderIdListSchema });

/** POST /api/order/end (D25): role 0 only; the reason is logged. */
export const endOrderSchema = z.object({
  orderId: orderIdListSchema,
  reason: z.string().trim().max(200, '结束原因最多200个字符').optional(),
});

export type UpdateMarkRequest = z.output<typeof updateMarkSchema>;
export type DelayRequest = z.output<typeof delaySchema>;
export type DispatchRequest = z.output<typeof dispatchSchema>;
export type EndOrderRequest = z.output<typeof endOrderSchema>;
