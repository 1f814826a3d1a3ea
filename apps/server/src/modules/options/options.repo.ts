import type { Option } from '@certdesk/contract';
import { and, asc, eq, exists, isNull, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { roles } from '../roles/roles.schema.js';
import { userRoles, users } from '../users/users.schema.js';

const active = and(eq(users.disabled, false), isNull(users.deletedAt));

/** Active users holding the role type, as primary role or as a further role (D5). */
export async function usersByRoleType(db: Db, roleType: number): Promise<Option[]> {
  const further = db
    .select({ one: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, users.id), eq(roles.roleType, roleType)));
  return db
    .select({ key: users.id, name: users.nickName })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(active, or(eq(roles.roleType, roleType), exists(further))))
    .orderBy(asc(users.id));
}

/** Every active user. */
export async function activeUsers(db: Db): Promise<Option[]> {
  return db.select({ key: users.id, name: users.nickName }).from(users).where(active).orderBy(asc(users.id));
}

/** Every role. */
export async function roleOptions(db: Db): Promise<Option[]> {
  return db.select({ key: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.id));
}
