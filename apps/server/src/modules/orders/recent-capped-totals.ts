/**
 * The lists whose count recently passed its cap ("10000+", "1000+"), by query shape and values,
 * with what the count taught about reading their pages (`T`).
 * Counting to the cap is most of what PostgreSQL spends on a large list's page (ten thousand
 * index entries for ten rows), and a list that had more than ten thousand matches a minute ago
 * still has, give or take a few: so for a minute its pages are read without counting again
 * (docs/decisions-order-lists.md). Totals under the cap are never remembered: they stay exact
 * and current. Per process and per database; bounded.
 */
export class RecentCappedTotals<T> {
  private readonly known = new Map<string, { value: T; until: number }>();

  constructor(
    private readonly windowMs = 60_000,
    private readonly kept = 1000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** What was remembered of the list of `key`, when it passed its cap within the window. */
  get(key: string): T | undefined {
    const found = this.known.get(key);
    if (found === undefined) return undefined;
    if (found.until > this.now()) return found.value;
    this.known.delete(key);
    return undefined;
  }

  /** Records that the list of `key` passed its cap just now. */
  remember(key: string, value: T): void {
    this.known.delete(key);
    if (this.known.size >= this.kept) this.known.delete(this.known.keys().next().value!);
    this.known.set(key, { value, until: this.now() + this.windowMs });
  }
}
