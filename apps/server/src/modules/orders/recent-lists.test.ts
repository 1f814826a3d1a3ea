import { describe, expect, it } from 'vitest';
import { RecentLists } from './recent-lists.js';

describe('RecentLists', () => {
  it('remembers a list for the window, then forgets it', () => {
    let now = 1_000;
    const totals = new RecentLists(60_000, 10, () => now);
    expect(totals.has('a')).toBe(false);
    totals.remember('a');
    now += 60_000;
    expect(totals.has('a')).toBe(true);
    now += 1;
    expect(totals.has('a')).toBe(false);
    // Remembering again starts the window again.
    totals.remember('a');
    now += 60_000;
    expect(totals.has('a')).toBe(true);
  });

  it('keeps at most its bound, forgetting the oldest first', () => {
    const totals = new RecentLists(60_000, 2, () => 1_000);
    totals.remember('a');
    totals.remember('b');
    totals.remember('a');
    totals.remember('c');
    expect([totals.has('a'), totals.has('b'), totals.has('c')]).toEqual([true, false, true]);
  });
});
