import { RealtimeEvent, type SoftphoneEventData, softphoneApi } from '@certdesk/contract';
import { call } from '../../api/client';
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
    const status = await call(softphoneApi.login);
    this.sink({ type: 'login' });
    // After a reload mid-call, pick the call up where it is.
    const current = status.call;
    if (current) {
      const { sessionId, caller, callee, direction, connectedAt } = current;
      this.sink({ type: 'ringing', sessionId, caller, callee, direction });
      if (connectedAt) this.sink({ type: 'connected', at: connectedAt });
    } else if (status.status === 'ready' || status.status === 'busy') {
      this.sink({ type: status.status });
    }
  }

  async logout() {
    await call(softphoneApi.logout);
  }

  async setStatus(status: 'ready' | 'busy') {
    await call(softphoneApi.setState, { status });
  }

  async dial(number: string, orderId?: number) {
    const r = await call(softphoneApi.dial, { number, orderId });
    return r.sessionId;
  }

  async answer(sessionId: string) {
    await call(softphoneApi.answer, { sessionId });
  }

  async hangup(sessionId: string) {
    await call(softphoneApi.hangup, { sessionId });
  }

  async dtmf(sessionId: string, key: string) {
    await call(softphoneApi.dtmf, { sessionId, key });
  }

  dispose() {
    this.off();
  }

  /** Current state of the seat (used to check the connection after the socket reconnects). */
  status() {
    return call(softphoneApi.status);
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
