import { LRUCache } from 'lru-cache';

/**
 * Lists remembered for a minute with a count, by query shape and values: per process and per
 * database, bounded. order-lists.repo.ts keeps the lists whose count passed its cap ("10000+"),
 * read without counting again (docs/decisions-order-lists.md). The expiring, bounded store is
 * lru-cache's; `countOf` does not refresh a list, so the first remembered is the first dropped. Its
 * clock is the wall clock (Date.now), the one the rest of the server and its tests move.
 */
export class RecentLists {
  private readonly lists: LRUCache<string, number>;

  constructor(windowMs = 60_000, kept = 1000, now: () => number = () => Date.now()) {
    this.lists = new LRUCache<string, number>({ max: kept, ttl: windowMs, ttlResolution: 0, perf: { now } });
  }

  /** The count the list of `key` was remembered with within the window; undefined when it was not. */
  countOf(key: string): number | undefined {
    return this.lists.peek(key);
  }

  /** Remembers the list of `key` and its count from now on, for the window. */
  remember(key: string, count: number): void {
    this.lists.set(key, count);
  }
}
