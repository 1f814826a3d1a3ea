import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedEvidenceImages } from './evidence-images.seed.js';
import { orders } from './orders.schema.js';
import { insertOrder } from './test-orders.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

describe('demo evidence images', () => {
  it('replaces unreachable partner file URLs with stored PNGs that the detail signs and serves', async () => {
    const o = await insertOrder(t.ctx.db, {
      orderType: 5,
      licenseUrl: 'https://files.partner.example/license/X1.jpg',
      authorizationLetter: 'https://files.partner.example/auth/X1.pdf',
      certFileUrl: ['https://files.partner.example/cert/X1-1.jpg'],
    });
    const kept = await insertOrder(t.ctx.db, { licenseUrl: '/files/datum/u1/20260101/own.png' });
    await seedEvidenceImages(t.ctx);
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.licenseUrl).toMatch(/^\/files\/demo\/evidence\/license-\d\.png$/);
    expect(row!.authorizationLetter).toMatch(/^\/files\/demo\/evidence\/authorization-\d\.png$/);
    expect(row!.certFileUrl).toEqual([expect.stringMatching(/^\/files\/demo\/evidence\/certificate-\d\.png$/)]);
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, kept.id)))[0]!.licenseUrl).toBe('/files/datum/u1/20260101/own.png');

    const admin = await t.login('admin');
    const detail = await t.call<{ orderIncomeInfoVo: { licenseUrl: string; certFileUrl: string[] } }>(
      'GET',
      `/api/order/detail/${o.id}`,
      admin,
    );
    expect(detail.code).toBe('0000');
    const link = detail.data.orderIncomeInfoVo.licenseUrl;
    expect(link).toMatch(/^\/files\/demo\/evidence\/license-\d\.png\?u=\d+&o=\d+&exp=\d+&sig=/);
    const got = await t.app.inject({ method: 'GET', url: link, headers: { authorization: `Bearer ${admin}` } });
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.subarray(0, 4)).toEqual(PNG_MAGIC);
    expect(detail.data.orderIncomeInfoVo.certFileUrl[0]).toContain('sig=');
  });
});
