import { randomUUID } from 'node:crypto';
import { CallEndType, CallType, ErrorCode, RealtimeEvent, type SoftphoneEventData, type SoftphoneStatus } from '@certdesk/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { sessions } from '../auth/auth.schema.js';
import { ingestCallRecord } from '../calls/call-ingest.service.js';
import { generateCallWav } from './wav-tones.js';

/** Delays of the simulated exchange (tests shorten them). */
export interface SimTimings {
  /** How long the simulated company lets an outgoing call ring before answering. */
  answerAfterMs: number;
  /** How long an incoming call rings before it counts as missed. */
  ringTimeoutMs: number;
  /** The longest call; the simulated party hangs up after it. */
  maxCallMs: number;
}

const DEFAULT_TIMINGS: SimTimings = { answerAfterMs: 2500, ringTimeoutMs: 30_000, maxCallMs: 10 * 60_000 };

/** Who is at a seat: the user and the browser session that logged the seat in. */
export interface SeatHolder {
  userId: number;
  authSessionId: number;
  agentId: string;
  /** The seat's displayed number (caller id of outgoing calls, callee of incoming ones). */
  seatNumber: string;
}

type SeatStatus = 'idle' | 'ready' | 'busy' | 'afterCallWork';
interface Seat extends SeatHolder {
  status: SeatStatus;
  callId: string | null;
}
interface SimCall {
  sessionId: string;
  agentId: string;
  direction: 'incoming' | 'outgoing';
  caller: string;
  callee: string;
  orderId: number | null;
  startedAt: number;
  connectedAt: number | null;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/** How a call ends when the seat or the other party hangs up (the seat is the callee of an incoming call). */
function endTypeOf(call: SimCall, bySeat: boolean): number {
  const byCallee = (call.direction === 'incoming') === bySeat;
  if (call.connectedAt) return byCallee ? CallEndType.CALLEE_HANGUP : CallEndType.CALLER_HANGUP;
  return byCallee ? CallEndType.CALLEE_RING_ABANDON : CallEndType.CALLER_RING_ABANDON;
}

/**
 * The built-in simulated exchange (D8). Seats log in from the browser; an administrator places
 * incoming calls to a seat; a seat dials out to a simulated company that answers after a few
 * seconds. Events reach the seat's browser over /ws (onSoftphoneEvent); every finished call is
 * recorded through the same ingestion as a SIP exchange's webhook, with a generated recording.
 * State lives in this process: the simulated exchange is a single-process demo provider.
 */
export class SimExchange {
  private readonly seats = new Map<string, Seat>();
  private readonly calls = new Map<string, SimCall>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly timings: SimTimings;

  constructor(
    private readonly ctx: AppContext,
    timings: Partial<SimTimings> = {},
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
  }

  /** Logs a seat in; refused with code 255 while another live session holds it (one login per seat). */
  async login(holder: SeatHolder): Promise<SoftphoneStatus> {
    const held = this.seats.get(holder.agentId);
    if (held && held.authSessionId !== holder.authSessionId) {
      if (await this.sessionLive(held.authSessionId)) throw new AppError(ErrorCode.AGENT_ELSEWHERE, '坐席已登录');
      await this.dropSeat(held);
    }
    const same = held?.authSessionId === holder.authSessionId ? held : undefined;
    this.seats.set(holder.agentId, { ...holder, status: same?.status ?? 'idle', callId: same?.callId ?? null });
    return this.status(holder);
  }

  /** Logs a seat out, hanging up its call. */
  async logout(holder: SeatHolder) {
    const seat = this.seats.get(holder.agentId);
    if (!seat || seat.authSessionId !== holder.authSessionId) return;
    await this.dropSeat(seat);
  }

  /** The seat's state and current call, for the browser after a reload. */
  status(holder: SeatHolder): SoftphoneStatus {
    const seat = this.seats.get(holder.agentId);
    if (!seat || seat.authSessionId !== holder.authSessionId) return { online: false, status: 'offline', call: null };
    const call = seat.callId ? this.calls.get(seat.callId) : undefined;
    return {
      online: true,
      status: seat.status,
      call: call
        ? { sessionId: call.sessionId, direction: call.direction, caller: call.caller, callee: call.callee, connectedAt: call.connectedAt }
        : null,
    };
  }

