import { z } from 'zod';
import { COMPANY_FIELDS, type CompanyField } from './detail.js';
import { partnerFileSchema } from './evidence.js';
import { orderLabelSchema } from './order-row.js';
import { FOUR_ELEMENT_MISMATCH } from './rules/four-element.js';

/** Answers of the order detail's calls (what the services return; the serializer checks them). */

/** The registry card as the detail shows it (queryCompanyInfo): the fields, the lists, and whether it was edited. */
export const companyCardSchema = z.object({
  ...(Object.fromEntries(COMPANY_FIELDS.map((f) => [f, z.string()])) as Record<CompanyField, z.ZodString>),
  annualReports: z.array(z.object({ year: z.string(), publishDate: z.string() })),
  changes: z.array(z.object({ projectName: z.string(), beforeContent: z.string(), afterContent: z.string(), changeDate: z.string() })),
  exceptions: z.array(
    z.object({ addReason: z.string(), addDate: z.string(), decisionOffice: z.string(), removeReason: z.string(), removeDate: z.string() }),
  ),
  orgType: z.number().int(),
  /** The registry lookup the card comes from (null when only the certifier's edit exists). */
  recordId: z.number().int().nullable(),
  edited: z.boolean(),
});
/** The registry card (queryCompanyInfo). */
export type CompanyCard = z.infer<typeof companyCardSchema>;

/** A verified record (degree, skill-like, honour) or a recognised certificate: field → value. */
const valuesRecord = z.record(z.string(), z.string());

/** The applicant's values as the partner sent them, overlaid with the certifier's corrections. */
export const applicantValuesSchema = z.object({
  position: z.string(),
  educational: z.string(),
  major: z.string(),
  school: z.string(),
  expertTitle: z.string(),
  level: z.string(),
  honorTitle: z.string(),
});
export type ApplicantValues = z.infer<typeof applicantValuesSchema>;

/** GET /api/order/detail/{id}: the Info section and what the caller may do. */
export const orderDetailSchema = z.object({
  hasFourValidate: z.boolean(),
  orderInfoVo: z.object({
    orderId: z.number().int(),
    openOrderId: z.string(),
    orderType: z.number().int(),
    orderStatus: z.number().int(),
    queryStatus: z.number().int(),
    orgType: z.number().int(),
    certificationType: z.number().int(),
    workDay: z.number().int(),
    expired: z.boolean(),
    incomingDate: z.string().nullable(),
    expiredDate: z.string().nullable(),
    /** The deadline in epoch ms (the countdown). */
    expiredAt: z.number(),
    certificationUid: z.number().int().nullable(),
    certificationUName: z.string(),
    auditUid: z.number().int().nullable(),
    auditUName: z.string(),
    labels: z.array(orderLabelSchema),
    mark: z.string(),
    mobileBook: z.array(z.string()),
    rejectMsg: z.string(),
    ...applicantValuesSchema.shape,
  }),
  orderIncomeInfoVo: z.object({
    orderId: z.number().int(),
    openOrderId: z.string(),
    companyName: z.string(),
    licenseNumber: z.string(),
    ceoName: z.string(),
    applyUser: z.string(),
    applyMobile: z.string(),
    applyIDCard: z.string(),
    certificationType: z.number().int(),
    certificateType: z.number().int(),
    mobileBook: z.array(z.string()),
    orgNameAbbreviation: z.string(),
    socialCredit: z.string(),
    position: z.string(),
    educationLevel: z.string(),
    major: z.string(),
    school: z.string(),
    expertTitle: z.string(),
    level: z.string(),
    honorTitle: z.string(),
    bankNo: z.string(),
    bankName: z.string(),
    provinceName: z.string(),
    cityName: z.string(),
    licenseUrl: z.string(),
    authorizationLetter: z.string(),
    certFileUrl: z.array(z.string()),
    /** The partner's files as we hold them (fetched copies, or status and reason). */
    partnerFiles: z.array(partnerFileSchema),
  }),
  queryCompanyInfo: companyCardSchema.nullable(),
  educationalInfo: valuesRecord.nullable(),
  majorInfo: valuesRecord.nullable(),
  honorInfo: valuesRecord.nullable(),
  reportVerificationCode: z.string(),
  /** Edit: the assigned certifier while the order is editable; otherwise why not. */
  permission: z.object({ canEdit: z.boolean(), reason: z.string().nullable() }),
});
/** GET /api/order/detail/{id}. */
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** GET /api/order/business/{id}: a phone of the area's phone library. */
export const businessPhoneRowSchema = z.object({
  id: z.number().int(),
  deptName: z.string(),
  mobile: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  areaName: z.string(),
  /** Who added it ('' when unknown). */
  uname: z.string(),
});
export type BusinessPhoneRow = z.infer<typeof businessPhoneRowSchema>;

/** GET /api/order/incoming/{id}: an incoming order (create, modify, supplement). */
export const incomingRowSchema = z.object({
  id: z.number().int(),
  kind: z.number().int(),
  createAt: z.string(),
  orderType: z.number().int(),
  /** The partner's payload as received: any JSON object, shown key by key. */
  payload: z.record(z.string(), z.unknown()),
});
export type IncomingRow = z.infer<typeof incomingRowSchema>;

/** POST /api/ocr/reportCode. */
export const ocrReportCodeResultSchema = z.object({ reportVerificationCode: z.string(), recognised: z.boolean(), message: z.string() });
export type OcrReportCodeResult = z.infer<typeof ocrReportCodeResultSchema>;
/** POST /api/ocr/edu and /api/order/autoCommitEducational: the recognised or verified record, field → value. */
export const recognisedRecordSchema = valuesRecord;

/** POST /api/enterprise/fourValidate: each differing field marked 不一致, and what the provider found. */
export const fourValidateResultSchema = z.object({
  result: z.object({
    enterpriseName: z.literal(FOUR_ELEMENT_MISMATCH).optional(),
    enterpriseNo: z.literal(FOUR_ELEMENT_MISMATCH).optional(),
    legalName: z.literal(FOUR_ELEMENT_MISMATCH).optional(),
    legalIdCard: z.literal(FOUR_ELEMENT_MISMATCH).optional(),
  }),
  enterpriseName: z.string().nullable(),
  enterpriseNo: z.string().nullable(),
  legalName: z.string().nullable(),
  legalIdCard: z.string().nullable(),
});
export type FourValidateResult = z.infer<typeof fourValidateResultSchema>;
