import { type CreateUserRequest, SEAT_AGENT_ROLE_ID, toPage, type userListSchema } from '@certdesk/contract';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { hashPassword, randomPassword } from '../../platform/crypto.js';
import { badRequest, conflict, forbidden } from '../../platform/errors.js';
import { type Actor, recordAudit } from '../admin-audit/admin-audit.service.js';
import { endUserSessions } from '../auth/auth.service.js';
import { clearLoginLocks } from '../auth/login-throttle.repo.js';
import {
  accountTaken,
  auditView,
  deleteUserRow,
  findUsers,
  handledAnyOrder,
  insertUser,
  loadUser,
  rolesByIds,
  toDetail,
  updateUserRow,
} from './manage-users.repo.js';

/** A page of the user list. */
export async function listUsers(ctx: AppContext, q: z.infer<typeof userListSchema>) {
  const { result, total } = await findUsers(ctx.db, q);
  return toPage(result, total, q.pageSize);
}

/** Role type 0 accounts and roles are out of reach of an administrator (100) who does not hold 0. */
export function assertMayTouchRoleType(actor: Actor, roleTypes: readonly number[]) {
  if (roleTypes.includes(0) && !actor.user.roleTypes.includes(0)) throw forbidden('只有超级管理员可以管理超级管理员账号');
}

/** Loads a user the actor may manage. */
export async function loadManaged(ctx: AppContext, actor: Actor, id: number) {
  const loaded = await loadUser(ctx.db, id);
  assertMayTouchRoleType(actor, loaded.roleTypes);
  return loaded;
}

/** Creates a user with a random initial password, returned once (D24). */
export async function createUser(ctx: AppContext, actor: Actor, input: CreateUserRequest) {
  const [role] = await rolesByIds(ctx.db, [input.roleId]);
  if (!role) throw badRequest('角色不存在');
  assertMayTouchRoleType(actor, [role.roleType]);
  if (await accountTaken(ctx.db, input.account)) throw conflict(`用户名 ${input.account} 已存在`);
  const password = randomPassword();
  const seat = input.roleId === SEAT_AGENT_ROLE_ID ? input.seatInfo : undefined;
  const mail = input.roleId === SEAT_AGENT_ROLE_ID ? input.emailConfig : undefined;
  const values = {
    account: input.account,
    nickName: input.nickName,
    roleId: input.roleId,
    passwordHash: await hashPassword(password),
    mustChangePassword: true,
    email: mail?.account ?? '',
    seatConfig: seat
      ? {
          entId: seat.entId,
          agentId: seat.agentId,
          agentDn: seat.agentDn,
          seatNumber: seat.seatNumber,
          passwordEnc: ctx.secrets.seal(seat.password ?? ''),
        }
      : null,
    emailConfig: mail ? { account: mail.account, passwordEnc: ctx.secrets.seal(mail.password ?? '') } : null,
  };
  const created = await ctx.db.transaction(async (tx) => {
    const row = await insertUser(tx, values);
    if (!row) throw badRequest('创建失败');
    await recordAudit(tx, actor, { entity: 'user', entityId: row.id, action: 'create', after: auditView(row) });
    return row;
  });
  return { id: created.id, account: created.account, password };
}

/** The account settings of a user the actor may manage. */
export const managedDetail = async (ctx: AppContext, actor: Actor, id: number) => toDetail(await loadManaged(ctx, actor, id));

/** A new random password, returned once; the user's sessions end and the change is forced (D24). */
export async function resetPassword(ctx: AppContext, actor: Actor, uid: number) {
  const { user } = await loadManaged(ctx, actor, uid);
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, uid, { passwordHash, mustChangePassword: true });
    await recordAudit(tx, actor, { entity: 'user', entityId: uid, action: 'resetPassword', after: { account: user.account } });
  });
  await endUserSessions(ctx, uid, 'password');
  // The new password is for the user to sign in with now, not after a stranger's lock runs out.
  await clearLoginLocks(ctx.db, user.account);
  return { id: uid, account: user.account, password };
}

