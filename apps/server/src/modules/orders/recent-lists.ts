import { LRUCache } from 'lru-cache';

/**
 * Lists remembered for a minute with a value, by query shape and values: per process and per
 * database, bounded. order-lists.repo.ts keeps the lists whose count passed its cap ("10000+"),
 * with the sum of the list changes their count saw, and reads them without counting again while
 * that sum stays (docs/decisions-order-lists.md). The expiring, bounded store is lru-cache's;
 * `recall` does not refresh a list, so the first remembered is the first dropped. Its clock is the
 * wall clock (Date.now), the one the rest of the server and its tests move.
 */
export class RecentLists<V extends {}> {
  private readonly lists: LRUCache<string, V>;

  constructor(windowMs = 60_000, kept = 1000, now: () => number = () => Date.now()) {
    this.lists = new LRUCache<string, V>({ max: kept, ttl: windowMs, ttlResolution: 0, perf: { now } });
  }

  /** The value the list of `key` was remembered with within the window; undefined when it was not. */
  recall(key: string): V | undefined {
    return this.lists.peek(key);
  }

  /** Remembers the list of `key` with `value` from now on, for the window. */
  remember(key: string, value: V): void {
    this.lists.set(key, value);
  }

  /** Forgets the list of `key`. */
  forget(key: string): void {
    this.lists.delete(key);
  }
}
