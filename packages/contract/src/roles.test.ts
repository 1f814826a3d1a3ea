import { describe, expect, it } from 'vitest';
import { canBindCall, canDeleteCall, canEndOrder, hidesCertifierColumns, holdsAny, isAdmin, isRoleType } from './roles.js';

describe('role rules (01 §6, D5, D6)', () => {
  it('recognises the five role types only', () => {
    expect([0, 100, 200, 300, 900].every(isRoleType)).toBe(true);
    expect(isRoleType(10)).toBe(false);
  });

  it('takes the union of held role types', () => {
    expect(holdsAny([200, 300], [300])).toBe(true);
    expect(holdsAny([900], [0, 100])).toBe(false);
  });

  it('gives export, assign, extend and authorize to 0 and 100', () => {
    expect(isAdmin([0])).toBe(true);
    expect(isAdmin([100])).toBe(true);
    expect(isAdmin([200, 300])).toBe(false);
  });

  it('lets only role 0 end an order', () => {
    expect(canEndOrder([0])).toBe(true);
    expect(canEndOrder([100])).toBe(false);
  });

  it('lets 0, 200 and 300 link calls, and 0, 100 and 300 delete them', () => {
    expect([0, 200, 300].map((r) => canBindCall([r]))).toEqual([true, true, true]);
    expect(canBindCall([100])).toBe(false);
    expect([0, 100, 300].map((r) => canDeleteCall([r]))).toEqual([true, true, true]);
    expect(canDeleteCall([200])).toBe(false);
  });

  it('hides the certifier columns for users holding both 200 and 300', () => {
    expect(hidesCertifierColumns([200, 300])).toBe(true);
    expect(hidesCertifierColumns([200])).toBe(false);
  });
});
