/**
 * Lists remembered for a minute, by query shape and values: per process and per database,
 * bounded. order-lists.repo.ts keeps two: the lists whose count passed its cap ("10000+"),
 * read without counting again, and the lists of a date range found to have many matches, walked
 * to without counting them first (docs/decisions-order-lists.md).
 */
export class RecentLists {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly kept = 1000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** True when the list of `key` was remembered within the window. */
  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  /** Remembers the list of `key` from now on, for the window. */
  remember(key: string): void {
    this.until.delete(key);
    if (this.until.size >= this.kept) this.until.delete(this.until.keys().next().value!);
    this.until.set(key, this.now() + this.windowMs);
  }
}
