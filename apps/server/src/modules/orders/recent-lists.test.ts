import { describe, expect, it } from 'vitest';
import { RecentLists } from './recent-lists.js';

describe('RecentLists', () => {
  it('remembers a list for the window, then forgets it', () => {
    let now = 1_000;
    const totals = new RecentLists<number>(60_000, 10, () => now);
    expect(totals.recall('a')).toBeUndefined();
    totals.remember('a', 10_001);
    now += 60_000;
    expect(totals.recall('a')).toBe(10_001);
    now += 1;
    expect(totals.recall('a')).toBeUndefined();
    // Remembering again starts the window again.
    totals.remember('a', 50_001);
    now += 60_000;
    expect(totals.recall('a')).toBe(50_001);
  });

  it('keeps at most its bound, forgetting the oldest first', () => {
    const totals = new RecentLists<number>(60_000, 2, () => 1_000);
    totals.remember('a', 1);
    totals.remember('b', 2);
    totals.remember('a', 3);
    totals.remember('c', 4);
    expect([totals.recall('a'), totals.recall('b'), totals.recall('c')]).toEqual([3, undefined, 4]);
  });
});
