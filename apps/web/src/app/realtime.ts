import { RealtimeEvent, type RealtimeFrame, SERVICE_RESTART_CLOSE } from '@certdesk/contract';
import { isSignedIn } from './token';

type Listener = (data: unknown) => void;

/**
 * The browser's one WebSocket (D16): signed in by the session cookie that goes with the upgrade
 * (the token is never put in the URL, which proxies log); reconnects by itself with
 * back-off after a drop, and tells listeners when it is (re)connected so they can catch up.
 */
export class RealtimeClient {
  private socket: WebSocket | undefined;
  private readonly listeners = new Map<string, Set<Listener>>();
  private retry = 0;
  private stopped = false;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;

  /** Opens the socket. */
  start() {
    this.stopped = false;
    this.connect();
  }

  /** Closes the socket and stops reconnecting. */
  stop() {
    this.stopped = true;
    clearInterval(this.pingTimer);
    clearTimeout(this.retryTimer);
    this.socket?.close();
  }

  /**
   * Listens to an event ('open' is emitted on every (re)connection and whenever the server says
   * events may have been missed, so 'open' listeners refetch); returns the unsubscribe function.
   */
  on(event: string, listener: Listener): () => void {
    let set = this.listeners.get(event);
    if (!set) {
      set = new Set();
      this.listeners.set(event, set);
    }
    set.add(listener);
    return () => set.delete(listener);
  }

  private emit(event: string, data: unknown) {
    for (const l of this.listeners.get(event) ?? []) l(data);
  }

  private connect() {
    if (!isSignedIn() || this.stopped) return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}/ws`);
    this.socket = socket;
    socket.onopen = () => {
      this.retry = 0;
      this.pingTimer = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('ping'), 25_000);
      this.emit('open', null);
    };
    socket.onmessage = (e) => {
      if (e.data === 'pong') return;
      try {
        const frame = JSON.parse(String(e.data)) as RealtimeFrame;
        // The server lost its database connection for a while: what it missed, we missed.
        if (frame.event === RealtimeEvent.CATCH_UP) this.emit('open', null);
        else this.emit(frame.event, frame.data);
      } catch {
        // Not a frame of ours: ignore.
      }
    };
    socket.onclose = (e) => {
      clearInterval(this.pingTimer);
      // 4401: the session is over; the next API call answers -100 and signs the user out.
      if (this.stopped || e.code === 4401) return;
      // 1012: that node is shutting down; another node behind the load balancer answers at once.
      // Spread out so that the browsers of a node do not all come back in the same instant.
      const delay =
        e.code === SERVICE_RESTART_CLOSE && this.retry === 0 ? 200 + Math.random() * 800 : Math.min(30_000, 1000 * 2 ** this.retry++);
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }
}

/** The app's realtime connection. */
export const realtime = new RealtimeClient();
