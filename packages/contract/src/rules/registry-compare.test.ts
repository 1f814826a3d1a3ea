import { describe, expect, it } from 'vitest';
import {
  compareRegistry,
  type IncomingOrder,
  REGISTRY_SUBMIT_BLOCKED,
  type RegistryRecord,
  registrySubmitCheck,
} from './registry-compare.js';

const EXPIRY = new Date('2026-10-15T15:59:59.999Z');
const CLEAN: RegistryRecord = {
  companyName: '福州某某科技有限公司',
  socialCredit: '91350100M000100Y43',
  province: '福建省',
  city: '福州市',
  licenseEnd: '2040-12-31',
  operatingName: '存续（在营、开业、在册）',
  simpleLogout: '否',
};
const INCOMING: IncomingOrder = { companyName: '福州某某科技有限公司', socialCredit: '91350100M000100Y43' };

describe('compareRegistry', () => {
  it('finds nothing on a matching, active record', () => {
    expect(compareRegistry(CLEAN, INCOMING, EXPIRY)).toEqual({ flags: {}, errors: [] });
  });

  it('shows 永续经营 as information, not as an error', () => {
    const result = compareRegistry({ ...CLEAN, licenseEnd: '5000-01-01' }, INCOMING, EXPIRY);
    expect(result.flags).toEqual({ licenseEnd: '永续经营' });
    expect(result.errors).toEqual([]);
  });

  it('reports every flag with its kind', () => {
    const record: RegistryRecord = {
      companyName: '厦门某某科技有限公司',
      socialCredit: '91110000100006485K',
      province: '',
      city: null,
      licenseEnd: '2026-11-01',
      operatingName: '注销',
      simpleLogout: '是',
    };
    const result = compareRegistry(record, INCOMING, EXPIRY);
    expect(result.flags).toEqual({
      companyName: '和来单不一致',
      socialCredit: '和来单不一致',
      province: '内容不能为空',
      city: '内容不能为空',
      licenseEnd: '证照即将过期',
      operatingName: '非存续',
      simpleLogout: '疑似注销',
    });
    expect(result.errors.map((e) => [e.field, e.kind])).toEqual([
      ['companyName', 'mismatch'],
      ['socialCredit', 'mismatch'],
      ['province', 'empty'],
      ['city', 'empty'],
      ['licenseEnd', 'expiring'],
      ['operatingName', 'notActive'],
      ['simpleLogout', 'suspectedLogout'],
    ]);
  });

  it('marks a case-only credit code difference as onlyCase', () => {
    const result = compareRegistry(CLEAN, { ...INCOMING, socialCredit: '91350100m000100y43' }, EXPIRY);
    expect(result.errors).toEqual([{ field: 'socialCredit', kind: 'onlyCase', message: '和来单大小写不一致' }]);
  });

  it('skips the licence check without an order expiry', () => {
    expect(compareRegistry({ ...CLEAN, licenseEnd: '2020-01-01' }, INCOMING, null).errors).toEqual([]);
  });
});

describe('registrySubmitCheck', () => {
  it('allows a clean record', () => {
    expect(registrySubmitCheck([])).toEqual({ allowed: true, warning: null });
  });

  it('allows a case-only credit code difference with a warning', () => {
    const { errors } = compareRegistry(CLEAN, { ...INCOMING, socialCredit: '91350100m000100Y43' }, EXPIRY);
    expect(registrySubmitCheck(errors)).toEqual({ allowed: true, warning: '和来单大小写不一致' });
  });

  it('refuses any other error', () => {
    const { errors } = compareRegistry({ ...CLEAN, simpleLogout: '是' }, INCOMING, EXPIRY);
    expect(registrySubmitCheck(errors)).toEqual({ allowed: false, message: REGISTRY_SUBMIT_BLOCKED });
    expect(REGISTRY_SUBMIT_BLOCKED).toBe('档案信息不一致，请检查！不可提交。');
  });

  it('refuses a case-only difference together with another error', () => {
    const { errors } = compareRegistry({ ...CLEAN, city: '' }, { ...INCOMING, socialCredit: '91350100m000100y43' }, EXPIRY);
    expect(errors).toHaveLength(2);
    expect(registrySubmitCheck(errors).allowed).toBe(false);
  });
});
