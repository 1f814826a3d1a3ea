import { isMenuId, type RoleRow, type SaveRoleRequest } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { type Actor, recordAudit } from '../admin-audit/admin-audit.service.js';
import { assertMayTouchRoleType } from '../manage-users/manage-users.service.js';
import {
  allRoleOptions,
  deleteRoleRow,
  insertRole,
  roleById,
  roleHolderCount,
  roleHolders,
  roleNameTaken,
  rolePage,
  updateRole,
} from './roles-admin.repo.js';

/** Live users holding each role, as primary or further role, counted once each. */
async function userCounts(ctx: AppContext, roleIds: number[]): Promise<Map<number, number>> {
  if (roleIds.length === 0) return new Map();
  const [primary, further] = await roleHolders(ctx.db, roleIds);
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
  const { rows, total } = await rolePage(ctx.db, q);
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
  return allRoleOptions(ctx.db);
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
    if (await roleNameTaken(tx, input.name, input.id)) throw conflict(`角色名称 ${input.name} 已存在`);
    if (!input.id) {
      const row = await insertRole(tx, values);
      if (!row) throw notFound();
      await recordAudit(tx, actor, { entity: 'role', entityId: row.id, action: 'create', after: values });
      return row.id;
    }
    const before = await roleById(tx, input.id);
    if (!before) throw notFound('角色不存在');
    assertMayTouchRoleType(actor, [before.roleType]);
    if (before.roleType === 0 && input.roleType !== 0 && actor.user.roleId === before.id) {
      throw badRequest('不能修改自己所属超级管理员角色的类型');
    }
    await updateRole(tx, input.id, values);
    await recordAudit(tx, actor, { entity: 'role', entityId: input.id, action: 'update', before, after: values });
    return input.id;
  });
}

/** Deletes a role nobody holds (deactivated users included, since their history names the role). */
export async function deleteRole(ctx: AppContext, actor: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const role = await roleById(tx, id);
    if (!role) throw notFound('角色不存在');
    assertMayTouchRoleType(actor, [role.roleType]);
    const held = await roleHolderCount(tx, id);
    if (held > 0) throw conflict(`角色“${role.name}”下还有 ${held} 个用户，不能删除，请先调整这些用户的角色`);
    await deleteRoleRow(tx, id);
    await recordAudit(tx, actor, { entity: 'role', entityId: id, action: 'delete', before: role });
  });
}
