import { ErrorCode, effectiveRouteIds, type LoginRequest, Msg, RealtimeEvent } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { dummyPasswordHash, hashToken, newToken, verifyPassword } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { liveUserByAccount } from '../users/users.repo.js';
import { locateIp } from './ip-location.js';
import { writeLoginLog } from './login-log.repo.js';
import { clearAddressFailures, isLocked, recordFailure } from './login-throttle.repo.js';
import { sessionCache } from './session-cache.js';
import { endSessions, findSessionByTokenHash, replaceSessions, type SessionRow, touchSession } from './sessions.repo.js';

// Each failure waits a little longer before answering (up to 2 s), to slow guessing.
const failureDelayMs = (failures: number) => Math.min(2000, 250 * 2 ** Math.max(0, failures - 1));

/**
 * Signs a user in: checks the lock of this address and the account-wide one, the password and
 * the status, opens the one live session, logs the attempt. Every refusal costs one argon2
 * verification (a dummy hash for an unknown account) and says nothing more than it must: a
 * disabled account gets the same answer whether or not the password was right.
 */
export async function login(ctx: AppContext, input: LoginRequest, client: { ip: string; userAgent: string }) {
  const { db, config } = ctx;
  const account = input.account;
  const key = account.toLowerCase();
  const log = async (userId: number | null, success: boolean, identify: string) =>
    writeLoginLog(db, { userId, account, success, identify, ipAddress: client.ip, ipLocation: locateIp(client.ip) });

  if (await isLocked(db, key, client.ip)) {
    await log(null, false, '账号已锁定');
    throw new AppError(ErrorCode.LOGIN_LOCKED, Msg.loginLocked);
  }

  const user = await liveUserByAccount(db, account);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.pwd);
  if (!user || !passwordOk || user.disabled) {
    const limits = { perAddress: config.loginMaxFailures, accountWide: config.loginAccountMaxFailures, lockMs: config.loginLockMs };
    const { failures, locked } = await recordFailure(db, key, client.ip, limits);
    await log(user?.id ?? null, false, !user ? '账号不存在' : user.disabled ? '账号已禁用' : '密码错误');
    await new Promise((r) => setTimeout(r, failureDelayMs(failures)));
    if (locked) throw new AppError(ErrorCode.LOGIN_LOCKED, Msg.loginLocked);
    if (user?.disabled) throw new AppError(ErrorCode.USER_DISABLED, Msg.userDisabled);
    throw new AppError(ErrorCode.LOGIN_FAILED, Msg.loginFailed);
  }

  await clearAddressFailures(db, key, client.ip);
  const token = newToken();
  const ended = await db.transaction(async (tx) =>
    replaceSessions(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
      expiresAt: new Date(Date.now() + config.sessionMaxMs),
    }),
  );
  if (ended.length) sessionCache(db).forgetAll();
  for (const sessionId of ended) {
    await ctx.realtime.publish({ sessionId }, RealtimeEvent.LOGIN_OTHER_DEVICE, { msg: Msg.sessionReplaced });
  }
  await log(user.id, true, '登录成功');
  return { authToken: token, mustChangePassword: user.mustChangePassword };
}

/**
 * Resolves a bearer token to its user, or explains why the session is over. A live session
 * read lately is used again (session-cache.ts); anything else is read from the database, so a
 * session is never refused on what this process remembers.
 */
export async function resolveSession(ctx: AppContext, token: string): Promise<{ user: AuthUser } | { ended: string }> {
  const tokenHash = hashToken(token);
  const cache = sessionCache(ctx.db);
  const now = Date.now();
  const kept = cache.get(tokenHash);
  if (kept && whySessionEnded(ctx, kept, now) === undefined) return { user: await liveUser(ctx, kept, now) };
  const { row, keep } = await cache.read(tokenHash, () => findSessionByTokenHash(ctx.db, tokenHash));
  if (!row) return { ended: Msg.sessionInvalid };
  const ended = whySessionEnded(ctx, row, now);
  if (ended) return { ended };
  keep();
  return { user: await liveUser(ctx, row, now) };
}

/** The -100 message of a session that is over, or undefined while it is live. */
function whySessionEnded(ctx: AppContext, row: SessionRow, now: number): string | undefined {
  if (row.endedAt) return row.endReason === 'replaced' ? Msg.sessionReplaced : Msg.sessionInvalid;
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + ctx.config.sessionIdleMs <= now) return Msg.sessionInvalid;
  if (row.disabled || row.deletedAt) return Msg.userDisabled;
  return undefined;
}

/** The user of a live session; records its activity at most once a minute. */
async function liveUser(ctx: AppContext, row: SessionRow, now: number): Promise<AuthUser> {
  if (row.lastSeenAt.getTime() < now - 60_000) {
    // Set first, so that the requests arriving meanwhile on a kept session do not write too.
    row.lastSeenAt = new Date(now);
    await touchSession(ctx.db, row.sessionId);
  }
  const roleTypes = [...new Set([row.roleType, ...row.extraRoles.map((r) => r.roleType)])];
  const routeList = [...row.routeList, ...row.extraRoles.flatMap((r) => r.routeList)];
  return {
    id: row.userId,
    account: row.account,
    nickName: row.nickName,
    roleId: row.roleId,
    roleType: row.roleType,
    roleTypes,
    routeIds: effectiveRouteIds(roleTypes, routeList),
    sessionId: row.sessionId,
    mustChangePassword: row.mustChangePassword,
  };
}

/** Ends the caller's session. */
export async function logout(ctx: AppContext, sessionId: number) {
  await endSessions(ctx.db, { sessionId }, 'logout');
  sessionCache(ctx.db).forgetAll();
}

/** Ends every session of a user at once (disabled, deleted, password reset) and tells their browser. */
export async function endUserSessions(ctx: AppContext, userId: number, reason: string) {
  const ended = await endSessions(ctx.db, { userId }, reason);
  sessionCache(ctx.db).forgetAll();
  for (const s of ended) await ctx.realtime.publish({ sessionId: s.id }, RealtimeEvent.LOGIN_OTHER_DEVICE, { msg: Msg.sessionInvalid });
  return ended.length;
}
