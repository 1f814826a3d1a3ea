import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { oncePerDatabase } from '../../platform/db/once-per-database.js';
import { roles } from '../roles/roles.schema.js';
import { userRoles, users } from '../users/users.schema.js';
import { sessions } from './auth.schema.js';

function sessionByTokenHash(db: Db) {
  const extraRoles = sql<{ roleType: number; routeList: number[] }[]>`coalesce((
      select json_agg(json_build_object('roleType', r2.role_type, 'routeList', r2.route_list))
      from ${userRoles} ur join ${roles} r2 on r2.id = ur.role_id
      where ur.user_id = ${users.id}), '[]'::json)`;
  return db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      endedAt: sessions.endedAt,
      endReason: sessions.endReason,
      userId: users.id,
      account: users.account,
      nickName: users.nickName,
      roleId: users.roleId,
      disabled: users.disabled,
      deletedAt: users.deletedAt,
      mustChangePassword: users.mustChangePassword,
      roleType: roles.roleType,
      routeList: roles.routeList,
      extraRoles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash');
}

// Every API call reads its session: the statement is built once per database, not per call, and
// named, so that each connection parses and plans it once. A unique-key lookup has one right plan
// whatever the token (unlike the lists, whose statements stay unnamed and are planned per call).
const sessionStatement = oncePerDatabase(sessionByTokenHash);

/** A session joined with its user and every role the user holds. */
export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionByTokenHash>['execute']>>[number];

/** The session of a token hash joined with its user and every role the user holds. */
export async function findSessionByTokenHash(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const rows = await sessionStatement(db).execute({ tokenHash });
  return rows[0];
}

/** Creates a session and ends every other live session of the user; returns the ended ids. */
export async function replaceSessions(
  db: Db,
  values: { userId: number; tokenHash: string; ip: string; userAgent: string; expiresAt: Date },
): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: 'replaced' })
    .where(and(eq(sessions.userId, values.userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  await db.insert(sessions).values(values);
  return ended.map((r) => r.id);
}

/** Ends a session (logout), or every live session of a user (disabled, password changed). */
export async function endSessions(db: Db, where: { sessionId?: number; userId?: number }, reason: string) {
  const cond = where.sessionId !== undefined ? eq(sessions.id, where.sessionId) : eq(sessions.userId, where.userId ?? -1);
  return db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(cond, isNull(sessions.endedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
}

/** Records activity; the condition keeps two racing requests from both writing. */
export async function touchSession(db: Db, sessionId: number) {
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date() })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.lastSeenAt} < now() - interval '1 minute'`));
}

/** Of the given sessions, those still live: not ended, not expired or idle, of a user still enabled. */
export async function liveSessionIds(db: Db, ids: number[], idleMs: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, ids),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${idleMs / 1000})`),
        eq(users.disabled, false),
        isNull(users.deletedAt),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
