/**
 * Softphone agent state machine (01 §4, D8) as a pure reducer. The telephony client turns its
 * provider's callbacks into events; the reducer returns the next state and the effects the
 * caller must perform, so timers and look-ups stay outside and the rules stay testable.
 *
 * After-call work ends by itself (D8): entering it yields the effect 'scheduleReady'; the
 * caller starts a timer (or asks the exchange) and dispatches 'acwDone', which returns the
 * agent to ready unless something else happened meanwhile. Answering an incoming call yields
 * 'lookupCaller': the caller looks the number up and opens the order or keeps it to bind.
 *
 * Events that make no sense in the current state (a stale 'ready' while offline, a second
 * incoming call during a call) are ignored: the same state object comes back, with no effects.
 */

/** Agent statuses; 'idle' is logged in but not ready. */
export type AgentStatus = 'offline' | 'idle' | 'ready' | 'busy' | 'ringing' | 'connecting' | 'connected' | 'suspended' | 'afterCallWork';
/** Direction of the current call. */
export type CallDirection = 'incoming' | 'outgoing';

/** Chinese labels of the agent statuses. */
export const AGENT_STATUS_LABELS: Record<AgentStatus, string> = {
  offline: '离线',
  idle: '空闲',
  ready: '就绪',
  busy: '忙碌',
  ringing: '振铃',
  connecting: '呼叫中',
  connected: '通话中',
  suspended: '保持',
  afterCallWork: '话后处理',
};

/** What the softphone shows. */
export interface AgentState {
  status: AgentStatus;
  online: boolean;
  /** The other party's number: the caller of an incoming call, the callee of an outgoing one. */
  comingNumber: string | null;
  sessionId: string | null;
  callee: string | null;
  direction: CallDirection | null;
  /** True once an incoming call has been answered. */
  takePhone: boolean;
  showRingingPopup: boolean;
  showCallPopup: boolean;
  /** Epoch ms when the call was connected, for the timer. */
  connectedAt: number | null;
}

/** Events from the telephony provider or the agent. */
export type AgentEvent =
  | { type: 'login' | 'logout' | 'ready' | 'busy' | 'suspended' | 'resumed' | 'afterCallWork' | 'disconnected' | 'acwDone' }
  | { type: 'ringing'; caller: string; sessionId: string; callee: string; direction: CallDirection }
  | { type: 'connecting'; callee: string; sessionId?: string }
  | { type: 'connected'; at: number };

/** Work the caller must do after a transition. */
export type AgentEffect = 'scheduleReady' | 'lookupCaller';

/** The result of one event. */
export interface AgentTransition {
  state: AgentState;
  effects: AgentEffect[];
}

const NO_CALL = {
  comingNumber: null,
  sessionId: null,
  callee: null,
  direction: null,
  takePhone: false,
  showRingingPopup: false,
  showCallPopup: false,
  connectedAt: null,
} as const;

/** The state before login. */
export const INITIAL_AGENT_STATE: AgentState = { status: 'offline', online: false, ...NO_CALL };

const NOT_IN_CALL: readonly AgentStatus[] = ['idle', 'ready', 'busy', 'afterCallWork'];
const IN_CALL: readonly AgentStatus[] = ['ringing', 'connecting', 'connected', 'suspended'];

/** True while a call is ringing, being placed, connected or on hold. */
export function isAgentInCall(state: AgentState): boolean {
  return IN_CALL.includes(state.status);
}

const ignore = (state: AgentState): AgentTransition => ({ state, effects: [] });
const to = (state: AgentState, changes: Partial<AgentState>, effects: AgentEffect[] = []): AgentTransition => ({
  state: { ...state, ...changes },
  effects,
});

/** Applies one event to the agent state; returns the next state and the effects to perform. */
export function agentReducer(state: AgentState, event: AgentEvent): AgentTransition {
  const free = NOT_IN_CALL.includes(state.status);
  switch (event.type) {
    case 'login':
      return state.online ? ignore(state) : to(state, { status: 'idle', online: true });
    case 'logout':
      return state.status === 'offline' && !state.online ? ignore(state) : to(state, INITIAL_AGENT_STATE);
    case 'ready':
    case 'busy':
      return free && state.status !== event.type ? to(state, { status: event.type }) : ignore(state);
    case 'connecting':
      if (!free) return ignore(state);
      return to(state, {
        ...NO_CALL,
        status: 'connecting',
        direction: 'outgoing',
        callee: event.callee,
        comingNumber: event.callee,
        sessionId: event.sessionId ?? null,
        showCallPopup: true,
      });
    case 'ringing': {
      // An outgoing call rings after 'connecting'; an incoming one only reaches a free agent.
      const outgoing = event.direction === 'outgoing';
      if (!(free || (outgoing && state.status === 'connecting'))) return ignore(state);
      const { caller, sessionId, callee, direction } = event;
      return to(state, {
        ...NO_CALL,
        status: 'ringing',
        comingNumber: outgoing ? callee : caller,
        sessionId,
        callee,
        direction,
        showRingingPopup: !outgoing,
        showCallPopup: outgoing,
      });
    }
    case 'connected': {
      if (state.status !== 'ringing' && state.status !== 'connecting') return ignore(state);
      const incoming = state.direction === 'incoming';
      return to(
        state,
        { status: 'connected', connectedAt: event.at, takePhone: incoming, showRingingPopup: false, showCallPopup: true },
        incoming ? ['lookupCaller'] : [],
      );
    }
    case 'suspended':
      return state.status === 'connected' ? to(state, { status: 'suspended' }) : ignore(state);
    case 'resumed':
      return state.status === 'suspended' ? to(state, { status: 'connected' }) : ignore(state);
    case 'disconnected':
      return isAgentInCall(state) ? to(state, { ...NO_CALL, status: 'afterCallWork' }, ['scheduleReady']) : ignore(state);
    case 'afterCallWork':
      // The exchange may announce it instead of, or after, the hang-up: schedule the return once.
      if (!state.online || state.status === 'afterCallWork') return ignore(state);
      return to(state, { ...NO_CALL, status: 'afterCallWork' }, ['scheduleReady']);
    case 'acwDone':
      return state.status === 'afterCallWork' ? to(state, { status: 'ready' }) : ignore(state);
  }
}

/** True when the exchange refuses a login because the seat is signed in elsewhere. */
export function agentLoggedInElsewhere(code: number | string | null | undefined, msg: string | null | undefined): boolean {
  return Number(code) === 255 || (msg ?? '').includes('坐席已登录');
}
