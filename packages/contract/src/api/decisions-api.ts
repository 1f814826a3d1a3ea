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
import { detailIdParams } from '../detail.js';
import { defineRoute } from './route.js';

const reasons = <const K extends ReasonKind>(kind: K) =>
  defineRoute({
    method: 'GET',
    path: `/api/options/${kind}` as `/api/options/${K}`,
    querystring: reasonOptionQuerySchema,
    response: z.array(reasonOptionSchema),
  });

/** Certification submit, review finish, the push preview and the reason cascaders (modules/decisions, features/decisions). */
export const decisionsApi = {
  submitCertification: defineRoute({
    method: 'POST',
    path: '/api/certification/submit',
    body: certSubmitSchema,
    response: decisionAnswerSchema,
  }),
  finishAudit: defineRoute({ method: 'POST', path: '/api/audit/finish', body: auditFinishSchema, response: decisionAnswerSchema }),
  previewPush: defineRoute({ method: 'GET', path: '/api/audit/previewPush/:id', params: detailIdParams, response: pushPreviewSchema }),
  reasons: { authReject: reasons('authReject'), authSuccess: reasons('authSuccess'), auditReject: reasons('auditReject') },
} satisfies { reasons: Record<ReasonKind, unknown> } & Record<string, unknown>;
