import type { DecisionAnswer, PushPreview, ReasonKind, ReasonOption } from '@certdesk/contract';
import { get, post } from '../../api/client';

/** Children of a reason node ('' for the first level), for the order's type. */
export const reasonChildren = (kind: ReasonKind, pcode: string, orderId: number) =>
  get<ReasonOption[]>(`/api/options/${kind}`, { pcode, orderId });

/** POST /api/certification/submit (D23). */
export const submitCertification = (body: { orderId: number; reason: string; rejectCode: string; result: 10 | 20 }) =>
  post<DecisionAnswer>('/api/certification/submit', body);

/** POST /api/audit/finish (D23). */
export const finishAudit = (body: { orderId: number; reason: string; code: string; result: 10 | 20 }) =>
  post<DecisionAnswer>('/api/audit/finish', body);

/** GET /api/audit/previewPush/{id}. */
export const previewPush = (orderId: number) => get<PushPreview>(`/api/audit/previewPush/${orderId}`);
