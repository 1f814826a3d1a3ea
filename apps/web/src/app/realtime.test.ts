import { RealtimeEvent, SERVICE_RESTART_CLOSE } from '@certdesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient } from './realtime';

/** A stand-in for the browser's WebSocket that the test drives. */
class FakeSocket {
  static OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  send() {}
  close() {}
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.made = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  document.cookie = 'certdesk_signed_in=1; path=/';
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('RealtimeClient', () => {
  it('tells the catch-up listeners to refetch when the server says events may have been missed', () => {
    const client = new RealtimeClient();
    const refetch = vi.fn();
    const messages = vi.fn();
    client.on('open', refetch);
    client.on(RealtimeEvent.MSG_COMING, messages);
    client.start();
    FakeSocket.made[0]!.open();
    expect(refetch).toHaveBeenCalledTimes(1);
    FakeSocket.made[0]!.receive({ event: RealtimeEvent.CATCH_UP, data: null });
    expect(refetch).toHaveBeenCalledTimes(2);
    expect(messages).not.toHaveBeenCalled();
    client.stop();
  });

  it('reconnects at once after 1012 (the node is restarting), and not at all after 4401', () => {
    const client = new RealtimeClient();
    client.start();
    FakeSocket.made[0]!.open();
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    FakeSocket.made[0]!.drop(SERVICE_RESTART_CLOSE);
    // Sooner than the first back-off step (1 s) of a dropped connection.
    vi.advanceTimersByTime(700);
    expect(FakeSocket.made).toHaveLength(2);
    FakeSocket.made[1]!.open();
    FakeSocket.made[1]!.drop(4401);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.made).toHaveLength(2);
    client.stop();
  });
});
