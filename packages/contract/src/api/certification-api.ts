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
import { getById, postOf, saveOf } from './route-shapes.js';

/** The certification calls of the order detail (modules/certification on the server). */
export const certificationApi = {
  verification: getById('/api/certification/verify/:id', verificationSchema),
  legalChecks: getById('/api/certification/verify/user/:id', z.array(legalCheckRowSchema)),
  subtotals: getById('/api/certification/subtotal/list/:id', z.array(subtotalEntrySchema)),
  operationLog: getById('/api/certification/log/:id', z.array(operationLogRowSchema)),
  progressSent: getById('/api/certification/progress/list/:id', z.array(noticeRowSchema)),
  warningsSent: getById('/api/certification/warn/list/:id', z.array(noticeRowSchema)),
  progressOptions: getById('/api/options/progress/:id', z.array(noticeOptionSchema)),
  warnOptions: getById('/api/options/warn/:id', z.array(noticeOptionSchema)),
  attachments: getById('/api/certification/orderAttach/list/:id', z.array(orderAttachmentRowSchema)),
  certificationResults: getById('/api/certification/list/:id', z.array(resultRowSchema)),
  auditResults: getById('/api/audit/list/:id', z.array(resultRowSchema)),
  saveVerification: saveOf('/api/certification/verify/save', verifySaveSchema),
  checkLegalPerson: postOf('/api/certification/verify/user', verifyUserSchema, legalCheckSchema),
  saveSubtotal: postOf('/api/certification/subtotal/save', subtotalSaveSchema, subtotalSavedSchema),
  sendProgress: postOf('/api/certification/progress/send', noticeSendSchema, createdIdSchema),
  /** Progress by a subtotal keyword (key only). */
  sendProgressByKey: postOf('/api/certification/progress', noticeSendSchema, createdIdSchema),
  sendWarning: postOf('/api/certification/warn/send', noticeSendSchema, createdIdSchema),
  sendAuditProgress: postOf('/api/audit/progress', noticeSendSchema, createdIdSchema),
  addAttachment: postOf('/api/certification/orderAttach/add', attachAddSchema, attachAddedSchema),
  updateAttachment: saveOf('/api/certification/orderAttach/update', attachUpdateSchema),
  deleteAttachment: defineRoute({
    method: 'DELETE',
    path: '/api/certification/orderAttach/del/:id',
    params: detailIdParams,
    response: z.null(),
  }),
};
