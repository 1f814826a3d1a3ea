import { describe, expect, it } from 'vitest';
import { FOUR_ELEMENT_MISMATCH, type FourElements, fourElementMismatch } from './four-element.js';

const SENT: FourElements = {
  enterpriseName: '某某科技（北京）有限公司',
  enterpriseNo: '91110000100006485K',
  legalName: '张三',
  legalIdCard: '11010519491231002X',
};

describe('fourElementMismatch', () => {
  it('marks nothing when all four agree', () => {
    expect(fourElementMismatch(SENT, { ...SENT })).toEqual({});
  });

  it('tolerates brackets, spaces and case where they carry no meaning', () => {
    const found = {
      enterpriseName: '某某科技(北京)有限公司',
      enterpriseNo: ' 91110000100006485k',
      legalName: '张 三',
      legalIdCard: '11010519491231002x',
    };
    expect(fourElementMismatch(SENT, found)).toEqual({});
  });

  it.each([
    ['enterpriseName', '某某网络（北京）有限公司'],
    ['enterpriseNo', '91350100M000100Y43'],
    ['legalName', '李四'],
    ['legalIdCard', '440524188001010014'],
  ] as const)('marks only %s when it differs', (field, value) => {
    expect(fourElementMismatch(SENT, { ...SENT, [field]: value })).toEqual({ [field]: '不一致' });
  });

  it('marks a value the provider did not return', () => {
    expect(fourElementMismatch(SENT, { ...SENT, legalIdCard: null, legalName: '' })).toEqual({
      legalIdCard: '不一致',
      legalName: '不一致',
    });
  });

  it('marks every field when all differ', () => {
    const other: FourElements = { enterpriseName: '甲', enterpriseNo: '乙', legalName: '丙', legalIdCard: '丁' };
    expect(Object.keys(fourElementMismatch(SENT, other))).toHaveLength(4);
    expect(FOUR_ELEMENT_MISMATCH).toBe('不一致');
  });
});