  /** Ready or busy (after-call work ends with ready). */
  setStatus(holder: SeatHolder, status: 'ready' | 'busy') {
    const seat = this.seatOf(holder);
    if (seat.callId) throw badRequest('通话中不能切换状态');
    seat.status = status;
  }

  /** Logged-in seats by user: in a call or not (the managers' dashboard shows every worker's state). */
  seatStates(): Map<number, 'online' | 'inCall'> {
    const states = new Map<number, 'online' | 'inCall'>();
    for (const seat of this.seats.values()) states.set(seat.userId, seat.callId ? 'inCall' : 'online');
    return states;
  }

  /** True when the seat is logged in from this session. */
  isLoggedIn(holder: SeatHolder): boolean {
    return this.seats.get(holder.agentId)?.authSessionId === holder.authSessionId;
  }

  /** Dials out; the simulated company answers after a few seconds. Returns the session id. */
  dial(holder: SeatHolder, number: string, orderId: number | null): string {
    const seat = this.seatOf(holder);
    if (seat.callId) throw badRequest('当前正在通话中');
    const call = this.newCall(seat, 'outgoing', seat.seatNumber, number, orderId);
    this.emit(seat, { type: 'connecting', sessionId: call.sessionId, callee: number });
    this.emit(seat, { type: 'ringing', sessionId: call.sessionId, caller: seat.seatNumber, callee: number, direction: 'outgoing' });
    call.timer = setTimeout(() => this.connect(call), this.timings.answerAfterMs);
    return call.sessionId;
  }

  /** An incoming call from `from` to a ready seat (the administrator's simulated call). */
  placeIncoming(agentId: string, from: string): string {
    const seat = this.seats.get(agentId);
    if (!seat) throw badRequest('该坐席未登录，无法呼入');
    if (seat.status !== 'ready' || seat.callId) throw badRequest('该坐席当前不是就绪状态，无法呼入');
    const call = this.newCall(seat, 'incoming', from, seat.seatNumber, null);
    this.emit(seat, { type: 'ringing', sessionId: call.sessionId, caller: from, callee: seat.seatNumber, direction: 'incoming' });
    call.timer = setTimeout(() => this.track(this.finish(call, CallEndType.CALLEE_RING_ABANDON)), this.timings.ringTimeoutMs);
    return call.sessionId;
  }

  /** The seat answers its ringing incoming call. */
  answer(holder: SeatHolder, sessionId: string) {
    const call = this.callOf(holder, sessionId);
    if (call.direction !== 'incoming' || call.connectedAt) throw badRequest('当前没有可接听的来电');
    this.connect(call);
  }

  /** The seat rejects (or hangs up) its call. */
  async hangup(holder: SeatHolder, sessionId: string) {
    const call = this.callOf(holder, sessionId);
    await this.finish(call, endTypeOf(call, true));
  }

  /** The other party hangs up (the administrator's simulated caller, or the company). */
  async remoteHangup(sessionId: string) {
    const call = this.calls.get(sessionId);
    if (!call) throw badRequest('通话不存在或已结束');
    await this.finish(call, endTypeOf(call, false));
  }

  /** A keypad key during a call; the simulated company has no menu, so it is only checked. */
  dtmf(holder: SeatHolder, sessionId: string) {
    const call = this.callOf(holder, sessionId);
    if (!call.connectedAt) throw badRequest('通话未接通');
  }

