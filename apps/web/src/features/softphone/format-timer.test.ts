import { describe, expect, it } from 'vitest';
import { formatTimer } from './format-timer';

describe('formatTimer', () => {
  it.each([
    [0, '00:00'],
    [0.4, '00:00'],
    [1.9, '00:01'],
    [59, '00:59'],
    [60, '01:00'],
    [125, '02:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3661, '1:01:01'],
    [36_000 + 59, '10:00:59'],
  ])('%s s → %s', (seconds, shown) => {
    expect(formatTimer(seconds)).toBe(shown);
  });

  it('shows a negative duration (clock skew between start and now) as zero', () => {
    expect(formatTimer(-3)).toBe('00:00');
  });
});
