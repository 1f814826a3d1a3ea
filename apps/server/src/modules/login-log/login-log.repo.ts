import type { loginLogListSchema } from '@certdesk/contract';
import { and, desc, gte, ilike, lt, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { loginLogs } from '../auth/auth.schema.js';

/** The login log screen's filter. */
export type LoginLogFilters = z.infer<typeof loginLogListSchema>;
/** A row of the login log as stored. */
export type LoginLogRecord = typeof loginLogs.$inferSelect;

function conditions(q: LoginLogFilters): SQL[] {
  const where: SQL[] = [];
  if (q.account) where.push(ilike(loginLogs.account, likeContains(q.account)));
  if (q.loginRang?.start) where.push(gte(loginLogs.createdAt, q.loginRang.start));
  if (q.loginRang?.end) where.push(lte(loginLogs.createdAt, q.loginRang.end));
  return where;
}

/** A page of the log, newest first. */
export function loginLogPage(db: Db, q: LoginLogFilters) {
  return readTablePage(db, loginLogs, and(...conditions(q)), [desc(loginLogs.id)], q);
}

/** The next batch of the export: rows older than the cursor, newest first. */
export function loginLogsBefore(db: Db, q: LoginLogFilters, cursor: { id: number } | undefined, limit: number) {
  return db
    .select()
    .from(loginLogs)
    .where(and(...conditions(q), cursor ? lt(loginLogs.id, cursor.id) : undefined))
    .orderBy(desc(loginLogs.id))
    .limit(limit);
}
