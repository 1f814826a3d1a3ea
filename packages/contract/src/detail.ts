import { z } from 'zod';
import { partnerFileSchema } from './evidence.js';
import { orderLabelSchema } from './order-row.js';
import { FOUR_ELEMENT_MISMATCH } from './rules/four-element.js';
import { idCardError, idCardFormatMessage } from './rules/id-card.js';

/** Requests of the order detail screen (02 §7 "Order detail and certification"). */

/** The order id of a detail call (body or path). */
export const detailOrderId = z.coerce
  .number({ error: '工单号必须是数字' })
  .int()
  .positive('工单号必须大于0')
  .max(2_147_483_647, '工单号必须是数字');
/** Path params `{id}`. */
export const detailIdParams = z.object({ id: detailOrderId });

const text = (max = 200) => z.string().trim().max(max, `内容最多${max}个字符`).default('');
const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, `内容最多${max}个字符`);

/** Editable fields of the registry card (queryCompanyInfo). */
export const COMPANY_FIELDS = [
  'companyName',
  'socialCredit',
  'province',
  'city',
  'address',
  'legalUse',
  'companyCreateDate',
  'companyTypeName',
  'licenseStart',
  'licenseEnd',
  'operatingName',
  'registerCapital',
  'currencyType',
  'licenseRegisterAgency',
  'simpleLogout',
  'businessScope',
  'annualMobile',
  'checkDate',
  'licenseNo',
  'checkOrg',
  'condOrg',
] as const;
/** A field of the registry card. */
export type CompanyField = (typeof COMPANY_FIELDS)[number];

/** Chinese labels of the registry card fields. */
export const COMPANY_FIELD_LABELS: Record<CompanyField, string> = {
  companyName: '企业名称',
  socialCredit: '统一社会信用代码',
  province: '省份',
  city: '城市',
  address: '地址',
  legalUse: '法定代表人',
  companyCreateDate: '成立日期',
  companyTypeName: '企业类型',
  licenseStart: '营业期限自',
  licenseEnd: '营业期限至',
  operatingName: '登记状态',
  registerCapital: '注册资本',
  currencyType: '币种',
  licenseRegisterAgency: '登记机关',
  simpleLogout: '简易注销',
  businessScope: '经营范围',
  annualMobile: '年报电话',
  checkDate: '核准日期',
  licenseNo: '注册号',
  checkOrg: '审批机关',
  condOrg: '举办单位',
};

/** POST /api/order/company/update: the card's values; fields left out keep theirs. */
export const companyUpdateSchema = z.object({
  orderId: detailOrderId,
  ...Object.fromEntries(
    COMPANY_FIELDS.map((f) => [
      f,
      z
        .string()
        .trim()
        .max(f === 'businessScope' ? 5000 : 300, `${COMPANY_FIELD_LABELS[f]}过长`)
        .optional(),
    ]),
  ),
}) as z.ZodType<{ orderId: number } & Partial<Record<CompanyField, string>>>;

/** POST /api/order/changeRecord/list: the history of one field (eventType 10 registry card, 80 type data). */
export const changeRecordListSchema = z.object({
  orderId: detailOrderId,
  eventType: z.coerce.number().refine((n) => n === 10 || n === 80, '事件类型只能是10或80'),
  filed: z.string({ error: '请指定字段' }).trim().min(1, '请指定字段').max(64),
});

/** A change history row. */
export const changeRecordRowSchema = z.object({ updateDate: z.number(), uname: z.string(), beforeValue: z.string() });
export type ChangeRecordRow = z.infer<typeof changeRecordRowSchema>;

/** POST /api/order/saveEducationalValue: the applicant's education as corrected. */
export const saveEducationalValueSchema = z.object({
  orderId: detailOrderId,
  educational: required('请输入申请人学历', 50),
  major: required('请输入申请人专业', 100),
  school: required('请输入申请人学校', 100),
});
/** POST /api/certification/position/save. */
export const positionSaveSchema = z.object({ orderId: detailOrderId, position: required('请输入申请人职位', 100) });
/** POST /api/order/saveMajorValue: skill, qualification or title name (and level). */
export const saveMajorValueSchema = z.object({ orderId: detailOrderId, expertTitle: required('请输入技能名称', 100), level: text(50) });
/** POST /api/order/saveHonorValue. */
export const saveHonorValueSchema = z.object({ orderId: detailOrderId, honorTitle: required('请输入荣誉名称', 100) });

/** Fields of the verified degree record (02 §3). */
export const DEGREE_FIELDS = [
  'name',
  'sex',
  'birth',
  'admissionDate',
  'graduateDate',
  'school',
  'major',
  'type',
  'academicSystem',
  'learningType',
  'level',
  'state',
  'certificateNo',
  'reportVerificationCode',
] as const;
/** Fields of the skill, professional and job-title records. */
export const MAJOR_FIELDS = [
  'name',
  'idType',
  'idNumber',
  'expertTitle',
  'jobType',
  'level',
  'certificateNo',
  'majorType',
  'validDate',
  'passDate',
] as const;
/** Fields of the honour record. */
export const HONOR_FIELDS = ['honorTitle', 'honorType', 'honorDate'] as const;

const record = <F extends readonly string[]>(fields: F) =>
  Object.fromEntries(fields.map((f) => [f, text(100)])) as Record<F[number], ReturnType<typeof text>>;

/** POST /api/order/saveEducational. */
export const saveEducationalSchema = z.object({ orderId: detailOrderId, ...record(DEGREE_FIELDS) });
/** POST /api/order/saveMajor: the ID number, when given, must be a valid ID card (请输入正确格式的身份证号, as the four-factor form). */
export const saveMajorSchema = z.object({ orderId: detailOrderId, ...record(MAJOR_FIELDS) }).superRefine((v, ctx) => {
  const invalid = v.idNumber && (v.idType === '' || v.idType === '身份证') && idCardError(v.idNumber) !== null;
  if (invalid) ctx.addIssue({ code: 'custom', path: ['idNumber'], message: idCardFormatMessage });
});
/** POST /api/order/saveHonor. */
export const saveHonorSchema = z.object({
  orderId: detailOrderId,
  honorTitle: required('请输入荣誉名称', 100),
  honorType: text(50),
  honorDate: text(30),
});
/** POST /api/order/saveReportCode. */
export const saveReportCodeSchema = z.object({ orderId: detailOrderId, reportVerificationCode: required('请输入学信网验证码', 40) });
/** POST /api/order/autoCommitEducational. */
export const autoCommitEducationalSchema = z.object({ orderId: detailOrderId });

/** POST /api/ocr/reportCode and /api/ocr/edu: a picture of the order (type 103 report, 104 certificate). */
export const ocrSchema = z.object({
  orderId: detailOrderId,
  url: z.string({ error: '请上传图片' }).trim().min(1, '请上传图片').max(1000),
  type: z.coerce
    .number()
    .refine((n) => n === 103 || n === 104, '识别类型只能是103或104')
    .optional(),
});

/** POST /api/enterprise/fourValidate (D12). */
export const fourValidateSchema = z.object({
  orderId: detailOrderId,
  enterpriseName: required('请输入企业名称', 200),
  enterpriseNo: required('请输入统一社会信用代码', 18),
  legalName: required('请输入法人姓名', 50),
  legalIdCard: z
    .string({ error: '请输入正确格式的身份证号' })
    .trim()
    .refine((v) => idCardError(v) === null, '请输入正确格式的身份证号'),
});

/* ---- Answers of the detail calls (what the services return; the serializer checks them). ---- */

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
