import type { AgentEvent } from '@certdesk/contract';

/**
 * How the softphone talks to an exchange (D8). The simulated exchange answers over our HTTP API
 * and /ws; a SIP exchange is reached by SIP.js over WebSocket. Both report what happens as agent
 * events, so one reducer and one UI serve both.
 */
export interface SoftphoneTransport {
  readonly kind: 'sim' | 'sip';
  /** Logs the seat in (registers); rejects with the exchange's refusal (code 255 when taken). */
  login(): Promise<void>;
  logout(): Promise<void>;
  setStatus(status: 'ready' | 'busy'): Promise<void>;
  /** Dials; resolves with the exchange's session id of the call. */
  dial(number: string, orderId?: number): Promise<string>;
  answer(sessionId: string): Promise<void>;
  /** Rejects a ringing call or hangs up a connected one. */
  hangup(sessionId: string): Promise<void>;
  dtmf(sessionId: string, key: string): Promise<void>;
  /** Stops listening (the seat went offline or the page closes). */
  dispose(): void;
}

/** Receives the agent events of a transport. */
export type AgentEventSink = (event: AgentEvent) => void;
