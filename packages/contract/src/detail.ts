import { z } from 'zod';
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
