import { and, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { takenByOther } from '../../platform/db/taken.js';
import { roles } from '../roles/roles.schema.js';
import { users } from '../users/users.schema.js';
import { businessGroupMembers, businessGroups } from './orders.schema.js';

type GroupValues = { name: string; orderTypes: number[]; roleType: number };

/** A page of groups, newest first, filtered by name. */
export function groupPage(db: Db, q: { pageNum: number; pageSize: number; name?: string | undefined }) {
  const where = q.name ? ilike(businessGroups.name, likeContains(q.name)) : undefined;
  return readTablePage(db, businessGroups, where, [desc(businessGroups.id)], q);
}

/** The members of these groups, by user id. */
export function membersOf(db: Db, groupIds: number[]) {
  return db
    .select({ groupId: businessGroupMembers.groupId, id: users.id, nickName: users.nickName, account: users.account })
    .from(businessGroupMembers)
    .innerJoin(users, eq(users.id, businessGroupMembers.uid))
    .where(inArray(businessGroupMembers.groupId, groupIds))
    .orderBy(users.id);
}

/** Those of these users who are live and hold the role type (primary or further role). */
export function liveHoldersOf(db: Db, uids: number[], roleType: number) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, uids),
        isNull(users.deletedAt),
        sql`(exists (select 1 from ${roles} r where r.id = ${users.roleId} and r.role_type = ${roleType})
          or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and r.role_type = ${roleType}))`,
      ),
    );
}

/** Whether another group (not `exceptId`) has this name. */
export const groupNameTaken = (db: Db, name: string, exceptId?: number) =>
  takenByOther(db, businessGroups, businessGroups.name, name, exceptId);

/** Rewrites a group; false when it does not exist. */
export async function updateGroup(db: Db, id: number, values: GroupValues): Promise<boolean> {
  const [row] = await db
    .update(businessGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(businessGroups.id, id))
    .returning({ id: businessGroups.id });
  return row !== undefined;
}

/** Adds a group; answers its id (0 if none came back). */
export async function insertGroup(db: Db, values: GroupValues): Promise<number> {
  const [row] = await db.insert(businessGroups).values(values).returning({ id: businessGroups.id });
  return row?.id ?? 0;
}

/** Replaces the members of a group. */
export async function replaceMembers(db: Db, groupId: number, uids: number[], hadMembers: boolean) {
  if (hadMembers) await db.delete(businessGroupMembers).where(eq(businessGroupMembers.groupId, groupId));
  await db.insert(businessGroupMembers).values(uids.map((uid) => ({ groupId, uid })));
}

/** Deletes a group (its members go with it); false when it does not exist. */
export async function deleteGroupRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(businessGroups).where(eq(businessGroups.id, id)).returning({ id: businessGroups.id });
  return rows.length > 0;
}
