import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { orders } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';
import { shanghaiMonthStart } from './my-stats.service.js';

let t: TestApp;
let cert: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: `/tmp/certdesk-profile-test-${process.pid}` });
  cert = await t.login('cert01');
});
afterAll(async () => t.close());

describe('profile', () => {
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
