import { detailIdParams, fourValidateSchema, saveMajorValueSchema, verifyUserSchema } from '@certdesk/contract';
import { describe, expect, it } from 'vitest';
import { ruleOf } from './zod-rule';

type Validator = (rule: unknown, value: unknown) => Promise<void>;
const check = (schema: Parameters<typeof ruleOf>[0], value: unknown) =>
  (ruleOf(schema) as { validator: Validator }).validator({}, value).then(
    () => null,
    (e: Error) => e.message,
  );

describe('ruleOf', () => {
  it('shows the contract message for a missing, blank or too long value', async () => {
    const name = fourValidateSchema.shape.enterpriseName;
    expect(await check(name, undefined)).toBe('请输入企业名称');
    expect(await check(name, '   ')).toBe('请输入企业名称');
    expect(await check(name, 'x'.repeat(201))).toBe('内容最多200个字符');
    expect(await check(name, '某某科技有限公司')).toBeNull();
  });

  it('runs the refinements the server runs (ID card, length)', async () => {
    expect(await check(fourValidateSchema.shape.legalIdCard, '110101199003070000')).toBe('请输入正确格式的身份证号');
    expect(await check(fourValidateSchema.shape.legalIdCard, '11010519491231002X')).toBeNull();
    expect(await check(verifyUserSchema.shape.idCardNo, '1234')).toBe('请输入正确的18位身份证号码');
  });

  it('marks required fields only', () => {
    expect(ruleOf(saveMajorValueSchema.shape.expertTitle)).toMatchObject({ required: true });
    expect(ruleOf(saveMajorValueSchema.shape.level)).toMatchObject({ required: false });
    expect(ruleOf(detailIdParams.shape.id, { required: false })).toMatchObject({ required: false });
  });
});
