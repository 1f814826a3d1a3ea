import { RealtimeEvent } from '@certdesk/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from './db/client.js';

/** Who receives an event: every browser of a user, or the browser of one session. */
export type Target = { userId: number } | { sessionId: number };

/** A connected browser. */
export interface RealtimeSocket {
  userId: number;
  sessionId: number;
  send(text: string): void;
  close(code: number, reason: string): void;
}

const CHANNEL = 'certdesk_events';

/**
 * Realtime fan-out (D16). An event is published with pg_notify, so every server process sharing
 * the database hears it and delivers it to the sockets connected to it. Publishing inside a
 * transaction (`publishInTx`) delivers only after commit: PostgreSQL holds NOTIFY until then.
 */
export class Realtime {
  private readonly sockets = new Set<RealtimeSocket>();
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Starts listening for events of every process. When a lost LISTEN connection is back, events
   * published meanwhile never came: every connected browser is told to catch up (refetch).
   */
  async start() {
    this.unlisten = await this.database.listen(CHANNEL, (payload) => this.deliver(payload), {
      onLost: () => this.log.warn('realtime: the LISTEN connection was lost; events of other processes wait until it is back'),
      onListening: (again) => {
        if (again) this.catchUp();
      },
    });
  }

  /** Tells every browser connected here that it may have missed events. */
  catchUp() {
    const frame = JSON.stringify({ event: RealtimeEvent.CATCH_UP, data: null });
    for (const s of this.sockets) s.send(frame);
  }

  async stop() {
    await this.unlisten?.();
    for (const s of this.sockets) this.sockets.delete(s);
  }

  /** Publishes an event to a target, on every process. */
  async publish(target: Target, event: string, data: unknown) {
    await this.database.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ target, event, data })]);
  }

  add(socket: RealtimeSocket) {
    this.sockets.add(socket);
    return () => this.sockets.delete(socket);
  }

  /** The sessions of the sockets connected to this process. */
  sessionIds(): number[] {
    return [...new Set([...this.sockets].map((s) => s.sessionId))];
  }

  /** Closes the sockets of sessions that are over. */
  closeSessions(ended: ReadonlySet<number>, code: number, reason: string) {
    for (const s of this.sockets) {
      if (!ended.has(s.sessionId)) continue;
      this.sockets.delete(s);
      s.close(code, reason);
    }
  }

  /** Number of sockets connected to this process (health and tests). */
  get connections() {
    return this.sockets.size;
  }

  private deliver(payload: string) {
    try {
      const { target, event, data } = JSON.parse(payload) as { target: Target; event: string; data: unknown };
      const frame = JSON.stringify({ event, data });
      for (const s of this.sockets) {
        const match = 'userId' in target ? s.userId === target.userId : s.sessionId === target.sessionId;
        if (match) s.send(frame);
      }
    } catch (err) {
      this.log.error({ err }, 'bad realtime payload');
    }
  }
}

/** Publishes an event as part of a transaction: delivered after commit, dropped on rollback. */
export async function publishInTx(tx: Db, target: Target, event: string, data: unknown) {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ target, event, data })})`);
}
