import { z } from 'zod';
import {
  auditFinishSchema,
  certSubmitSchema,
  decisionAnswerSchema,
  pushPreviewSchema,
  type ReasonKind,
  reasonOptionQuerySchema,
  reasonOptionSchema,
} from '../decisions.js';
import { defineRoute } from './route.js';
import { getById, postOf } from './route-shapes.js';

const reasons = <const K extends ReasonKind>(kind: K) =>
  defineRoute({
    method: 'GET',
    path: `/api/options/${kind}` as `/api/options/${K}`,
    querystring: reasonOptionQuerySchema,
    response: z.array(reasonOptionSchema),
  });

/** Certification submit, review finish, the push preview and the reason cascaders (modules/decisions, features/decisions). */
export const decisionsApi = {
  submitCertification: postOf('/api/certification/submit', certSubmitSchema, decisionAnswerSchema),
  finishAudit: postOf('/api/audit/finish', auditFinishSchema, decisionAnswerSchema),
  previewPush: getById('/api/audit/previewPush/:id', pushPreviewSchema),
  reasons: { authReject: reasons('authReject'), authSuccess: reasons('authSuccess'), auditReject: reasons('auditReject') },
} satisfies { reasons: Record<ReasonKind, unknown> } & Record<string, unknown>;
