import { Msg, type UpdatePasswordRequest } from '@certdesk/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { hashPassword, verifyPassword } from '../../platform/crypto.js';
import { badRequest } from '../../platform/errors.js';
import { sessions } from '../auth/auth.schema.js';
import { sessionCache } from '../auth/session-cache.js';
import { users } from './users.schema.js';

/** Changes the caller's password; other sessions of the user end, this one stays. */
export async function updatePassword(ctx: AppContext, user: AuthUser, input: UpdatePasswordRequest) {
  const [row] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.hash, input.oldPassword))) throw badRequest(Msg.oldPasswordWrong);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'password' })
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.endedAt)));
  });
  sessionCache(ctx.db).forgetAll();
}
