import { isMenuId, type RoleRow, type SaveRoleRequest } from '@certdesk/contract';
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { type Actor, recordAudit } from '../admin-audit/admin-audit.service.js';
import { assertMayTouchRoleType } from '../manage-users/manage-users.service.js';
import { roles } from '../roles/roles.schema.js';
import { userRoles, users } from '../users/users.schema.js';

/**
 * Live users holding each role, as primary or further role, counted once each. A separate query
 * on purpose: a correlated count in the role select was rendered by drizzle with the outer
 * `roles.id` unqualified (a single-table select drops table names), so it bound to the inner
 * `users.id` and every role read the same number (issue 19).
 */
async function userCounts(ctx: AppContext, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const [primary, further] = await Promise.all([
    ctx.db
      .select({ roleId: users.roleId, userId: users.id })
      .from(users)
      .where(and(isNull(users.deletedAt), inArray(users.roleId, roleIds))),
    ctx.db
      .select({ roleId: userRoles.roleId, userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(isNull(users.deletedAt), inArray(userRoles.roleId, roleIds))),
  ]);
  const holders = new Map<number, Set<number>>();
  for (const { roleId, userId } of [...primary, ...further]) {
    const set = holders.get(roleId) ?? new Set<number>();
    set.add(userId);
    holders.set(roleId, set);
  }
  return new Map([...holders].map(([id, set]) => [id, set.size]));
}

/** One page of roles with the number of users holding each. */
export async function listRoles(ctx: AppContext, q: { name?: string; roleType?: number; pageNum: number; pageSize: number }) {
  const where: SQL[] = [];
  if (q.name) where.push(ilike(roles.name, likeContains(q.name)));
  if (q.roleType !== undefined) where.push(eq(roles.roleType, q.roleType));
  const cond = where.length ? and(...where) : undefined;
  const { rows, total } = await readTablePage(ctx.db, roles, cond, [asc(roles.id)], q);
  const counts = await userCounts(
    ctx,
    rows.map((r) => r.id),
  );
  const result: RoleRow[] = rows.map((role) => ({
    id: role.id,
    name: role.name,
    description: role.description,
    roleType: role.roleType,
    routeList: role.routeList,
    userCount: counts.get(role.id) ?? 0,
    createAt: formatShanghai(role.createdAt),
  }));
  return { result, total };
}

/** Every role, for pickers. */
export async function roleOptions(ctx: AppContext) {
  return ctx.db.select({ id: roles.id, name: roles.name, roleType: roles.roleType }).from(roles).orderBy(asc(roles.id));
}

/** Adds or edits a role; names are unique, route ids must be menu ids. */
export async function saveRole(ctx: AppContext, actor: Actor, input: SaveRoleRequest) {
  const unknown = input.routeList.filter((id) => !isMenuId(id));
  if (unknown.length) throw badRequest(`菜单不存在：${unknown.join('、')}`);
  assertMayTouchRoleType(actor, [input.roleType]);
  const values = {
    name: input.name,
    description: input.description,
    roleType: input.roleType,
    routeList: [...new Set(input.routeList)].sort((a, b) => a - b),
  };
  return ctx.db.transaction(async (tx) => {
    const [dup] = await tx
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.name, input.name), input.id ? ne(roles.id, input.id) : undefined));
    if (dup) throw conflict(`角色名称 ${input.name} 已存在`);
    if (!input.id) {
      const [row] = await tx.insert(roles).values(values).returning();
      if (!row) throw notFound();
      await recordAudit(tx, actor, { entity: 'role', entityId: row.id, action: 'create', after: values });
      return row.id;
    }
    const [before] = await tx.select().from(roles).where(eq(roles.id, input.id));
    if (!before) throw notFound('角色不存在');
    assertMayTouchRoleType(actor, [before.roleType]);
    if (before.roleType === 0 && input.roleType !== 0 && actor.user.roleId === before.id) {
      throw badRequest('不能修改自己所属超级管理员角色的类型');
    }
    await tx
      .update(roles)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(roles.id, input.id));
    await recordAudit(tx, actor, { entity: 'role', entityId: input.id, action: 'update', before, after: values });
    return input.id;
  });
}

/** Deletes a role nobody holds (deactivated users included, since their history names the role). */
export async function deleteRole(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const [role] = await tx.select().from(roles).where(eq(roles.id, id));
    if (!role) throw notFound('角色不存在');
    assertMayTouchRoleType(actor, [role.roleType]);
    const [held] = await tx
      .select({ n: count() })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .where(or(eq(users.roleId, id), eq(userRoles.roleId, id)));
    if ((held?.n ?? 0) > 0) throw conflict(`角色“${role.name}”下还有 ${held?.n} 个用户，不能删除，请先调整这些用户的角色`);
    await tx.delete(roles).where(eq(roles.id, id));
    await recordAudit(tx, actor, { entity: 'role', entityId: id, action: 'delete', before: role });
  });
}
