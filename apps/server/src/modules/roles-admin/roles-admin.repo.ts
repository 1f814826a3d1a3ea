import { and, asc, count, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { takenByOther } from '../../platform/db/taken.js';
import { roles } from '../roles/roles.schema.js';
import { userRoles, users } from '../users/users.schema.js';

type RoleValues = Pick<typeof roles.$inferInsert, 'name' | 'description' | 'roleType' | 'routeList'>;

/** A page of roles by id, filtered by name and type. */
export function rolePage(db: Db, q: { name?: string; roleType?: number; pageNum: number; pageSize: number }) {
  const where: SQL[] = [];
  if (q.name) where.push(ilike(roles.name, likeContains(q.name)));
  if (q.roleType !== undefined) where.push(eq(roles.roleType, q.roleType));
  return readTablePage(db, roles, where.length ? and(...where) : undefined, [asc(roles.id)], q);
}

/**
 * Live holders of these roles, as primary role and as further role (a user may be in both lists).
 * Two queries on purpose: a correlated count in the role select was rendered by drizzle with the
 * outer `roles.id` unqualified (a single-table select drops table names), so it bound to the
 * inner `users.id` and every role read the same number (issue 19).
 */
export function roleHolders(db: Db, roleIds: number[]) {
  return Promise.all([
    db
      .select({ roleId: users.roleId, userId: users.id })
      .from(users)
      .where(and(isNull(users.deletedAt), inArray(users.roleId, roleIds))),
    db
      .select({ roleId: userRoles.roleId, userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(isNull(users.deletedAt), inArray(userRoles.roleId, roleIds))),
  ]);
}

/** Every role by id, for pickers. */
export function allRoleOptions(db: Db) {
  return db.select({ id: roles.id, name: roles.name, roleType: roles.roleType }).from(roles).orderBy(asc(roles.id));
}

/** Whether another role (not `exceptId`) has this name. */
export const roleNameTaken = (db: Db, name: string, exceptId?: number) => takenByOther(db, roles, roles.name, name, exceptId);

/** A role by id. */
export async function roleById(db: Db, id: number) {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

/** Adds a role. */
export async function insertRole(db: Db, values: RoleValues) {
  const [row] = await db.insert(roles).values(values).returning();
  return row;
}

/** Rewrites a role and stamps the edit. */
export async function updateRole(db: Db, id: number, values: RoleValues) {
  await db
    .update(roles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(roles.id, id));
}

/** How many users, deactivated ones included, hold the role as primary or further role. */
export async function roleHolderCount(db: Db, id: number) {
  const [held] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(or(eq(users.roleId, id), eq(userRoles.roleId, id)));
  return held?.n ?? 0;
}

/** Deletes a role. */
export async function deleteRoleRow(db: Db, id: number) {
  await db.delete(roles).where(eq(roles.id, id));
}
