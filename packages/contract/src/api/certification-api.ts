import { z } from 'zod';
import {
  attachAddedSchema,
  attachAddSchema,
  attachUpdateSchema,
  createdIdSchema,
  legalCheckRowSchema,
  legalCheckSchema,
  noticeOptionSchema,
  noticeRowSchema,
  noticeSendSchema,
  operationLogRowSchema,
  orderAttachmentRowSchema,
  resultRowSchema,
  subtotalEntrySchema,
  subtotalSavedSchema,
  subtotalSaveSchema,
  verificationSchema,
  verifySaveSchema,
  verifyUserSchema,
} from '../certification.js';
import { detailIdParams } from '../detail.js';
import { defineRoute } from './route.js';

const byId = <const P extends string, R extends z.ZodType>(path: P, response: R) =>
  defineRoute({ method: 'GET', path, params: detailIdParams, response });
const post = <const P extends string, B extends z.ZodType, R extends z.ZodType>(path: P, body: B, response: R) =>
  defineRoute({ method: 'POST', path, body, response });

/** The certification calls of the order detail (modules/certification on the server). */
export const certificationApi = {
  verification: byId('/api/certification/verify/:id', verificationSchema),
  legalChecks: byId('/api/certification/verify/user/:id', z.array(legalCheckRowSchema)),
  subtotals: byId('/api/certification/subtotal/list/:id', z.array(subtotalEntrySchema)),
  operationLog: byId('/api/certification/log/:id', z.array(operationLogRowSchema)),
  progressSent: byId('/api/certification/progress/list/:id', z.array(noticeRowSchema)),
  warningsSent: byId('/api/certification/warn/list/:id', z.array(noticeRowSchema)),
  progressOptions: byId('/api/options/progress/:id', z.array(noticeOptionSchema)),
  warnOptions: byId('/api/options/warn/:id', z.array(noticeOptionSchema)),
  attachments: byId('/api/certification/orderAttach/list/:id', z.array(orderAttachmentRowSchema)),
  certificationResults: byId('/api/certification/list/:id', z.array(resultRowSchema)),
  auditResults: byId('/api/audit/list/:id', z.array(resultRowSchema)),
  saveVerification: post('/api/certification/verify/save', verifySaveSchema, z.null()),
  checkLegalPerson: post('/api/certification/verify/user', verifyUserSchema, legalCheckSchema),
  saveSubtotal: post('/api/certification/subtotal/save', subtotalSaveSchema, subtotalSavedSchema),
  sendProgress: post('/api/certification/progress/send', noticeSendSchema, createdIdSchema),
  /** Progress by a subtotal keyword (key only). */
  sendProgressByKey: post('/api/certification/progress', noticeSendSchema, createdIdSchema),
  sendWarning: post('/api/certification/warn/send', noticeSendSchema, createdIdSchema),
  sendAuditProgress: post('/api/audit/progress', noticeSendSchema, createdIdSchema),
  addAttachment: post('/api/certification/orderAttach/add', attachAddSchema, attachAddedSchema),
  updateAttachment: post('/api/certification/orderAttach/update', attachUpdateSchema, z.null()),
  deleteAttachment: defineRoute({
    method: 'DELETE',
    path: '/api/certification/orderAttach/del/:id',
    params: detailIdParams,
    response: z.null(),
  }),
};
