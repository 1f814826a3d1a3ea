import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../users/users.schema.js';
import { type ListKind, listWhere } from './order-filters.js';
import type { ListStatementName } from './order-list-queries.js';
import { findListPage, pageEnd } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listOrderBy } from './order-sort.js';
import { orders } from './orders.schema.js';
import { QueryParams } from './query-params.js';
import { authUserOf } from './test-users.js';

let counter = 0;

/**
 * Test helper: inserts an order with sensible defaults and returns it. Its certifier and auditor
 * are among its handlers unless the test says who the handlers are, as dispatch leaves them.
 */
export async function insertOrder(db: Db, values: Partial<typeof orders.$inferInsert> = {}) {
  counter += 1;
  const assigned = [values.certificationUid, values.auditUid].filter((uid): uid is number => typeof uid === 'number');
  const [row] = await db
    .insert(orders)
    .values({
      openOrderId: `T${Date.now()}${counter}`,
      orderType: 1,
      companyName: `测试企业${counter}有限公司`,
      expiredDate: new Date(Date.now() + 7 * 86_400_000),
      handlerUids: [...new Set(assigned)],
      ...values,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** Test helper: the id of a demo account. */
export async function userId(db: Db, account: string): Promise<number> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.account, account));
  if (!u) throw new Error(`no user ${account}`);
  return u.id;
}

/**
 * Test helper: the statements a list ran for a request body as the API receives it, as `account`
 * (findListPage's `ran`): which way the page was read, and whether the count was.
 */
export async function listStatementsRun(
  db: Db,
  kind: ListKind,
  body: Record<string, unknown>,
  account = 'admin',
): Promise<ListStatementName[]> {
  const req = listRequestSchema(kind).parse(body);
  const params = new QueryParams();
  const where = listWhere(kind, await authUserOf(db, account), req, params, pageEnd(req));
  const order = listOrderBy(kind, req.field, req.sortType, params);
  return (await findListPage(db, params, where, order, req)).ran;
}
