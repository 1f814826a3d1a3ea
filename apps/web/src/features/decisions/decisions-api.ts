import { decisionsApi, type ReasonKind, type RouteInput } from '@certdesk/contract';
import { call } from '../../api/client';

/** Children of a reason node ('' for the first level), for the order's type. */
export const reasonChildren = (kind: ReasonKind, pcode: string, orderId: number) => call(decisionsApi.reasons[kind], { pcode, orderId });

/** POST /api/certification/submit (D23). */
export const submitCertification = (body: RouteInput<typeof decisionsApi.submitCertification>) =>
  call(decisionsApi.submitCertification, body);

/** POST /api/audit/finish (D23). */
export const finishAudit = (body: RouteInput<typeof decisionsApi.finishAudit>) => call(decisionsApi.finishAudit, body);

/** GET /api/audit/previewPush/{id}. */
export const previewPush = (orderId: number) => call(decisionsApi.previewPush, { id: orderId });
