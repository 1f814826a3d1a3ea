import { type CallDetailRecord, normalizePhone, PARTNER_SIGNATURE_WINDOW_MS } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { storeNonce } from '../partner/nonces.repo.js';
import { orderExists, recordingUploadOf, seatUserByAgentId, sessionLinkOf, upsertCallRecord } from './call-save.repo.js';
import { fillRecordingDigest } from './recording-digest.js';

/** Where a detail record came from: the simulated exchange or a SIP exchange's webhook. */
export type CallSource = 'sim' | 'sip';

/** Canonical digits of a number when it is one, else the text as sent (trimmed). */
export const storedNumber = (raw: string) => normalizePhone(raw) ?? raw.trim();

/** Stores the nonce of a signed detail record for twice the window; false when it was used already. */
export const claimCallNonce = (ctx: AppContext, pbxId: string, nonce: string) =>
  storeNonce(ctx.db, pbxId, nonce, new Date(Date.now() + 2 * PARTNER_SIGNATURE_WINDOW_MS));

/** The seat user of an exchange agent id. */
export async function findSeatUser(db: Db, agentId: string) {
  return seatUserByAgentId(db, agentId);
}

/**
 * Turns a call detail record into a call record (D8). The simulated exchange and the signed
 * webhook of a SIP exchange both come here, so the two record calls the same way: the seat is
 * found by agentId, the order by the record's orderId or by the session id the browser saved
 * after dialling, the recording from the exchange or from the browser's upload.
 */
export async function ingestCallRecord(ctx: AppContext, cdr: CallDetailRecord, source: CallSource): Promise<{ id: number }> {
  const seat = await findSeatUser(ctx.db, cdr.agentId);
  if (!seat) throw badRequest(`坐席不存在：${cdr.agentId}`);
  if (cdr.endDate < cdr.startDate) throw badRequest('结束时间不能早于开始时间');
  const result = await ctx.db.transaction(async (tx) => {
    let orderId = cdr.orderId ?? null;
    if (orderId === null) {
      const link = await sessionLinkOf(tx, cdr.sessionId);
      orderId = link?.orderId ?? null;
    } else {
      if (!(await orderExists(tx, orderId))) throw notFound('未找到订单');
    }
    const upload = await recordingUploadOf(tx, cdr.sessionId);
    const totalSeconds = Math.max(0, Math.round((cdr.endDate.getTime() - cdr.startDate.getTime()) / 1000));
    const id = await upsertCallRecord(tx, {
      sessionId: cdr.sessionId,
      source,
      orderId,
      callUid: seat.id,
      callUname: seat.nickName,
      agentId: cdr.agentId,
      fromMobile: storedNumber(cdr.fromMobile),
      toMobile: storedNumber(cdr.toMobile),
      callType: cdr.callType,
      callConnected: cdr.callConnected,
      callEndType: cdr.callEndType,
      startDate: cdr.startDate,
      endDate: cdr.endDate,
      talkDuration: cdr.callConnected ? cdr.talkDuration : 0,
      duration: cdr.duration ?? totalSeconds,
      ringDuration: cdr.ringDuration,
      recordKey: cdr.recordUrl || upload?.recordKey || '',
    });
    return { id };
  });
  // The recording's digest is read from the store after commit (a replay keeps the first one).
  await fillRecordingDigest(ctx, result.id);
  return result;
}
