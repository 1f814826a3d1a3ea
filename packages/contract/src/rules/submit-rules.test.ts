import { describe, expect, it } from 'vitest';
import { compareRegistry, REGISTRY_SUBMIT_BLOCKED, type RegistryError } from './registry-compare.js';
import {
  auditConfirmText,
  certConfirmText,
  checkAuditSubmit,
  checkCertSubmit,
  SubmitMsg,
  textDepartsFromTemplate,
} from './submit-rules.js';

const onlyCase: RegistryError = { field: 'socialCredit', kind: 'onlyCase', message: '和来单大小写不一致' };
const mismatch: RegistryError = { field: 'companyName', kind: 'mismatch', message: '和来单不一致' };

describe('certification submit, types 1 and 2', () => {
  it.each([1, 2])('type %i failure needs a reason code, then a content', (orderType) => {
    expect(checkCertSubmit({ orderType, result: 20, code: '', text: '无法联系' })).toEqual({
      ok: false,
      message: SubmitMsg.chooseFailReason,
    });
    expect(checkCertSubmit({ orderType, result: 20, code: 'AR0101', text: '  ' })).toEqual({ ok: false, message: '请输入失败原因的内容' });
    expect(checkCertSubmit({ orderType, result: 20, code: 'AR0101', text: '法人电话空号' })).toEqual({ ok: true, warning: null });
  });

  it('success is refused once a failure reason is chosen', () => {
    expect(checkCertSubmit({ orderType: 1, result: 10, code: 'AR0101', text: '' })).toEqual({
      ok: false,
      message: '选择失败原因后，不能提交为成功',
    });
  });

  it('success is blocked by registry errors', () => {
    const v = checkCertSubmit({ orderType: 1, result: 10, code: '', text: '', registryErrors: [mismatch] });
    expect(v).toEqual({ ok: false, message: '档案信息不一致，请检查！不可提交。' });
    expect(checkCertSubmit({ orderType: 2, result: 10, code: '', text: '', registryErrors: [onlyCase, mismatch] })).toEqual({
      ok: false,
      message: REGISTRY_SUBMIT_BLOCKED,
    });
  });

  it('a case-only credit-code difference passes with a warning', () => {
    expect(checkCertSubmit({ orderType: 1, result: 10, code: '', text: '', registryErrors: [onlyCase] })).toEqual({
      ok: true,
      warning: '和来单大小写不一致',
    });
  });

  it('no registry errors: success passes without warning', () => {
    expect(checkCertSubmit({ orderType: 1, result: 10, code: '', text: '核实通过', registryErrors: [] })).toEqual({
      ok: true,
      warning: null,
    });
  });

  it('works with the real comparison', () => {
    const registry = {
      companyName: '杭州示例科技有限公司',
      socialCredit: '91330100ma27xyz12q',
      province: '浙江省',
      city: '杭州市',
      licenseEnd: '5000-01-01',
      operatingName: '存续',
      simpleLogout: '否',
    };
    const { errors } = compareRegistry(
      registry,
      { companyName: '杭州示例科技有限公司', socialCredit: '91330100MA27XYZ12Q' },
      new Date('2026-05-01'),
    );
    expect(checkCertSubmit({ orderType: 1, result: 10, code: '', text: '', registryErrors: errors })).toMatchObject({
      ok: true,
      warning: expect.stringContaining('大小写'),
    });
  });
});

describe('certification submit, types 3 to 8', () => {
  it.each([3, 4])('type %i: failure refused while the success text is filled', (orderType) => {
    expect(checkCertSubmit({ orderType, result: 20, code: 'AR01', text: '不符', otherText: '在职' })).toEqual({
      ok: false,
      message: '成功原因非空, 不能提交失败',
    });
  });
  it.each([3, 4])('type %i: success refused while the failure text is filled', (orderType) => {
    expect(checkCertSubmit({ orderType, result: 10, code: '', text: '在职', otherText: '不符' })).toEqual({
      ok: false,
      message: '失败原因非空, 不能提交成功',
    });
  });
  it('the cross-text rules are for types 3 and 4 only', () => {
    expect(checkCertSubmit({ orderType: 6, result: 20, code: 'AR01', text: '证书不符', otherText: '通过' })).toEqual({
      ok: true,
      warning: null,
    });
  });
  it('failure needs code and text', () => {
    expect(checkCertSubmit({ orderType: 4, result: 20, code: '', text: 'x', otherText: '' })).toEqual({
      ok: false,
      message: SubmitMsg.chooseFailReason,
    });
    expect(checkCertSubmit({ orderType: 4, result: 20, code: 'AR01', text: '', otherText: '' })).toEqual({
      ok: false,
      message: SubmitMsg.failContent,
    });
  });
  it('types 5 to 8 need the success code (sent as rejectCode); 3 and 4 do not', () => {
    for (const orderType of [5, 6, 7, 8]) {
      expect(checkCertSubmit({ orderType, result: 10, code: '', text: '证书真实' })).toEqual({
        ok: false,
        message: SubmitMsg.chooseSuccessReason,
      });
      expect(checkCertSubmit({ orderType, result: 10, code: 'AS01', text: '证书真实' })).toEqual({ ok: true, warning: null });
    }
    expect(checkCertSubmit({ orderType: 3, result: 10, code: '', text: '在职' })).toEqual({ ok: true, warning: null });
  });
  it('success needs a text', () => {
    expect(checkCertSubmit({ orderType: 3, result: 10, code: '', text: ' ' })).toEqual({ ok: false, message: SubmitMsg.successContent });
  });
});

describe('review submit', () => {
  it('failure needs a code and a text; success needs neither', () => {
    expect(checkAuditSubmit({ result: 20, code: '', text: 'x' })).toEqual({ ok: false, message: SubmitMsg.auditChooseReason });
    expect(checkAuditSubmit({ result: 20, code: 'AU01', text: '' })).toEqual({ ok: false, message: SubmitMsg.auditContent });
    expect(checkAuditSubmit({ result: 20, code: 'AU01', text: '材料不全' })).toEqual({ ok: true, warning: null });
    expect(checkAuditSubmit({ result: 10, code: '', text: '' })).toEqual({ ok: true, warning: null });
  });
});

describe('template, confirmations, media', () => {
  it('text departing from the template clears the nodes; additions after it do not', () => {
    expect(textDepartsFromTemplate('法人电话空号', '法人电话空号')).toBe(false);
    expect(textDepartsFromTemplate('法人电话空号，已换号核实', '法人电话空号')).toBe(false);
    expect(textDepartsFromTemplate('法人电话', '法人电话空号')).toBe(true);
    expect(textDepartsFromTemplate('anything', '')).toBe(false);
  });
  it('confirmations', () => {
    expect(certConfirmText(10)).toBe('是否确认认证成功');
    expect(certConfirmText(20)).toBe('是否确认认证失败');
    expect(auditConfirmText(10)).toBe('是否确认审核成功');
    expect(auditConfirmText(20)).toBe('是否确认审核失败');
  });
});
