import {
  type AgentEffect,
  type AgentEvent,
  type AgentState,
  agentLoggedInElsewhere,
  agentReducer,
  callsApi,
  INITIAL_AGENT_STATE,
  type SeatInfoConfig,
} from '@certdesk/contract';
import { ApiError, call } from '../../api/client';
import { toastError, toastWarning } from '../../app/feedback';
import { writeOnlineFlag } from './online-flag';
import { SimTransport } from './sim-transport';
import type { SoftphoneTransport } from './transport';

/** How long after-call work lasts before the agent is ready again (D8). */
export const AFTER_CALL_WORK_MS = 3000;

/** What the softphone UI shows. */
export interface SoftphoneSnapshot {
  agent: AgentState;
  /** A caller number with no matching order, kept to bind later (01 §4). */
  pendingBind: string | null;
  busy: boolean;
}

type Listener = () => void;
let snapshot: SoftphoneSnapshot = { agent: INITIAL_AGENT_STATE, pendingBind: null, busy: false };
const listeners = new Set<Listener>();
let transport: SoftphoneTransport | null = null;
let acwTimer: ReturnType<typeof setTimeout> | undefined;
let navigate: ((path: string) => void) | null = null;

function set(next: Partial<SoftphoneSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const l of listeners) l();
}

/** The softphone's state, for useSyncExternalStore. */
export const softphoneStore = {
  get: () => snapshot,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** True while the in-call popup (bottom right, with the keypad and hang-up) is on screen. */
export const callPopupShown = () => snapshot.agent.showCallPopup && Boolean(snapshot.agent.sessionId);

/** The live transport, when the seat is online. */
export const currentTransport = () => transport;

/** The router's navigate, handed over by the softphone widget (for the caller look-up). */
export function setNavigator(fn: ((path: string) => void) | null) {
  navigate = fn;
}

/** Applies an agent event through the contract's reducer and performs its effects. */
export function dispatch(event: AgentEvent) {
  const { state, effects } = agentReducer(snapshot.agent, event);
  if (state !== snapshot.agent) set({ agent: state });
  for (const effect of effects) void perform(effect);
}

async function perform(effect: AgentEffect) {
  if (effect === 'scheduleReady') {
    clearTimeout(acwTimer);
    acwTimer = setTimeout(async () => {
      await transport?.setStatus('ready').catch(() => undefined);
      dispatch({ type: 'acwDone' });
    }, AFTER_CALL_WORK_MS);
    return;
  }
  // lookupCaller: open the caller's order, or keep the number to bind later.
  const number = snapshot.agent.comingNumber;
  if (!number) return;
  try {
    const found = await call(callsApi.searchByCall, { number });
    if (found) {
      // The call belongs to that order: its record binds to it like a call dialled from it.
      const sessionId = snapshot.agent.sessionId;
      if (sessionId)
        void call(callsApi.saveSessionId, { sessionId, orderId: found.orderId, callInfo: { number, kind: 'incoming' } }).catch(
          () => undefined,
        );
      navigate?.(`/neworder/detail/${found.orderId}?orderType=${found.orderType}`);
    } else {
      set({ pendingBind: number });
      toastWarning(`未找到来电号码 ${number} 对应的订单，已记录为待绑定`);
    }
  } catch {
    set({ pendingBind: number });
  }
}

async function createTransport(seat: SeatInfoConfig): Promise<SoftphoneTransport> {
  if (seat.wsUrl && seat.serverUrl.startsWith('sip:')) {
    const { SipTransport } = await import('./sip-transport');
    return new SipTransport(seat, dispatch);
  }
  return new SimTransport(dispatch);
}

/** Logs the seat in; "logged in elsewhere" (code 255 or 坐席已登录) sets it offline (01 §8). */
export async function goOnline(seat: SeatInfoConfig) {
  if (snapshot.busy || snapshot.agent.online) return;
  set({ busy: true });
  const t = await createTransport(seat);
  transport = t;
  try {
    await t.login();
    writeOnlineFlag(true);
    if (snapshot.agent.status === 'idle') {
      await t.setStatus('ready');
      dispatch({ type: 'ready' });
    }
  } catch (err) {
    t.dispose();
    transport = null;
    writeOnlineFlag(false);
    dispatch({ type: 'logout' });
    const code = err instanceof ApiError ? err.code : '';
    const msg = err instanceof Error ? err.message : '';
    // The API client has already shown the server's refusal for 5 s; a SIP failure has not.
    if (!(err instanceof ApiError)) toastError(agentLoggedInElsewhere(code, msg) ? '坐席已登录' : `坐席签入失败：${msg}`);
  } finally {
    set({ busy: false });
  }
}

/** Logs the seat out. */
export async function goOffline() {
  clearTimeout(acwTimer);
  const t = transport;
  transport = null;
  writeOnlineFlag(false);
  dispatch({ type: 'logout' });
  if (t) {
    await t.logout().catch(() => undefined);
    t.dispose();
  }
}

/** Ready or busy, from the dropdown. */
export async function setAgentStatus(status: 'ready' | 'busy') {
  if (!transport) return;
  await transport.setStatus(status);
  dispatch({ type: status });
}

/** Clears the pending-bind number (bound or dismissed). */
export const clearPendingBind = () => set({ pendingBind: null });
