import { type Page, toPage, type WorkGroupRow, type WorkGroupSave } from '@certdesk/contract';
import { and, desc, eq, ilike, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { roles } from '../roles/roles.schema.js';
import { users } from '../users/users.schema.js';
import { businessGroupMembers, businessGroups } from './orders.schema.js';

/** Business groups (D2, 02 §2.4): which workers automatic dispatch offers which order types. */

/** A page of groups with their members, newest first. */
export async function listGroups(
  ctx: AppContext,
  q: { pageNum: number; pageSize: number; name?: string | undefined },
): Promise<Page<WorkGroupRow>> {
  const where = q.name ? ilike(businessGroups.name, likeContains(q.name)) : undefined;
  const { rows: groups, total } = await readTablePage(ctx.db, businessGroups, where, [desc(businessGroups.id)], q);
  const ids = groups.map((g) => g.id);
  const members = ids.length
    ? await ctx.db
        .select({ groupId: businessGroupMembers.groupId, id: users.id, nickName: users.nickName, account: users.account })
        .from(businessGroupMembers)
        .innerJoin(users, eq(users.id, businessGroupMembers.uid))
        .where(inArray(businessGroupMembers.groupId, ids))
        .orderBy(users.id)
    : [];
  const rows = groups.map((g) => {
    const people = members.filter((m) => m.groupId === g.id).map(({ id, nickName, account }) => ({ id, nickName, account }));
    return {
      id: g.id,
      name: g.name,
      orderTypes: g.orderTypes,
      roleType: g.roleType,
      uid: people.map((p) => p.id),
      users: people,
      createAt: g.createdAt.getTime(),
    };
  });
  return toPage(rows, total, q.pageSize);
}

/** Creates (no id) or edits a group; every member must hold the group's role type and be active. */
export async function saveGroup(ctx: AppContext, input: WorkGroupSave): Promise<{ id: number }> {
  const uids = [...new Set(input.uid)];
  const holders = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, uids),
        isNull(users.deletedAt),
        sql`(exists (select 1 from ${roles} r where r.id = ${users.roleId} and r.role_type = ${input.roleType})
          or exists (select 1 from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = ${users.id} and r.role_type = ${input.roleType}))`,
      ),
    );
  if (holders.length !== uids.length) throw badRequest(input.roleType === 200 ? '所选人员必须是认证专员' : '所选人员必须是审核专员');
  const orderTypes = [...new Set(input.orderTypes)].sort((a, b) => a - b);
  return ctx.db.transaction(async (tx) => {
    const [clash] = await tx
      .select({ id: businessGroups.id })
      .from(businessGroups)
      .where(and(eq(businessGroups.name, input.name), input.id ? ne(businessGroups.id, input.id) : undefined));
    if (clash) throw conflict('业务组名称已存在');
    let id = input.id;
    if (id) {
      const [row] = await tx
        .update(businessGroups)
        .set({ name: input.name, orderTypes, roleType: input.roleType, updatedAt: new Date() })
        .where(eq(businessGroups.id, id))
        .returning({ id: businessGroups.id });
      if (!row) throw notFound('业务组不存在');
      await tx.delete(businessGroupMembers).where(eq(businessGroupMembers.groupId, id));
    } else {
      const [row] = await tx
        .insert(businessGroups)
        .values({ name: input.name, orderTypes, roleType: input.roleType })
        .returning({ id: businessGroups.id });
      id = row?.id ?? 0;
    }
    await tx.insert(businessGroupMembers).values(uids.map((uid) => ({ groupId: id, uid })));
    return { id };
  });
}

/** Deletes a group (its members go with it); orders already assigned keep their workers. */
export async function deleteGroup(ctx: AppContext, id: number): Promise<void> {
  const rows = await ctx.db.delete(businessGroups).where(eq(businessGroups.id, id)).returning({ id: businessGroups.id });
  if (rows.length === 0) throw notFound('业务组不存在');
}
