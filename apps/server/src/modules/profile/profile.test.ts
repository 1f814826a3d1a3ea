import { deflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';
import { shanghaiMonthStart } from './profile.routes.js';

let t: TestApp;
let cert: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: `/tmp/certdesk-profile-test-${process.pid}` });
  cert = await t.login('cert01');
});
afterAll(async () => t.close());

/** A valid grey PNG of the given size. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type), data]);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([len, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = Buffer.alloc((width + 1) * height, 128);
  for (let y = 0; y < height; y++) raw[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('profile', () => {
  it('uploads a cropped square PNG, saves it as the avatar and serves it', async () => {
    const data = `data:image/png;base64,${png(300, 300).toString('base64')}`;
    const up = await t.call<{ url: string }>('POST', '/api/user/avatar', cert, { data });
    expect(up.code).toBe('0000');
    expect(up.data.url).toMatch(/^\/api\/files\/avatar\/[A-Za-z0-9_-]{22}\.png$/);
    const saved = await t.call('POST', '/api/user/update', cert, { avatar: up.data.url });
    expect(saved).toMatchObject({ code: '0000', msg: '修改成功' });
    const info = await t.call<{ avatar: string }>('GET', '/api/user/info', cert);
    expect(info.data.avatar).toBe(up.data.url);
    const file = await t.app.inject({ method: 'GET', url: up.data.url });
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(png(300, 300))).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/files/avatar/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('refuses what is not a square PNG, and foreign avatar addresses', async () => {
    expect((await t.call('POST', '/api/user/avatar', cert, { data: Buffer.from('GIF89a').toString('base64') })).msg).toBe(
      '头像必须是PNG图片',
    );
    expect((await t.call('POST', '/api/user/avatar', cert, { data: png(300, 200).toString('base64') })).msg).toContain('正方形');
    expect((await t.call('POST', '/api/user/update', cert, { avatar: 'javascript:alert(1)' })).msg).toBe('头像地址无效');
    expect((await t.call('POST', '/api/user/avatar', null, { data: 'x' })).code).toBe('-100');
  });

  it('counts the caller own work this month from the orders', async () => {
    const [me] = await t.ctx.db.select().from(users).where(eq(users.account, 'cert01'));
    const now = new Date();
    const lastMonth = new Date(shanghaiMonthStart().getTime() - 86400_000);
    const base = { orderType: 1, expiredDate: now, certificationUid: me!.id };
    await t.ctx.db.insert(orders).values([
      { ...base, openOrderId: 'P-1', orderStatus: 30, completedCerDate: now, certificationResult: 10 },
      { ...base, openOrderId: 'P-2', orderStatus: 30, completedCerDate: now, certificationResult: 20 },
      { ...base, openOrderId: 'P-3', orderStatus: 100, completedCerDate: lastMonth, certificationResult: 10 },
      { ...base, openOrderId: 'P-4', orderStatus: 20 },
    ]);
    const r = await t.call('GET', '/api/user/stats', cert);
    expect(r.data).toMatchObject({ certified: 2, certifiedSuccess: 1, reviewed: 0, pendingCertification: 1, pendingReview: 0 });
  });
});
