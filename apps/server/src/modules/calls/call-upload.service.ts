import { randomUUID } from 'node:crypto';
import { CallEndType, CallType, Msg, phonesMatch, type UploadCallRequest } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { usableFile } from '../files/file-access.js';
import { storedNumber } from './call-ingest.service.js';
import { findVisibleOrder } from './call-orders.repo.js';
import {
  bindSessionRecord,
  callBySessionId,
  setCallRecording,
  upsertCallRecord,
  upsertRecordingUpload,
  upsertSessionLink,
} from './call-save.repo.js';
import { fillRecordingDigest } from './recording-digest.js';

/**
 * A recording link must be a file of our store uploaded under the recording purpose, whose policy
 * allowed audio only, 20 MB at most (D15), by the caller (or already a recording of the order):
 * anything else was not checked on the way in, or is someone else's.
 */
async function recordingUrl(ctx: AppContext, user: AuthUser, url: string, orderId?: number): Promise<string> {
  const refusal = '录音文件无效，请重新上传';
  const { key, storedUrl } = await usableFile(ctx, user, url, orderId === undefined ? {} : { orderId }, refusal);
  if (!key.startsWith('record/')) throw badRequest(refusal);
  return storedUrl;
}

/** POST /api/call/upload/order: a call entered by hand on an order, with its recording (02 §5). */
export async function uploadOrderCall(ctx: AppContext, user: AuthUser, req: UploadCallRequest) {
  const order = await findVisibleOrder(ctx.db, user, req.orderId);
  if (!order) throw notFound(Msg.orderNotFound);
  const recordKey = await recordingUrl(ctx, user, req.recordUrl, order.id);
  // A call from one of the order's own numbers came in; any other was placed by the seat.
  const incoming = [order.applyMobile, ...order.mobileBook].some((m) => phonesMatch(m, req.fromMobile));
  const seconds = Math.round((req.endDate.getTime() - req.startDate.getTime()) / 1000);
  const id = await ctx.db.transaction(async (tx) =>
    upsertCallRecord(tx, {
      sessionId: `upload-${randomUUID()}`,
      source: 'upload',
      orderId: order.id,
      callUid: user.id,
      callUname: user.nickName,
      fromMobile: storedNumber(req.fromMobile),
      toMobile: storedNumber(req.toMobile),
      callType: incoming ? CallType.INCOMING : CallType.OUTGOING,
      callConnected: true,
      callEndType: CallEndType.OTHER,
      startDate: req.startDate,
      endDate: req.endDate,
      talkDuration: seconds,
      duration: seconds,
      ringDuration: 0,
      recordKey,
    }),
  );
  await fillRecordingDigest(ctx, id);
  return { id };
}

/**
 * POST /api/call/saveSessionId: the browser saves the exchange's session id of a call dialled
 * from an order one second after dialling (01 §4), so the call's record binds to that order.
 */
export async function saveSessionId(
  ctx: AppContext,
  user: AuthUser,
  req: { sessionId: string; orderId: number; callInfo?: Record<string, unknown> },
) {
  const order = await findVisibleOrder(ctx.db, user, req.orderId);
  if (!order) throw notFound(Msg.orderNotFound);
  await ctx.db.transaction(async (tx) => {
    await upsertSessionLink(tx, { sessionId: req.sessionId, orderId: order.id, uid: user.id, callInfo: req.callInfo ?? {} });
    // The record may already be in (a very short call): bind it now.
    await bindSessionRecord(tx, req.sessionId, order.id, user.id);
  });
}

/**
 * POST /api/call/recording: the browser's recording of a call (MediaRecorder) for exchanges
 * that do not record. Attached to the call's record when it is in, else kept until it arrives.
 */
export async function attachRecording(ctx: AppContext, user: AuthUser, req: { sessionId: string; recordUrl: string }) {
  const recordKey = await recordingUrl(ctx, user, req.recordUrl);
  const call = await callBySessionId(ctx.db, req.sessionId);
  if (call) {
    if (call.callUid !== user.id) throw notFound('通话记录不存在');
    if (!call.recordKey) {
      await setCallRecording(ctx.db, call.id, recordKey);
      await fillRecordingDigest(ctx, call.id);
    }
    return;
  }
  await upsertRecordingUpload(ctx.db, req.sessionId, recordKey, user.id);
}
