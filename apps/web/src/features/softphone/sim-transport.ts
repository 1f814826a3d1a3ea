import { RealtimeEvent, type SoftphoneEventData, type SoftphoneStatus } from '@certdesk/contract';
import { get, post } from '../../api/client';
import { realtime } from '../../app/realtime';
import type { AgentEventSink, SoftphoneTransport } from './transport';

/** The simulated exchange: commands over HTTP, events over /ws as onSoftphoneEvent. */
export class SimTransport implements SoftphoneTransport {
  readonly kind = 'sim';
  private readonly off: () => void;

  constructor(private readonly sink: AgentEventSink) {
    this.off = realtime.on(RealtimeEvent.SOFTPHONE_EVENT, (data) => this.onEvent(data as SoftphoneEventData));
  }

  async login() {
    const status = await post<SoftphoneStatus>('/api/softphone/login');
    this.sink({ type: 'login' });
    // After a reload mid-call, pick the call up where it is.
    const call = status.call;
    if (call) {
      this.sink({ type: 'ringing', sessionId: call.sessionId, caller: call.caller, callee: call.callee, direction: call.direction });
      if (call.connectedAt) this.sink({ type: 'connected', at: call.connectedAt });
    } else if (status.status === 'ready' || status.status === 'busy') {
      this.sink({ type: status.status });
    }
  }

  async logout() {
    await post('/api/softphone/logout');
  }

  async setStatus(status: 'ready' | 'busy') {
    await post('/api/softphone/state', { status });
  }

  async dial(number: string, orderId?: number) {
    const r = await post<{ sessionId: string }>('/api/softphone/dial', { number, orderId });
    return r.sessionId;
  }

  async answer(sessionId: string) {
    await post('/api/softphone/answer', { sessionId });
  }

  async hangup(sessionId: string) {
    await post('/api/softphone/hangup', { sessionId });
  }

  async dtmf(sessionId: string, key: string) {
    await post('/api/softphone/dtmf', { sessionId, key });
  }

  dispose() {
    this.off();
  }

  /** Current state of the seat (used to check the connection after the socket reconnects). */
  status() {
    return get<SoftphoneStatus>('/api/softphone/status');
  }

  private onEvent(e: SoftphoneEventData) {
    switch (e.type) {
      case 'ringing':
        return this.sink({ type: 'ringing', sessionId: e.sessionId, caller: e.caller, callee: e.callee, direction: e.direction });
      case 'connecting':
        return this.sink({ type: 'connecting', callee: e.callee, sessionId: e.sessionId });
      case 'connected':
        return this.sink({ type: 'connected', at: e.at });
      case 'disconnected':
        return this.sink({ type: 'disconnected' });
      case 'logout':
        return this.sink({ type: 'logout' });
    }
  }
}
