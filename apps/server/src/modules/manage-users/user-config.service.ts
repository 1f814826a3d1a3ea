import type { saveEmailSchema, saveSeatSchema, updateUserSchema } from '@certdesk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { type Actor, recordAudit } from '../admin-audit/admin-audit.service.js';
import { auditView, replaceExtraRoles, rolesByIds, updateUserRow } from './manage-users.repo.js';
import { assertMayTouchRoleType, loadManaged } from './manage-users.service.js';

/** Basic info: name, and the further roles of D5 when given. */
export async function updateUser(ctx: AppContext, actor: Actor, input: z.infer<typeof updateUserSchema>) {
  const loaded = await loadManaged(ctx, actor, input.uid);
  const extra = input.roles ? [...new Set(input.roles)].filter((id) => id !== loaded.user.roleId) : undefined;
  if (extra?.length) {
    const found = await rolesByIds(ctx.db, extra);
    if (found.length !== extra.length) throw badRequest('角色不存在');
    assertMayTouchRoleType(
      actor,
      found.map((r) => r.roleType),
    );
  }
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, input.uid, { nickName: input.nickName });
    if (extra) await replaceExtraRoles(tx, input.uid, extra);
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: input.uid,
      action: 'update',
      before: { nickName: loaded.user.nickName, roles: loaded.extraRoleIds },
      after: { nickName: input.nickName, roles: extra ?? loaded.extraRoleIds },
    });
  });
}

/** The seat card: only for users holding role type 200; a blank password keeps the stored one. */
export async function saveSeat(ctx: AppContext, actor: Actor, input: z.infer<typeof saveSeatSchema>) {
  const loaded = await loadManaged(ctx, actor, input.uid);
  if (!loaded.roleTypes.includes(200)) throw badRequest('只有认证专员可以配置坐席');
  const stored = loaded.user.seatConfig?.passwordEnc;
  if (!input.password && !stored) throw badRequest('请输入坐席密码');
  const seatConfig = {
    entId: input.entId,
    agentId: input.agentId,
    agentDn: input.agentDn,
    seatNumber: input.seatNumber,
    passwordEnc: input.password ? ctx.secrets.seal(input.password) : (stored ?? ''),
  };
  await ctx.db.transaction(async (tx) => {
    const after = await updateUserRow(tx, input.uid, { seatConfig });
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: input.uid,
      action: 'update',
      before: { seat: auditView(loaded.user).seat },
      after: { seat: after ? auditView(after).seat : null, passwordChanged: Boolean(input.password) },
    });
  });
}

/** The mailbox card: only for users holding role type 200; the password is sealed (D9). */
export async function saveEmail(ctx: AppContext, actor: Actor, input: z.infer<typeof saveEmailSchema>) {
  const loaded = await loadManaged(ctx, actor, input.uid);
  if (!loaded.roleTypes.includes(200)) throw badRequest('只有认证专员可以配置邮箱');
  const stored = loaded.user.emailConfig?.passwordEnc;
  if (!input.password && !stored) throw badRequest('请输入邮箱密码');
  const emailConfig = { account: input.account, passwordEnc: input.password ? ctx.secrets.seal(input.password) : (stored ?? '') };
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, input.uid, { emailConfig, email: input.account });
    await recordAudit(tx, actor, {
      entity: 'user',
      entityId: input.uid,
      action: 'update',
      before: { email: loaded.user.emailConfig?.account ?? '' },
      after: { email: input.account, passwordChanged: Boolean(input.password) },
    });
  });
}