/** Sets one on/off flag of a user and its audit row, in one transaction. */
async function writeFlag(
  ctx: AppContext,
  actor: Actor,
  uid: number,
  flag: 'disabled' | 'disabledDispatch',
  before: boolean,
  next: boolean,
  action: string,
) {
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, uid, { [flag]: next });
    await recordAudit(tx, actor, { entity: 'user', entityId: uid, action, before: { [flag]: before }, after: { [flag]: next } });
  });
}

/** Enables or disables a user; disabling ends their session at once. */
export async function setDisabled(ctx: AppContext, actor: Actor, uid: number, disabled: boolean | undefined) {
  const { user } = await loadManaged(ctx, actor, uid);
  const next = disabled ?? !user.disabled;
  if (next && uid === actor.user.id) throw badRequest('不能禁用自己的账号');
  await writeFlag(ctx, actor, uid, 'disabled', user.disabled, next, next ? 'lock' : 'unlock');
  if (next) await endUserSessions(ctx, uid, 'disabled');
  // Enabling gives the account back whole, including from a sign-in lock.
  else await clearLoginLocks(ctx.db, user.account);
  return next;
}

/**
 * Clears the sign-in lock of a user (every address and the account-wide brake), audited like the
 * other user-admin actions. Returns how many throttle rows there were (0: nothing was locked).
 */
export async function clearLoginLock(ctx: AppContext, actor: Actor, uid: number): Promise<number> {
  const { user } = await loadManaged(ctx, actor, uid);
  return ctx.db.transaction(async (tx) => {
    const cleared = await clearLoginLocks(tx, user.account);
    await recordAudit(tx, actor, { entity: 'user', entityId: uid, action: 'clearLoginLock', after: { account: user.account, cleared } });
    return cleared;
  });
}

/** Pauses or resumes dispatch to a user (D2 skips paused users). */
export async function setDispatchPaused(ctx: AppContext, actor: Actor, uid: number, paused: boolean | undefined) {
  const { user } = await loadManaged(ctx, actor, uid);
  const next = paused ?? !user.disabledDispatch;
  await writeFlag(ctx, actor, uid, 'disabledDispatch', user.disabledDispatch, next, next ? 'pauseDispatch' : 'resumeDispatch');
  return next;
}

/**
 * Deletes a user. One who handled orders (or is referenced by any other record) is deactivated
 * instead, so that history keeps their name; their sessions end either way.
 */
export async function deleteUser(ctx: AppContext, actor: Actor, uid: number): Promise<'deleted' | 'deactivated'> {
  const { user } = await loadManaged(ctx, actor, uid);
  if (uid === actor.user.id) throw badRequest('不能删除自己的账号');
  const handled = await handledAnyOrder(ctx.db, uid);
  const deactivate = async () => {
    await ctx.db.transaction(async (tx) => {
      await updateUserRow(tx, uid, { deletedAt: new Date(), disabled: true });
      await recordAudit(tx, actor, { entity: 'user', entityId: uid, action: 'deactivate', before: auditView(user) });
    });
  };
  let outcome: 'deleted' | 'deactivated' = 'deactivated';
  if (handled) await deactivate();
  else {
    try {
      await ctx.db.transaction(async (tx) => {
        await deleteUserRow(tx, uid);
        await recordAudit(tx, actor, { entity: 'user', entityId: uid, action: 'delete', before: auditView(user) });
      });
      outcome = 'deleted';
    } catch (err) {
      // Referenced elsewhere (calls, mails, messages …): keep the row for history.
      if (!isForeignKeyViolation(err)) throw err;
      await deactivate();
    }
  }
  await endUserSessions(ctx, uid, 'disabled');
  return outcome;
}

/** True for PostgreSQL's foreign_key_violation, whichever driver wrapped it. */
function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23503' || e.cause?.code === '23503';
}
