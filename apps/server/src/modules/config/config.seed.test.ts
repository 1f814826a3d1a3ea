import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ipWhitelist } from '../ip-whitelist/ip-whitelist.schema.js';
import { seedConfig } from './config.seed.js';
import { listCalendarExtras } from './data-dic.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedConfig(t.ctx);
});
afterAll(async () => t.close());

describe('demo configuration seed', () => {
  it('fills every configuration screen and leaves the whitelist empty (open)', async () => {
    const admin = await t.login('admin');
    const total = async (url: string, body: object = {}) =>
      (await t.call<{ totalCount: number }>('POST', url, admin, body)).data.totalCount;
    expect(await total('/api/config/dataDic/list')).toBeGreaterThanOrEqual(10);
    expect(await total('/api/config/emailTemplate/list', { type: 'SendEmailTypeDic' })).toBe(3);
    expect(await total('/api/config/msgTemplate/list')).toBe(5);
    expect(await total('/api/config/subtotal/list')).toBe(3);
    expect(await total('/api/config/website/list')).toBe(5);
    expect(await total('/api/config/business/list')).toBe(4);
    expect(await t.ctx.db.select().from(ipWhitelist)).toHaveLength(0);
    expect(await listCalendarExtras(t.ctx)).toEqual({ holidays: ['2026-12-31'], workdays: ['2026-12-26'] });
    const phones = await t.call<{ result: { uname: string }[] }>('POST', '/api/config/business/list', admin, { province: '广东省' });
    expect(phones.data.result[0]!.uname).toBe('王经理');
  });
});
