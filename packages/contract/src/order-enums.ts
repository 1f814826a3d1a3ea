/** Order types 1–8 and their Chinese names (01 §1, 02 §1). */
export const ORDER_TYPE_LABELS: Record<number, string> = {
  1: '企业认证',
  2: '组织认证',
  3: '职位认证',
  4: '学历认证',
  5: '技能认证',
  6: '职业资格认证',
  7: '职称认证',
  8: '荣誉认证',
};

/** Every order type code. */
export const ORDER_TYPES = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Types 1 and 2: the company and organisation types. */
export function isCompanyType(orderType: number): boolean {
  return orderType === 1 || orderType === 2;
}

/** Types 5 to 8: the "new" types. */
export function isNewType(orderType: number): boolean {
  return orderType >= 5 && orderType <= 8;
}

/** Order statuses (D1): 40 and 50 display as pending review. */
export const OrderStatus = {
  LOOKUP: 10,
  PENDING_CERT: 20,
  PENDING_REVIEW: 30,
  RESUBMITTED: 40,
  PUSHING: 50,
  ENDED: 100,
} as const;

/** Chinese label of an order status. */
export const ORDER_STATUS_LABELS: Record<number, string> = {
  10: '查档中',
  20: '待认证',
  30: '待审核',
  40: '待审核',
  50: '待审核',
  100: '已结束',
};

/** Registry query status: -1 failed, 10 in progress, 20 succeeded. */
export const QUERY_STATUS_LABELS: Record<number, string> = { [-1]: '查档失败', 10: '查档中', 20: '查档成功' };

/** Certification type tag: 10 is V, anything else AV. */
export function certificationTag(certificationType: number | null | undefined): 'V' | 'AV' {
  return certificationType === 10 ? 'V' : 'AV';
}

/** Certification result: 10 success, 20 failure. */
export const CERT_RESULT_LABELS: Record<number, string> = { 10: '认证成功', 20: '认证失败' };

/** Push status: 1 success, 0 failure. */
export const PUSH_STATUS_LABELS: Record<number, string> = { 1: '推送成功', 0: '推送失败' };