  /** Resolves when every recording and record in progress is stored (tests). */
  async settled() {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  /** Ends every call and timer (server shutdown). */
  stop() {
    for (const call of this.calls.values()) clearTimeout(call.timer);
    this.calls.clear();
    this.seats.clear();
  }

  private newCall(seat: Seat, direction: SimCall['direction'], caller: string, callee: string, orderId: number | null): SimCall {
    const call: SimCall = {
      sessionId: `sim-${randomUUID()}`,
      agentId: seat.agentId,
      direction,
      caller,
      callee,
      orderId,
      startedAt: Date.now(),
      connectedAt: null,
      timer: undefined,
    };
    this.calls.set(call.sessionId, call);
    seat.callId = call.sessionId;
    return call;
  }

  private connect(call: SimCall) {
    if (!this.calls.has(call.sessionId) || call.connectedAt) return;
    clearTimeout(call.timer);
    call.connectedAt = Date.now();
    const seat = this.seats.get(call.agentId);
    if (seat) this.emit(seat, { type: 'connected', sessionId: call.sessionId, at: call.connectedAt });
    call.timer = setTimeout(() => this.track(this.remoteHangup(call.sessionId)), this.timings.maxCallMs);
  }

  private async finish(call: SimCall, callEndType: number) {
    if (!this.calls.delete(call.sessionId)) return;
    clearTimeout(call.timer);
    const seat = this.seats.get(call.agentId);
    if (seat?.callId === call.sessionId) {
      seat.callId = null;
      seat.status = 'afterCallWork';
      this.emit(seat, { type: 'disconnected', sessionId: call.sessionId, callEndType });
    }
    await this.record(call, callEndType);
  }

  private async record(call: SimCall, callEndType: number) {
    const end = Date.now();
    const connected = call.connectedAt !== null;
    const talk = connected ? Math.round((end - (call.connectedAt ?? end)) / 1000) : 0;
    const ring = Math.round(((call.connectedAt ?? end) - call.startedAt) / 1000);
    let recordUrl = '';
    try {
      if (connected) {
        const day = new Date(end).toISOString().slice(0, 10).replaceAll('-', '');
        const wav = generateCallWav(Math.max(talk, 3), end % 97);
        recordUrl = await this.ctx.storage.putObject(`record/sim/${day}/${call.sessionId}.wav`, wav, 'audio/wav');
      }
      await ingestCallRecord(
        this.ctx,
        {
          sessionId: call.sessionId,
          agentId: call.agentId,
          callType: call.direction === 'incoming' ? CallType.INCOMING : CallType.OUTGOING,
          fromMobile: call.caller,
          toMobile: call.callee,
          callConnected: connected,
          callEndType,
          startDate: new Date(call.startedAt),
          endDate: new Date(end),
          talkDuration: talk,
          ringDuration: ring,
          recordUrl,
          ...(call.orderId ? { orderId: call.orderId } : {}),
        },
        'sim',
      );
    } catch (err) {
      this.ctx.log.error({ err, sessionId: call.sessionId }, 'simulated call not recorded');
    }
  }

  private async dropSeat(seat: Seat) {
    const call = seat.callId ? this.calls.get(seat.callId) : undefined;
    if (call) await this.finish(call, CallEndType.OTHER);
    this.seats.delete(seat.agentId);
  }

  private seatOf(holder: SeatHolder): Seat {
    const seat = this.seats.get(holder.agentId);
    if (!seat || seat.authSessionId !== holder.authSessionId) throw badRequest('当前坐席未登录');
    return seat;
  }

  private callOf(holder: SeatHolder, sessionId: string): SimCall {
    const seat = this.seatOf(holder);
    const call = this.calls.get(sessionId);
    if (!call || seat.callId !== sessionId) throw badRequest('通话不存在或已结束');
    return call;
  }

  private emit(seat: Seat, data: SoftphoneEventData) {
    this.track(this.ctx.realtime.publish({ sessionId: seat.authSessionId }, RealtimeEvent.SOFTPHONE_EVENT, data));
  }

  private track(promise: Promise<unknown>) {
    const p = promise.catch((err) => this.ctx.log.error({ err }, 'simulated exchange'));
    this.pending.add(p);
    void p.finally(() => this.pending.delete(p));
  }

  private async sessionLive(sessionId: number): Promise<boolean> {
    const [row] = await this.ctx.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date())));
    return Boolean(row);
  }
}
