import { describe, expect, it } from 'vitest';
import { cascaderToCodes, codesToCascader } from './area-codes';

describe('area codes of the configuration dialogs', () => {
  it('stores the cascader path as six-digit codes and reads them back', () => {
    expect(cascaderToCodes(['44', '4403', '440305'])).toEqual({ province: '440000', city: '440300', area: '440305' });
    expect(cascaderToCodes(['11'])).toEqual({ province: '110000', city: '', area: '' });
    expect(cascaderToCodes(undefined)).toEqual({ province: '', city: '', area: '' });
    expect(codesToCascader('440000', '440300', '440305')).toEqual(['44', '4403', '440305']);
    expect(codesToCascader('110000', '')).toEqual(['11']);
    for (const path of [['44', '4403', '440305'], ['31', '3101'], ['65']]) {
      const c = cascaderToCodes(path);
      expect(codesToCascader(c.province, c.city, c.area)).toEqual(path);
    }
  });

  it('stops at a typed name or a code outside its parent', () => {
    expect(codesToCascader('广东省', '深圳市')).toEqual([]);
    expect(codesToCascader('440000', '深圳市')).toEqual(['44']);
    expect(codesToCascader('440000', '310100')).toEqual(['44']);
  });
});
