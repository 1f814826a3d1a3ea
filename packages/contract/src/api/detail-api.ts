import { z } from 'zod';
import { websiteRowSchema } from '../admin-config.js';
import {
  autoCommitEducationalSchema,
  changeRecordListSchema,
  changeRecordRowSchema,
  companyUpdateSchema,
  detailIdParams,
  fourValidateSchema,
  ocrSchema,
  positionSaveSchema,
  saveEducationalSchema,
  saveEducationalValueSchema,
  saveHonorSchema,
  saveHonorValueSchema,
  saveMajorSchema,
  saveMajorValueSchema,
  saveReportCodeSchema,
} from '../detail.js';
import {
  businessPhoneRowSchema,
  companyCardSchema,
  fourValidateResultSchema,
  incomingRowSchema,
  ocrReportCodeResultSchema,
  orderDetailSchema,
  recognisedRecordSchema,
} from '../detail-answers.js';
import { partnerFileRetrySchema, partnerFileSchema } from '../evidence.js';
import { defineRoute } from './route.js';

const byId = <const P extends string, R extends z.ZodType>(path: P, response: R) =>
  defineRoute({ method: 'GET', path, params: detailIdParams, response });
const save = <const P extends string, B extends z.ZodType>(path: P, body: B) =>
  defineRoute({ method: 'POST', path, body, response: z.null() });

/** The order detail's calls (modules/detail on the server, features/order-detail on the web). */
export const detailApi = {
  detail: byId('/api/order/detail/:id', orderDetailSchema),
  company: byId('/api/order/company/:id', companyCardSchema.nullable()),
  websites: byId('/api/order/website/:id', z.array(websiteRowSchema)),
  businessPhones: byId('/api/order/business/:id', z.array(businessPhoneRowSchema)),
  incomings: byId('/api/order/incoming/:id', z.array(incomingRowSchema)),
  changeRecords: defineRoute({
    method: 'POST',
    path: '/api/order/changeRecord/list',
    body: changeRecordListSchema,
    response: z.array(changeRecordRowSchema),
  }),
  updateCompany: defineRoute({
    method: 'POST',
    path: '/api/order/company/update',
    body: companyUpdateSchema,
    response: companyCardSchema.nullable(),
  }),
  saveEducationalValue: save('/api/order/saveEducationalValue', saveEducationalValueSchema),
  savePosition: save('/api/certification/position/save', positionSaveSchema),
  saveMajorValue: save('/api/order/saveMajorValue', saveMajorValueSchema),
  saveHonorValue: save('/api/order/saveHonorValue', saveHonorValueSchema),
  saveEducational: save('/api/order/saveEducational', saveEducationalSchema),
  saveMajor: save('/api/order/saveMajor', saveMajorSchema),
  saveHonor: save('/api/order/saveHonor', saveHonorSchema),
  saveReportCode: save('/api/order/saveReportCode', saveReportCodeSchema),
  /** Answers the verified degree record found by the report code. */
  autoCommitEducational: defineRoute({
    method: 'POST',
    path: '/api/order/autoCommitEducational',
    body: autoCommitEducationalSchema,
    response: recognisedRecordSchema,
  }),
  ocrReportCode: defineRoute({ method: 'POST', path: '/api/ocr/reportCode', body: ocrSchema, response: ocrReportCodeResultSchema }),
  ocrDegree: defineRoute({ method: 'POST', path: '/api/ocr/edu', body: ocrSchema, response: recognisedRecordSchema }),
  /** Fetch a partner file again (modules/evidence). */
  retryPartnerFile: defineRoute({
    method: 'POST',
    path: '/api/order/partnerFile/retry',
    body: partnerFileRetrySchema,
    response: partnerFileSchema,
  }),
  fourValidate: defineRoute({
    method: 'POST',
    path: '/api/enterprise/fourValidate',
    body: fourValidateSchema,
    response: fourValidateResultSchema,
  }),
};
