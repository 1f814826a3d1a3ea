import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../platform/db/client.js';
import { oncePerDatabase } from '../../platform/db/once-per-database.js';
import type { SessionRow } from './sessions.repo.js';

/** The channel on which migration 0005's triggers say that sessions, users or roles changed. */
const AUTH_CHANGED = 'certdesk_auth_changed';
/** A kept session is read again after this long whatever happens (a safety net, not the rule). */
const KEEP_MS = 10_000;
const MAX_KEPT = 10_000;

/**
 * The live sessions this process read lately, by token hash. Reading the session is a second
 * round trip on every API call, and on a loaded server it cost as much as the list page itself
 * (docs/performance.md); a session read within the last ten seconds is used again.
 *
 * Ending a session still takes effect at once:
 * - any change to what a session resolves to (ended; its user disabled, deleted or given other
 *   roles; a role's routes), by any process or by hand, fires a trigger whose NOTIFY makes every
 *   process forget what it kept (migration 0005);
 * - this process forgets at once, before answering, when it ends sessions itself (sign-in
 *   elsewhere, logout, password, a user disabled), without waiting for its own NOTIFY;
 * - a session read while a change was being forgotten is not kept (the generation);
 * - only a live session is kept: one ended, expired, idle or of a disabled user is read every time;
 * - while not listening (before start, or after its connection was lost) nothing is kept; when
 *   the connection is back everything kept before is forgotten (changes may have been missed).
 *
 * The bounded, expiring store itself is lru-cache's (the least recently used session goes first
 * when full); what is kept and when it is forgotten is this class's.
 */
export class SessionCache {
  private readonly kept: LRUCache<string, SessionRow>;
  private generation = 0;
  private listening = false;
  private unlisten: (() => Promise<void>) | undefined;
  private readonly changeListeners = new Set<() => void>();

  /** `clock` (milliseconds) is for tests; lru-cache reads it on every get (ttlResolution 0). */
  constructor(clock: () => number = () => performance.now()) {
    this.kept = new LRUCache<string, SessionRow>({ max: MAX_KEPT, ttl: KEEP_MS, ttlResolution: 0, perf: { now: clock } });
  }

  async start(database: Database, log: FastifyBaseLogger) {
    this.unlisten = await database.listen(AUTH_CHANGED, () => this.forgetAll(), {
      onLost: () => {
        if (this.listening) log.warn('session cache: the LISTEN connection was lost; sessions are read on every call until it is back');
        this.listening = false;
        this.forgetAll();
      },
      // Back after a loss: changes notified meanwhile were missed, so nothing kept before is trusted.
      onListening: () => {
        this.forgetAll();
        this.listening = true;
      },
    });
  }

  async stop() {
    this.listening = false;
    this.forgetAll();
    await this.unlisten?.();
  }

  /** A session kept from a recent read, if any. */
  get(tokenHash: string): SessionRow | undefined {
    return this.kept.get(tokenHash);
  }

  /** Reads a session; `keep` keeps it unless a change was forgotten during the read. */
  async read(tokenHash: string, load: () => Promise<SessionRow | undefined>) {
    const generation = this.generation;
    const row = await load();
    const keep = () => {
      if (!row || !this.listening || generation !== this.generation) return;
      this.kept.set(tokenHash, row);
    };
    return { row, keep };
  }

  forgetAll() {
    this.generation++;
    this.kept.clear();
    for (const listener of this.changeListeners) listener();
  }

  /**
   * Calls `listener` whenever what sessions resolve to may have changed (a NOTIFY from any process,
   * a change made here, a lost connection). Returns the function that stops it.
   */
  onChange(listener: () => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }
}

/** The session cache of a database (one per process; tests build several apps). */
export const sessionCache = oncePerDatabase(() => new SessionCache());
