import { type Page, toPage, type WorkGroupRow, type WorkGroupSave } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import {
  deleteGroupRow,
  groupNameTaken,
  groupPage,
  insertGroup,
  liveHoldersOf,
  membersOf,
  replaceMembers,
  updateGroup,
} from './business-groups.repo.js';

/** Business groups (D2, 02 §2.4): which workers automatic dispatch offers which order types. */

/** A page of groups with their members, newest first. */
export async function listGroups(
  ctx: AppContext,
  q: { pageNum: number; pageSize: number; name?: string | undefined },
): Promise<Page<WorkGroupRow>> {
  const { rows: groups, total } = await groupPage(ctx.db, q);
  const ids = groups.map((g) => g.id);
  const members = ids.length ? await membersOf(ctx.db, ids) : [];
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
  const holders = await liveHoldersOf(ctx.db, uids, input.roleType);
  if (holders.length !== uids.length) throw badRequest(input.roleType === 200 ? '所选人员必须是认证专员' : '所选人员必须是审核专员');
  const orderTypes = [...new Set(input.orderTypes)].sort((a, b) => a - b);
  return ctx.db.transaction(async (tx) => {
    if (await groupNameTaken(tx, input.name, input.id)) throw conflict('业务组名称已存在');
    const values = { name: input.name, orderTypes, roleType: input.roleType };
    let id = input.id;
    if (id) {
      if (!(await updateGroup(tx, id, values))) throw notFound('业务组不存在');
    } else {
      id = await insertGroup(tx, values);
    }
    await replaceMembers(tx, id, uids, Boolean(input.id));
    return { id };
  });
}

/** Deletes a group (its members go with it); orders already assigned keep their workers. */
export async function deleteGroup(ctx: AppContext, id: number): Promise<void> {
  if (!(await deleteGroupRow(ctx.db, id))) throw notFound('业务组不存在');
}
