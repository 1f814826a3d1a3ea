import type { UserDetail, UserRow } from '@certdesk/contract';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { readPage, totalColumn } from '../../platform/db/paging.js';
import { notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { orders } from '../orders/orders.schema.js';
import { roles } from '../roles/roles.schema.js';
import { userRoles, users } from '../users/users.schema.js';

/** One page of live (not deactivated) users with their role; never any credential. */
export async function findUsers(db: Db, q: { account?: string; nickName?: string; roleId?: number; pageNum: number; pageSize: number }) {
  const where: SQL[] = [isNull(users.deletedAt)];
  if (q.account) where.push(ilike(users.account, likeContains(q.account)));
  if (q.nickName) where.push(ilike(users.nickName, likeContains(q.nickName)));
  if (q.roleId !== undefined) where.push(eq(users.roleId, q.roleId));
  const cond = and(...where);
  // Every user has a role (role_id is a NOT NULL reference): the join changes no total.
  const { rows, total } = await readPage(q, (limit, offset) =>
    db
      .select({ user: users, roleName: roles.name, roleType: roles.roleType, pageTotal: totalColumn() })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(cond)
      .orderBy(asc(users.id))
      .limit(limit)
      .offset(offset),
  );
  const result: UserRow[] = rows.map(({ user: u, roleName, roleType }) => ({
    id: u.id,
    account: u.account,
    nickName: u.nickName,
    roleId: u.roleId,
    roleName,
    roleType,
    entId: u.seatConfig?.entId ?? '',
    agentId: u.seatConfig?.agentId ?? '',
    agentDn: u.seatConfig?.agentDn ?? '',
    seatNumber: u.seatConfig?.seatNumber ?? '',
    email: u.emailConfig?.account ?? u.email,
    disabled: u.disabled,
    disabledDispatch: u.disabledDispatch,
    createAt: formatShanghai(u.createdAt),
  }));
  return { result, total };
}

/** A live user with its primary role and further roles; not found for deactivated users. */
export async function loadUser(db: Db, id: number) {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!row) throw notFound('用户不存在');
  const extra = await db
    .select({ id: roles.id, roleType: roles.roleType })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id));
  const roleTypes = [...new Set([row.role.roleType, ...extra.map((r) => r.roleType)])];
  return { ...row, extraRoleIds: extra.map((r) => r.id), roleTypes };
}

/** The account settings view: passwords only as "is set" (D9). */
export function toDetail(loaded: Awaited<ReturnType<typeof loadUser>>): UserDetail {
  const { user: u, role } = loaded;
  return {
    id: u.id,
    account: u.account,
    nickName: u.nickName,
    roleId: u.roleId,
    rolePo: { id: role.id, name: role.name, roleType: role.roleType },
    roles: loaded.extraRoleIds,
    roleTypes: loaded.roleTypes,
    seatInfoConfig: u.seatConfig
      ? {
          entId: u.seatConfig.entId,
          agentId: u.seatConfig.agentId,
          agentDn: u.seatConfig.agentDn,
          seatNumber: u.seatConfig.seatNumber,
          hasPassword: Boolean(u.seatConfig.passwordEnc),
        }
      : null,
    emailConfig: u.emailConfig ? { account: u.emailConfig.account, hasPassword: Boolean(u.emailConfig.passwordEnc) } : null,
    disabled: u.disabled,
    disabledDispatch: u.disabledDispatch,
  };
}

/** The audit view of a user row: no hash, no ciphertext. */
export function auditView(u: typeof users.$inferSelect) {
  return {
    account: u.account,
    nickName: u.nickName,
    roleId: u.roleId,
    disabled: u.disabled,
    disabledDispatch: u.disabledDispatch,
    seat: u.seatConfig ? { ...u.seatConfig, passwordEnc: undefined } : null,
    email: u.emailConfig ? { account: u.emailConfig.account } : null,
  };
}

/** The roles of these ids (those that exist). */
export function rolesByIds(db: Db, ids: number[]) {
  return db.select().from(roles).where(inArray(roles.id, ids));
}

/** Whether an account name is taken, whatever its case. */
export async function accountTaken(db: Db, account: string) {
  const [dup] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.account}) = lower(${account})`);
  return dup !== undefined;
}

/** Adds a user; answers the row. */
export async function insertUser(db: Db, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

/** Changes columns of a user and stamps the edit; answers the row. */
export async function updateUserRow(db: Db, uid: number, set: Partial<typeof users.$inferInsert>) {
  const [row] = await db
    .update(users)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(users.id, uid))
    .returning();
  return row;
}

/** Erases a user (fails on a foreign key when anything refers to them). */
export async function deleteUserRow(db: Db, uid: number) {
  await db.delete(users).where(eq(users.id, uid));
}

/** Whether the user certified, reviewed or handled any order. */
export async function handledAnyOrder(db: Db, uid: number) {
  const [handled] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.certificationUid, uid), eq(orders.auditUid, uid), sql`${uid} = any(${orders.handlerUids})`))
    .limit(1);
  return handled !== undefined;
}

/** Replaces the further roles of a user (D5). */
export async function replaceExtraRoles(db: Db, uid: number, roleIds: number[]) {
  await db.delete(userRoles).where(eq(userRoles.userId, uid));
  if (roleIds.length) await db.insert(userRoles).values(roleIds.map((roleId) => ({ userId: uid, roleId })));
}
