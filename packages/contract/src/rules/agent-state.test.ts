import { describe, expect, it } from 'vitest';
import {
  AGENT_STATUS_LABELS,
  type AgentEvent,
  type AgentState,
  type AgentStatus,
  agentLoggedInElsewhere,
  agentReducer,
  INITIAL_AGENT_STATE,
  isAgentInCall,
} from './agent-state.js';

const INCOMING: AgentEvent = { type: 'ringing', caller: '13800138000', sessionId: 's-1', callee: '8001', direction: 'incoming' };
const OUTGOING: AgentEvent = { type: 'ringing', caller: '8001', sessionId: 's-2', callee: '02160001234', direction: 'outgoing' };

/** Runs events from the initial state, checking that no step is silently ignored. */
function run(...events: AgentEvent[]): AgentState {
  return events.reduce((state, event) => {
    const next = agentReducer(state, event).state;
    if (next === state) throw new Error(`${event.type} ignored in ${state.status}`);
    return next;
  }, INITIAL_AGENT_STATE);
}
const stateIn = (status: AgentStatus): AgentState => ({ ...INITIAL_AGENT_STATE, online: status !== 'offline', status });

describe('agentReducer: session', () => {
  it('login marks the agent online and idle', () => {
    expect(run({ type: 'login' })).toMatchObject({ status: 'idle', online: true });
  });

  it('logout from a call goes offline and clears everything', () => {
    const inCall = run({ type: 'login' }, { type: 'ready' }, INCOMING, { type: 'connected', at: 1000 });
    expect(agentReducer(inCall, { type: 'logout' })).toEqual({ state: INITIAL_AGENT_STATE, effects: [] });
  });

  it('toggles between ready and busy', () => {
    expect(run({ type: 'login' }, { type: 'ready' }).status).toBe('ready');
    expect(run({ type: 'login' }, { type: 'ready' }, { type: 'busy' }).status).toBe('busy');
    expect(run({ type: 'login' }, { type: 'busy' }, { type: 'ready' }).status).toBe('ready');
  });
});

describe('agentReducer: incoming call', () => {
  it('stores the call and shows the ringing popup', () => {
    expect(run({ type: 'login' }, { type: 'ready' }, INCOMING)).toMatchObject({
      status: 'ringing',
      comingNumber: '13800138000',
      sessionId: 's-1',
      callee: '8001',
      direction: 'incoming',
      showRingingPopup: true,
      showCallPopup: false,
      takePhone: false,
    });
  });

  it('on answer shows the call popup, marks takePhone and asks for the caller look-up', () => {
    const ringing = run({ type: 'login' }, { type: 'ready' }, INCOMING);
    const { state, effects } = agentReducer(ringing, { type: 'connected', at: 1_700_000_000_000 });
    expect(state).toMatchObject({
      status: 'connected',
      takePhone: true,
      showRingingPopup: false,
      showCallPopup: true,
      connectedAt: 1_700_000_000_000,
    });
    expect(effects).toEqual(['lookupCaller']);
  });

  it('holds and resumes, keeping the timer start', () => {
    const held = run({ type: 'login' }, { type: 'ready' }, INCOMING, { type: 'connected', at: 5 }, { type: 'suspended' });
    expect(held.status).toBe('suspended');
    expect(agentReducer(held, { type: 'resumed' }).state).toMatchObject({ status: 'connected', connectedAt: 5 });
  });

  it('on hang-up clears the call, closes the popups and schedules ready', () => {
    const connected = run({ type: 'login' }, { type: 'ready' }, INCOMING, { type: 'connected', at: 5 });
    const { state, effects } = agentReducer(connected, { type: 'disconnected' });
    expect(state).toEqual({ ...INITIAL_AGENT_STATE, online: true, status: 'afterCallWork' });
    expect(effects).toEqual(['scheduleReady']);
    expect(agentReducer(state, { type: 'acwDone' }).state.status).toBe('ready');
  });

  it('a rejected or missed call also ends in after-call work', () => {
    const { state, effects } = agentReducer(run({ type: 'login' }, { type: 'ready' }, INCOMING), { type: 'disconnected' });
    expect(state).toMatchObject({ status: 'afterCallWork', comingNumber: null, showRingingPopup: false });
    expect(effects).toEqual(['scheduleReady']);
  });

  it('ignores a second incoming call during a call', () => {
    const connected = run({ type: 'login' }, { type: 'ready' }, INCOMING, { type: 'connected', at: 5 });
    const second: AgentEvent = { ...INCOMING, caller: '13900139000', sessionId: 's-9' } as AgentEvent;
    expect(agentReducer(connected, second).state).toBe(connected);
  });
});

