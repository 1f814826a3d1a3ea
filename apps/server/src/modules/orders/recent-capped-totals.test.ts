import { describe, expect, it } from 'vitest';
import { RecentCappedTotals } from './recent-capped-totals.js';

describe('RecentCappedTotals', () => {
  it('remembers a list for the window, then forgets it', () => {
    let now = 1_000;
    const totals = new RecentCappedTotals<string>(60_000, 10, () => now);
    expect(totals.get('a')).toBeUndefined();
    totals.remember('a', 'walk');
    now += 59_999;
    expect(totals.get('a')).toBe('walk');
    now += 1;
    expect(totals.get('a')).toBeUndefined();
  });

  it('keeps at most its bound, forgetting the oldest first', () => {
    const totals = new RecentCappedTotals<number>(60_000, 2, () => 0);
    totals.remember('a', 1);
    totals.remember('b', 2);
    totals.remember('a', 3);
    totals.remember('c', 4);
    expect([totals.get('a'), totals.get('b'), totals.get('c')]).toEqual([3, undefined, 4]);
  });
});
