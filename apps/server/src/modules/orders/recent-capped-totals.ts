/**
 * The lists whose count recently passed its cap ("10000+", "1000+"), by query shape and values.
 * Counting to the cap is most of what PostgreSQL spends on a large list's page (ten thousand
 * index entries for ten rows), and a list that had more than ten thousand matches a minute ago
 * still has, give or take a few: so for a minute its pages are read without counting again
 * (docs/decisions-order-lists.md). Totals under the cap are never remembered: they stay exact
 * and current. Per process and per database; bounded.
 */
export class RecentCappedTotals {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly kept = 1000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** True when the list of `key` passed its cap within the window. */
  has(key: string): boolean {
    const until = this.until.get(key);
    if (until === undefined) return false;
    if (until > this.now()) return true;
    this.until.delete(key);
    return false;
  }

  /** Records that the list of `key` passed its cap just now. */
  remember(key: string): void {
    this.until.delete(key);
    if (this.until.size >= this.kept) this.until.delete(this.until.keys().next().value!);
    this.until.set(key, this.now() + this.windowMs);
  }
}