describe('agentReducer: outgoing call', () => {
  it('dials, rings and connects with the call popup and no look-up', () => {
    const dialling = run({ type: 'login' }, { type: 'busy' }, { type: 'connecting', callee: '02160001234' });
    expect(dialling).toMatchObject({
      status: 'connecting',
      direction: 'outgoing',
      comingNumber: '02160001234',
      showCallPopup: true,
      showRingingPopup: false,
    });
    const ringing = agentReducer(dialling, OUTGOING).state;
    expect(ringing).toMatchObject({
      status: 'ringing',
      sessionId: 's-2',
      comingNumber: '02160001234',
      showCallPopup: true,
      showRingingPopup: false,
    });
    const { state, effects } = agentReducer(ringing, { type: 'connected', at: 9 });
    expect(state).toMatchObject({ status: 'connected', takePhone: false, connectedAt: 9 });
    expect(effects).toEqual([]);
  });

  it('may ring without a connecting step and keeps the optional session id', () => {
    expect(run({ type: 'login' }, OUTGOING).showCallPopup).toBe(true);
    expect(run({ type: 'login' }, { type: 'connecting', callee: '1', sessionId: 's-3' }).sessionId).toBe('s-3');
  });
});

describe('agentReducer: after-call work', () => {
  it('an explicit afterCallWork schedules ready once', () => {
    const first = agentReducer(stateIn('ready'), { type: 'afterCallWork' });
    expect(first).toMatchObject({ state: { status: 'afterCallWork' }, effects: ['scheduleReady'] });
    expect(agentReducer(first.state, { type: 'afterCallWork' })).toEqual({ state: first.state, effects: [] });
  });

  it('acwDone does nothing once the agent has moved on', () => {
    const busy = stateIn('busy');
    expect(agentReducer(busy, { type: 'acwDone' }).state).toBe(busy);
  });

  it('lets the agent choose ready or busy before the timer', () => {
    expect(agentReducer(stateIn('afterCallWork'), { type: 'busy' }).state.status).toBe('busy');
  });
});

describe('agentReducer: ignored events', () => {
  it.each<[AgentStatus, AgentEvent]>([
    ['offline', { type: 'ready' }],
    ['offline', { type: 'busy' }],
    ['offline', INCOMING],
    ['offline', { type: 'connecting', callee: '1' }],
    ['offline', { type: 'afterCallWork' }],
    ['offline', { type: 'logout' }],
    ['idle', { type: 'login' }],
    ['ready', { type: 'ready' }],
    ['ready', { type: 'connected', at: 1 }],
    ['ready', { type: 'disconnected' }],
    ['ready', { type: 'suspended' }],
    ['connected', { type: 'resumed' }],
    ['connected', { type: 'ready' }],
    ['connected', { type: 'busy' }],
    ['connected', { type: 'connecting', callee: '1' }],
    ['suspended', { type: 'connected', at: 1 }],
    ['ringing', OUTGOING],
  ])('in %s ignores %j', (status, event) => {
    const state = stateIn(status);
    expect(agentReducer(state, event)).toEqual({ state, effects: [] });
    expect(agentReducer(state, event).state).toBe(state);
  });
});

describe('helpers', () => {
  it('labels every status in Chinese, no two alike', () => {
    // Record<AgentStatus, string> already makes every status have a label; here: Chinese, and distinct.
    const labels = Object.values(AGENT_STATUS_LABELS);
    expect(labels).toHaveLength(9);
    expect(new Set(labels).size).toBe(labels.length);
    for (const label of labels) expect(label).toMatch(/^[\u4e00-\u9fff]+$/);
    expect([AGENT_STATUS_LABELS.connecting, AGENT_STATUS_LABELS.afterCallWork]).toEqual(['呼叫中', '话后处理']);
  });

  it('tells call states apart', () => {
    expect(['ringing', 'connecting', 'connected', 'suspended'].every((s) => isAgentInCall(stateIn(s as AgentStatus)))).toBe(true);
    expect(['offline', 'idle', 'ready', 'busy', 'afterCallWork'].some((s) => isAgentInCall(stateIn(s as AgentStatus)))).toBe(false);
  });

  it.each([
    [255, null, true],
    ['255', '', true],
    [0, '坐席已登录，请勿重复登录', true],
    [1, '登录失败', false],
    [null, undefined, false],
  ])('agentLoggedInElsewhere(%j, %j) = %s', (code, msg, expected) => {
    expect(agentLoggedInElsewhere(code, msg)).toBe(expected);
  });
});
