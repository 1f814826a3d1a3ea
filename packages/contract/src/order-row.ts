import { z } from 'zod';
import { pageOf } from './envelope.js';

/** A coloured label of an order (name and CSS colour). */
export const orderLabelSchema = z.object({ name: z.string(), color: z.string() });

/** An instant shown in Asia/Shanghai as 'YYYY-MM-DD HH:mm:ss' (D20); null when not reached yet. */
const when = z.string().nullable();

/**
 * One row of the order lists: every field of the order row (01 §3). workDay (working days
 * elapsed) and expired are computed from the working-day calendar (D3) when the row is read.
 */
export const orderRowSchema = z.object({
  orderId: z.number().int(),
  openOrderId: z.string(),
  orderType: z.number().int(),
  orderStatus: z.number().int(),
  queryStatus: z.number().int(),
  certificationType: z.number().int(),
  companyName: z.string(),
  socialCredit: z.string(),
  applyUser: z.string(),
  applyMobile: z.string(),
  applyIDCard: z.string(),
  position: z.string(),
  educationLevel: z.string(),
  major: z.string(),
  school: z.string(),
  ceoName: z.string(),
  bankNo: z.string(),
  bankName: z.string(),
  certificateType: z.number().int(),
  licenseNumber: z.string(),
  licenseUrl: z.string(),
  authorizationLetter: z.string(),
  certFileUrl: z.array(z.string()),
  duplicateName: z.boolean(),
  duplicateApplyUser: z.boolean(),
  labels: z.array(orderLabelSchema),
  workDay: z.number().int(),
  incomingDate: when,
  expiredDate: when,
  lastContactDate: when,
  completedCerDate: when,
  completedAuditDate: when,
  finishDate: when,
  dispatchCerDate: when,
  dispatchAuditDate: when,
  certificationUid: z.number().int().nullable(),
  certificationUName: z.string(),
  auditUid: z.number().int().nullable(),
  auditUName: z.string(),
  operatorUName: z.string(),
  certificationResult: z.number().int().nullable(),
  rejectMsg: z.string(),
  pushStatus: z.number().int().nullable(),
  province: z.string(),
  city: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  mark: z.string(),
  expired: z.boolean(),
  typeName: z.string(),
  childTypeName: z.string(),
  reason: z.string(),
  fourValidateGranted: z.boolean(),
});

/** One row of the order lists. */
export type OrderRow = z.infer<typeof orderRowSchema>;

/** A page of order rows (totalCapped when the total is shown as "10000+"). */
export const orderPageSchema = pageOf(orderRowSchema);

/** Above this many matching rows a list shows "10000+" instead of an exact total. */
export const LIST_COUNT_CAP = 10_000;

/**
 * The cap when a substring search (company name, remark) is part of the filters: no index can
 * count a two-character Chinese substring, so counting stops at "1000+" (a hundred pages of ten).
 */
export const SUBSTRING_COUNT_CAP = 1_000;
