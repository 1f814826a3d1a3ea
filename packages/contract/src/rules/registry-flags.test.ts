import { describe, expect, it } from 'vitest';
import {
  companyNameFlag,
  creditCodeFlag,
  emptyFlag,
  LICENSE_EXPIRY_THRESHOLD_MS,
  licenseExpiryFlag,
  operatingStatusFlag,
  REGISTRY_FLAGS,
  simpleLogoutFlag,
} from './registry-flags.js';

// End of 15 October 2026 in Shanghai; plus 30 days is the end of 14 November.
const EXPIRY = new Date('2026-10-15T15:59:59.999Z');

describe('emptyFlag', () => {
  it.each([null, undefined, '', '   ', '\u3000'])('flags %j', (value) => {
    expect(emptyFlag(value)).toBe('内容不能为空');
  });
  it('passes a value', () => {
    expect(emptyFlag('北京市')).toBeNull();
  });
});

describe('licenseExpiryFlag', () => {
  it('uses a 30-day threshold', () => {
    expect(LICENSE_EXPIRY_THRESHOLD_MS).toBe(30 * 24 * 3600 * 1000);
  });

  it.each([
    ['2026-11-13', '证照即将过期'],
    ['2026-11-14', null], // ends exactly at expiry + 30 days: not before it
    ['2026-11-15', null],
    ['2030-06-30', null],
    ['2026-10-01', '证照即将过期'], // ends before the order does
    ['2020-01-01', '证照即将过期'], // already expired
    ['2026-11-13 00:00:00', '证照即将过期'],
    ['2026-11-14T00:00:00', null],
    [' 2026-11-13 ', '证照即将过期'],
  ])('licence end %s → %s', (end, flag) => {
    expect(licenseExpiryFlag(end, EXPIRY)).toBe(flag);
  });

  it('reads milliseconds as the Shanghai day they fall on', () => {
    expect(licenseExpiryFlag(new Date('2026-11-13T00:00:00+08:00').getTime(), EXPIRY)).toBe('证照即将过期');
    expect(licenseExpiryFlag(new Date('2026-11-13T23:59:59+08:00').getTime(), EXPIRY.getTime())).toBe('证照即将过期');
    expect(licenseExpiryFlag(new Date('2026-11-14T00:00:00+08:00').getTime(), EXPIRY)).toBeNull();
  });

  it('compares with the expiry to the millisecond', () => {
    // The end of 13 November is before expiry + 30 days by one day; move the expiry instead.
    const endOf13 = new Date('2026-11-13T15:59:59.999Z').getTime();
    expect(licenseExpiryFlag('2026-11-13', endOf13 - LICENSE_EXPIRY_THRESHOLD_MS)).toBeNull();
    expect(licenseExpiryFlag('2026-11-13', endOf13 - LICENSE_EXPIRY_THRESHOLD_MS + 1)).toBe('证照即将过期');
  });

  it.each([
    '5000-01-01',
    '5000-01-01 00:00:00',
    '长期',
    '无固定期限',
    '永久有效',
    Date.UTC(5000, 0, 1),
    new Date('5000-01-01T00:00:00+08:00').getTime(),
  ])('shows 永续经营 for %s', (end) => {
    expect(licenseExpiryFlag(end, EXPIRY)).toBe('永续经营');
    expect(licenseExpiryFlag(end, null)).toBe('永续经营');
  });

  it.each([null, '', 'abc', '2026-02-30', '2026/11/13', Number.NaN])('says nothing for %j', (end) => {
    expect(licenseExpiryFlag(end, EXPIRY)).toBeNull();
  });

  it('says nothing without an order expiry', () => {
    expect(licenseExpiryFlag('2020-01-01', null)).toBeNull();
  });
});

describe('operatingStatusFlag', () => {
  it.each(['存续', '在业', '在营', '在册', '开业', '存续（在营、开业、在册）', '开业/正常'])('accepts %s', (status) => {
    expect(operatingStatusFlag(status)).toBeNull();
  });
  it.each(['注销', '吊销，未注销', '吊销', '迁出', '停业', '', null, undefined])('flags %j as 非存续', (status) => {
    expect(operatingStatusFlag(status)).toBe('非存续');
  });
});

describe('simpleLogoutFlag', () => {
  it('flags 是', () => {
    expect(simpleLogoutFlag('是')).toBe('疑似注销');
    expect(simpleLogoutFlag(' 是 ')).toBe('疑似注销');
  });
  it.each(['否', '', null, undefined, '是否'])('passes %j', (value) => {
    expect(simpleLogoutFlag(value)).toBeNull();
  });
});

describe('companyNameFlag', () => {
  it('ignores brackets, spaces and dots', () => {
    expect(companyNameFlag('某某科技（北京）有限公司', '某某科技(北京) 有限公司')).toBeNull();
  });
  it('flags a different name', () => {
    expect(companyNameFlag('某某科技有限公司', '某某网络有限公司')).toBe('和来单不一致');
    expect(companyNameFlag(null, '某某网络有限公司')).toBe('和来单不一致');
  });
});

describe('creditCodeFlag', () => {
  it('passes equal codes, ignoring surrounding spaces', () => {
    expect(creditCodeFlag('91350100M000100Y43', ' 91350100M000100Y43 ')).toBeNull();
    expect(creditCodeFlag(null, '')).toBeNull();
  });
  it('flags a case-only difference separately', () => {
    expect(creditCodeFlag('91350100M000100Y43', '91350100m000100y43')).toBe('和来单大小写不一致');
  });
  it('flags any other difference', () => {
    expect(creditCodeFlag('91350100M000100Y43', '91110000100006485K')).toBe('和来单不一致');
    expect(creditCodeFlag('91350100M000100Y43', null)).toBe('和来单不一致');
    expect(creditCodeFlag('91350100M000100Y43', '91350100m000100y44')).toBe('和来单不一致');
  });
});

describe('REGISTRY_FLAGS', () => {
  it('keeps the texts of the specification', () => {
    expect(Object.values(REGISTRY_FLAGS)).toEqual([
      '内容不能为空',
      '证照即将过期',
      '永续经营',
      '非存续',
      '疑似注销',
      '和来单不一致',
      '和来单大小写不一致',
    ]);
  });
});
