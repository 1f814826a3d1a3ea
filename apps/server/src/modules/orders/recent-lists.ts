import { LRUCache } from 'lru-cache';

/**
 * Lists remembered for a minute, by query shape and values: per process and per database,
 * bounded. order-lists.repo.ts keeps the lists whose count passed its cap ("10000+"), read
 * without counting again (docs/decisions-order-lists.md). The expiring, bounded store is
 * lru-cache's; `has` does not refresh a list, so the first remembered is the first dropped. Its
 * clock is the wall clock (Date.now), the one the rest of the server and its tests move.
 */
export class RecentLists {
  private readonly lists: LRUCache<string, true>;

  constructor(windowMs = 60_000, kept = 1000, now: () => number = () => Date.now()) {
    this.lists = new LRUCache<string, true>({ max: kept, ttl: windowMs, ttlResolution: 0, perf: { now } });
  }

  /** True when the list of `key` was remembered within the window. */
  has(key: string): boolean {
    return this.lists.has(key);
  }

  /** Remembers the list of `key` from now on, for the window. */
  remember(key: string): void {
    this.lists.set(key, true);
  }
}
