import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/test-app.js';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Db } from '../../platform/db/client.js';
import { roles } from '../roles/roles.schema.js';
import { users } from '../users/users.schema.js';
import { businessGroupMembers, businessGroups } from './orders.schema.js';

/** Test helper: the AuthUser of a demo account, as the session hook would build it. */
export async function authUserOf(db: Db, account: string): Promise<AuthUser> {
  const [row] = await db
    .select({ u: users, r: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.account, account));
  if (!row) throw new Error(`no user ${account}`);
  return {
    id: row.u.id,
    account: row.u.account,
    nickName: row.u.nickName,
    roleId: row.r.id,
    roleType: row.r.roleType,
    roleTypes: [row.r.roleType],
    routeIds: row.r.routeList,
    sessionId: 0,
    mustChangePassword: false,
  };
}

/** Test helper: a business group with members. */
export async function insertGroup(db: Db, name: string, roleType: number, orderTypes: number[], uids: number[]) {
  const [g] = await db.insert(businessGroups).values({ name, roleType, orderTypes }).returning();
  if (!g) throw new Error('group insert failed');
  if (uids.length) await db.insert(businessGroupMembers).values(uids.map((uid) => ({ groupId: g.id, uid })));
  return g;
}

const STAFF = ['admin', 'manager', 'cert01', 'cert02', 'audit01'] as const;
export type StaffAccount = (typeof STAFF)[number];

/**
 * The set-up the order tests share: an app whose queue workers stay off (the tests drive dispatch
 * and transitions themselves) and the demo staff, both as AuthUsers and as plain ids.
 */
export async function orderTestApp() {
  const t = await createTestApp({ queueWorkers: false });
  const users = await Promise.all(STAFF.map((account) => authUserOf(t.ctx.db, account)));
  const staff = Object.fromEntries(STAFF.map((account, i) => [account, users[i]!])) as Record<StaffAccount, AuthUser>;
  const ids = Object.fromEntries(STAFF.map((account, i) => [account, users[i]!.id])) as Record<StaffAccount, number>;
  return { t, staff, ids };
}
