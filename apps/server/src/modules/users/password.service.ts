import { Msg, type UpdatePasswordRequest } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword, verifyPassword } from '../../platform/crypto.js';
import { badRequest } from '../../platform/errors.js';
import { sessionCache } from '../auth/session-cache.js';
import { endOtherSessions, passwordHashOf, setPasswordHash } from './users.repo.js';

/** Changes the caller's password; other sessions of the user end, this one stays. */
export async function updatePassword(ctx: AppContext, user: AuthUser, input: UpdatePasswordRequest) {
  const hash = await passwordHashOf(ctx.db, user.id);
  if (!hash || !(await verifyPassword(hash, input.oldPassword))) throw badRequest(Msg.oldPasswordWrong);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await endOtherSessions(tx, user.id, user.sessionId, 'password');
  });
  sessionCache(ctx.db).forgetAll();
}
