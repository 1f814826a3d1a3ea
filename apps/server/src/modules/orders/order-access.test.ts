import { and } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { assertCanActOn, assertOrderVisible, visibleOrdersWhere } from './order-access.js';
import { orders } from './orders.schema.js';
import { insertOrder } from './test-orders.js';
import { authUserOf } from './test-users.js';

let t: TestApp;
const u: Record<string, AuthUser> = {};
let mine: number;
let theirs: number;
let handledBefore: number;
beforeAll(async () => {
  t = await createTestApp({ queueWorkers: false });
  for (const a of ['admin', 'manager', 'cert01', 'cert02', 'audit01', 'viewer']) u[a] = await authUserOf(t.ctx.db, a);
  await t.ctx.db.delete(orders);
  const cert01 = u.cert01?.id ?? 0;
  const cert02 = u.cert02?.id ?? 0;
  mine = (await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: cert01, handlerUids: [cert01] })).id;
  theirs = (await insertOrder(t.ctx.db, { orderStatus: 20, certificationUid: cert02, handlerUids: [cert02] })).id;
  // Reassigned away from cert01: still visible to them as handled before (D4).
  handledBefore = (
    await insertOrder(t.ctx.db, { orderStatus: 30, certificationUid: cert02, handlerUids: [cert01, cert02, u.audit01?.id ?? 0] })
  ).id;
});
afterAll(async () => t.close());

async function visibleIds(user: AuthUser) {
  const rows = await t.ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(visibleOrdersWhere(user)))
    .orderBy(orders.id);
  return rows.map((r) => r.id);
}
const user = (a: string) => u[a] as AuthUser;

describe('order visibility (D4)', () => {
  it('shows every order to roles 0 and 100', async () => {
    expect(await visibleIds(user('admin'))).toEqual([mine, theirs, handledBefore]);
    expect(await visibleIds(user('manager'))).toEqual([mine, theirs, handledBefore]);
    await expect(assertCanActOn(t.ctx, user('manager'), theirs)).resolves.toMatchObject({ id: theirs });
  });

  it('shows certifiers and auditors the orders they handle or handled', async () => {
    expect(await visibleIds(user('cert01'))).toEqual([mine, handledBefore]);
    expect(await visibleIds(user('cert02'))).toEqual([theirs, handledBefore]);
    expect(await visibleIds(user('audit01'))).toEqual([handledBefore]);
    await expect(assertOrderVisible(t.ctx, user('cert01'), theirs)).rejects.toThrow('未找到订单');
    await expect(assertCanActOn(t.ctx, user('cert01'), mine)).resolves.toMatchObject({ id: mine });
  });

  it('shows a custom role with the order screens everything, read only', async () => {
    expect(await visibleIds(user('viewer'))).toEqual([mine, theirs, handledBefore]);
    await expect(assertOrderVisible(t.ctx, user('viewer'), theirs)).resolves.toMatchObject({ id: theirs });
    await expect(assertCanActOn(t.ctx, user('viewer'), theirs)).rejects.toThrow('当前角色只能查看订单，不能修改');
  });

  it('shows a custom role without the order screens nothing', async () => {
    const blind = { ...user('viewer'), routeIds: [81000] };
    expect(await visibleIds(blind)).toEqual([]);
    await expect(assertOrderVisible(t.ctx, blind, mine)).rejects.toThrow('未找到订单');
  });

  it('answers an unknown order like an invisible one', async () => {
    await expect(assertOrderVisible(t.ctx, user('admin'), 987_654)).rejects.toThrow('未找到订单');
  });
});
