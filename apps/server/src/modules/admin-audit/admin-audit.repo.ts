import type { auditListSchema } from '@certdesk/contract';
import { and, desc, eq, gte, ilike, lte, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { readTablePage } from '../../platform/db/paging.js';
import { adminAudit } from './admin-audit.schema.js';

/** Appends one row to the audit trail. */
export async function insertAudit(db: Db, row: typeof adminAudit.$inferInsert) {
  await db.insert(adminAudit).values(row);
}

/** A page of the trail, newest first, filtered by operator, entity, action and time. */
export function auditPage(db: Db, q: z.infer<typeof auditListSchema>) {
  const where: SQL[] = [];
  if (q.operator) where.push(ilike(adminAudit.operatorName, likeContains(q.operator)));
  if (q.entity) where.push(eq(adminAudit.entity, q.entity));
  if (q.action) where.push(eq(adminAudit.action, q.action));
  if (q.createAt?.start) where.push(gte(adminAudit.createdAt, q.createAt.start));
  if (q.createAt?.end) where.push(lte(adminAudit.createdAt, q.createAt.end));
  return readTablePage(db, adminAudit, where.length ? and(...where) : undefined, [desc(adminAudit.id)], q);
}
