import { describe, expect, it } from 'vitest';
import { companyNamesMatch, normalizeCompanyName } from './company-name.js';

describe('companyNamesMatch', () => {
  it.each([
    ['华为技术有限公司', '华为技术有限公司'],
    ['某某科技（北京）有限公司', '某某科技(北京)有限公司'],
    ['某某科技（北京）有限公司', '某某科技北京有限公司'],
    ['某某科技【北京】有限公司', '某某科技(北京)有限公司'],
    ['某某科技［北京］有限公司', '某某科技[北京]有限公司'],
    ['某某 科技 有限公司', '某某科技有限公司'],
    ['某某\u3000科技\t有限公司\n', '某某科技有限公司'],
    ['阿里·巴巴网络有限公司', '阿里巴巴网络有限公司'],
    ['阿里・巴巴网络有限公司', '阿里･巴巴网络有限公司'],
    ['阿里•巴巴网络有限公司', '阿里巴巴网络有限公司'],
    ['ABC.Co有限公司', 'ＡＢＣ．Ｃｏ有限公司'],
    ['第１分公司', '第1分公司'],
    ['', ''],
  ])('%s = %s', (a, b) => {
    expect(companyNamesMatch(a, b)).toBe(true);
    expect(companyNamesMatch(b, a)).toBe(true);
  });

  it.each([
    ['华为技术有限公司', '华为科技有限公司'],
    ['某某科技有限公司', '某某科技有限责任公司'],
    ['abc科技有限公司', 'ABC科技有限公司'], // case is not ignored
    ['某某科技有限公司。', '某某科技有限公司'], // the ideographic full stop is not in the set
    ['某某-科技有限公司', '某某科技有限公司'],
    ['某某科技有限公司', ''],
  ])('%s ≠ %s', (a, b) => {
    expect(companyNamesMatch(a, b)).toBe(false);
  });

  it('treats null and undefined as empty', () => {
    expect(companyNamesMatch(null, undefined)).toBe(true);
    expect(companyNamesMatch(null, ' ')).toBe(true);
    expect(normalizeCompanyName(null)).toBe('');
  });

  it('normalises to the bare name', () => {
    expect(normalizeCompanyName(' 某某（上海）·科技 有限公司 ')).toBe('某某上海科技有限公司');
  });
});
