import { z } from 'zod';
import { websiteRowSchema } from '../admin-config.js';
import {
  autoCommitEducationalSchema,
  changeRecordListSchema,
  changeRecordRowSchema,
  companyUpdateSchema,
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
import { getById, postOf, saveOf } from './route-shapes.js';

/** The order detail's calls (modules/detail on the server, features/order-detail on the web). */
export const detailApi = {
  detail: getById('/api/order/detail/:id', orderDetailSchema),
  company: getById('/api/order/company/:id', companyCardSchema.nullable()),
  websites: getById('/api/order/website/:id', z.array(websiteRowSchema)),
  businessPhones: getById('/api/order/business/:id', z.array(businessPhoneRowSchema)),
  incomings: getById('/api/order/incoming/:id', z.array(incomingRowSchema)),
  changeRecords: postOf('/api/order/changeRecord/list', changeRecordListSchema, z.array(changeRecordRowSchema)),
  updateCompany: postOf('/api/order/company/update', companyUpdateSchema, companyCardSchema.nullable()),
  saveEducationalValue: saveOf('/api/order/saveEducationalValue', saveEducationalValueSchema),
  savePosition: saveOf('/api/certification/position/save', positionSaveSchema),
  saveMajorValue: saveOf('/api/order/saveMajorValue', saveMajorValueSchema),
  saveHonorValue: saveOf('/api/order/saveHonorValue', saveHonorValueSchema),
  saveEducational: saveOf('/api/order/saveEducational', saveEducationalSchema),
  saveMajor: saveOf('/api/order/saveMajor', saveMajorSchema),
  saveHonor: saveOf('/api/order/saveHonor', saveHonorSchema),
  saveReportCode: saveOf('/api/order/saveReportCode', saveReportCodeSchema),
  /** Answers the verified degree record found by the report code. */
  autoCommitEducational: postOf('/api/order/autoCommitEducational', autoCommitEducationalSchema, recognisedRecordSchema),
  ocrReportCode: postOf('/api/ocr/reportCode', ocrSchema, ocrReportCodeResultSchema),
  ocrDegree: postOf('/api/ocr/edu', ocrSchema, recognisedRecordSchema),
  /** Fetch a partner file again (modules/evidence). */
  retryPartnerFile: postOf('/api/order/partnerFile/retry', partnerFileRetrySchema, partnerFileSchema),
  fourValidate: postOf('/api/enterprise/fourValidate', fourValidateSchema, fourValidateResultSchema),
};
