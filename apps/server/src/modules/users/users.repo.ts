import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { sessions } from '../auth/auth.schema.js';
import { roles } from '../roles/roles.schema.js';
import { userRoles, users } from './users.schema.js';

/** The stored password hash of a user. */
export async function passwordHashOf(db: Db, uid: number): Promise<string | undefined> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, uid));
  return row?.hash;
}

/** Stores a user's new password hash; the first-sign-in change is then done. */
export async function setPasswordHash(db: Db, uid: number, passwordHash: string) {
  await db.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, uid));
}

/** Ends a user's live sessions other than `keepSessionId`, for the reason given. */
export async function endOtherSessions(db: Db, uid: number, keepSessionId: number, endReason: string) {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason })
    .where(and(eq(sessions.userId, uid), ne(sessions.id, keepSessionId), isNull(sessions.endedAt)));
}

/** A user with their primary role. */
export async function userWithRole(db: Db, uid: number) {
  const [row] = await db
    .select({ user: users, role: roles })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, uid))
    .limit(1);
  return row;
}

/** The seat configuration of a live user, if any. */
export async function seatConfigOf(db: Db, uid: number) {
  const [row] = await db
    .select({ seat: users.seatConfig })
    .from(users)
    .where(and(eq(users.id, uid), isNull(users.deletedAt)));
  return row?.seat ?? null;
}

/** Whether some user's avatar is this storage key. */
export async function isSomeonesAvatar(db: Db, key: string) {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.avatar, key)).limit(1);
  return rows.length > 0;
}

/** Stores a user's avatar key ('' for none). */
export async function setAvatar(db: Db, uid: number, key: string) {
  await db.update(users).set({ avatar: key, updatedAt: new Date() }).where(eq(users.id, uid));
}

/** Ids of the active users holding one of these role types, as primary or as further role. */
export async function activeUidsOfRoleTypes(db: Db, roleTypes: number[]): Promise<number[]> {
  const primary = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(roles.roleType, roleTypes), eq(users.disabled, false), isNull(users.deletedAt)));
  const further = await db
    .select({ id: users.id })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(roles.roleType, roleTypes), eq(users.disabled, false), isNull(users.deletedAt)));
  return [...new Set([...primary, ...further].map((r) => r.id))];
}

/** A live (not deactivated) user by exact account name. */
export async function liveUserByAccount(db: Db, account: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.account, account), isNull(users.deletedAt)))
    .limit(1);
  return user;
}
