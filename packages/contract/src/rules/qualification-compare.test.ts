import { describe, expect, it } from 'vitest';
import { compareQualification, QUALIFICATION_MISMATCH, type QualificationRecord } from './qualification-compare.js';

const VERIFIED: QualificationRecord = { name: '张三', idCard: '11010519491231002X', title: '电工（高级）', skillType: '三级' };

describe('compareQualification', () => {
  it('finds nothing when everything matches', () => {
    expect(compareQualification(VERIFIED, { ...VERIFIED })).toEqual({ flags: {}, errors: [] });
  });

  it('ignores width, whitespace and the case of x', () => {
    const incoming = { name: ' 张 三 ', idCard: '11010519491231002x', title: '电工(高级)', skillType: '三级' };
    expect(compareQualification(VERIFIED, incoming).errors).toEqual([]);
  });

  it('gives each empty field its own message', () => {
    const empty: QualificationRecord = { name: '', idCard: null, title: '  ', skillType: null };
    expect(compareQualification(empty, VERIFIED).flags).toEqual({
      name: '名字不能为空',
      idCard: '身份证号码不能为空',
      title: '该名称不能为空',
      skillType: '技能类型不能为空',
    });
    expect(compareQualification(empty, VERIFIED).errors.every((e) => e.kind === 'empty')).toBe(true);
  });

  it('flags each field that differs from the incoming order', () => {
    const incoming = { name: '李四', idCard: '440524188001010014', title: '焊工', skillType: '二级' };
    const result = compareQualification(VERIFIED, incoming);
    expect(result.flags).toEqual({
      name: QUALIFICATION_MISMATCH,
      idCard: QUALIFICATION_MISMATCH,
      title: QUALIFICATION_MISMATCH,
      skillType: QUALIFICATION_MISMATCH,
    });
    expect(result.errors.map((e) => e.kind)).toEqual(['mismatch', 'mismatch', 'mismatch', 'mismatch']);
    expect(QUALIFICATION_MISMATCH).toBe('和来单信息不一致');
  });

  it('does not compare a field the incoming order lacks', () => {
    expect(compareQualification(VERIFIED, { name: '张三', skillType: null }).errors).toEqual([]);
  });

  it('checks only the fields of the order type', () => {
    const honour: QualificationRecord = { name: '张三', idCard: '11010519491231002X', title: '劳动模范', skillType: null };
    expect(compareQualification(honour, { title: '劳动模范' }, ['name', 'idCard', 'title']).errors).toEqual([]);
    expect(compareQualification(honour, { title: '劳动模范' }).flags).toEqual({ skillType: '技能类型不能为空' });
  });
});
