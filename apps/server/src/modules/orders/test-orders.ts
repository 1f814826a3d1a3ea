import { eq, fillPlaceholders, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/client.js';
import { positionalSql } from '../../platform/db/positional-sql.js';
import { users } from '../users/users.schema.js';
import { FEW_DATED } from './dated-counts.js';
import type { ListKind } from './order-filters.js';
import { findListPage, type Ran } from './order-lists.repo.js';
import { listRequestSchema } from './order-lists.routes.js';
import { listPlan } from './order-lists.service.js';
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

/**
 * Which statuses may hold each of the lifecycle's dates, as the checks of migration 0031
 * (orders.schema.ts lifecycleChecks) require: a finish date only when ended (100), neither
 * certification nor review in lookup (10), no review in the first review (30). In JavaScript, and
 * as SQL of a status.
 */
const LIFECYCLE_DATES = {
  finishDate: { column: 'finish_date', held: (s: number) => s === 100, heldSql: (s: string) => `${s} = 100` },
  completedCerDate: { column: 'completed_cer_date', held: (s: number) => s !== 10, heldSql: (s: string) => `${s} <> 10` },
  completedAuditDate: {
    column: 'completed_audit_date',
    held: (s: number) => s !== 10 && s !== 30,
    heldSql: (s: string) => `${s} not in (10, 30)`,
  },
} as const;
export type LifecycleDate = keyof typeof LIFECYCLE_DATES;
type LifecycleColumn = (typeof LIFECYCLE_DATES)[LifecycleDate]['column'];

/** Test helper: whether an order of `status` may hold the lifecycle's `date` (migration 0031's checks). */
export const mayHold = (status: number, date: LifecycleDate): boolean => LIFECYCLE_DATES[date].held(status);

/**
 * Test helper: an order's `dates` for an insert, those its `status` cannot hold nulled (migration
 * 0031's checks): random statuses and dates then make orders the lifecycle allows.
 */
export function allowedDates<T extends Partial<Record<LifecycleDate, Date | null>>>(status: number, dates: T): T {
  const cleared = (Object.keys(LIFECYCLE_DATES) as LifecycleDate[]).filter((name) => name in dates && !LIFECYCLE_DATES[name].held(status));
  return { ...dates, ...Object.fromEntries(cleared.map((name) => [name, null])) };
}

/**
 * Test helper: SQL writing `value` to the date `column` in a raw UPDATE, null where the status
 * (SQL: the row's own by default) cannot hold it (migration 0031's checks); the other dates take
 * `value` as it is. The cast types a bare parameter, which a CASE alone would leave text.
 */
export function allowedDateSql(column: string, value: string, status = 'order_status'): string {
  const date = Object.values(LIFECYCLE_DATES).find((d) => d.column === column);
  return date ? `case when ${date.heldSql(status)} then ${value}::timestamptz end` : value;
}

/**
 * Test helper: the SET list of a raw UPDATE to the status `status` (SQL, e.g. a parameter) that
 * writes `dates` (SQL by column, each date kept by default) and clears what the new status cannot
 * hold (migration 0031's checks). Within a SET, order_status is the row's old status.
 */
export function statusSetSql(status: string, dates: Partial<Record<LifecycleColumn, string>> = {}): string {
  const set = Object.values(LIFECYCLE_DATES).map(({ column }) => `${column} = ${allowedDateSql(column, dates[column] ?? column, status)}`);
  return [`order_status = ${status}`, ...set].join(', ');
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
export async function listStatementsRun(db: Db, kind: ListKind, body: Record<string, unknown>, account = 'admin'): Promise<Ran[]> {
  const req = listRequestSchema(kind).parse(body);
  const params = new QueryParams();
  const { where, order } = await listPlan(db, kind, await authUserOf(db, account), req, params);
  return (await findListPage(db, params, where, order, req)).ran;
}

/** A node of a plan as EXPLAIN (FORMAT JSON) gives it: init plans and subplans are among its Plans too. */
export type PlanNode = Record<string, unknown> & { Plans?: PlanNode[] };

/**
 * Test helper: every node of a statement's plan for `values` (its placeholders filled), planned
 * with `settings` (`set local`, rolled back after): a test keeps PostgreSQL off the plans it does
 * not ask about, to see which index can serve. `dropIndexes` are dropped for the plan alone (rolled
 * back too): the indexes a full table's planner would not take.
 */
export async function planNodes(
  database: Database,
  statement: { toSQL(): { sql: string; params: unknown[] } },
  values: Record<string, unknown>,
  settings: Record<string, string> = {},
  dropIndexes: string[] = [],
): Promise<PlanNode[]> {
  const { sql: text, params } = statement.toSQL();
  const setup = [
    ...Object.entries(settings).map(([name, value]) => `set local ${name} = ${value}`),
    ...dropIndexes.map((name) => `drop index "${name}"`),
  ];
  const [plan] = await rolledBack<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    database,
    setup,
    `explain (format json) ${text}`,
    fillPlaceholders(params as Parameters<typeof fillPlaceholders>[0], values),
  );
  const flat = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(flat)];
  return flat(plan!['QUERY PLAN'][0].Plan);
}

/**
 * Test helper: the rows of `text` (placeholders $1… filled from `params`) run after `setup`
 * (statements such as `set local`, `drop index`) in one transaction, rolled back. One transaction
 * holds one connection: run as separate calls of a pool, `begin`, the query and `rollback` could
 * each land on another connection, and another query of the app between them inside the open
 * transaction (or behind a dropped index's lock).
 */
export async function rolledBack<T>(database: Database, setup: string[], text: string, params: unknown[] = []): Promise<T[]> {
  let rows: T[] = [];
  await database.db
    .transaction(async (tx) => {
      for (const statement of setup) await tx.execute(sql.raw(statement));
      rows = ((await tx.execute(positionalSql(text, params))) as unknown as { rows: T[] }).rows;
      tx.rollback();
    })
    .catch((err) => {
      if (!(err instanceof TransactionRollbackError)) throw err;
    });
  return rows;
}

/**
 * Test helper: sampled counts (dated-counts.ts) where every value and status has more than
 * FEW_DATED orders with each date (MANY_DATED), and as many again without it (MANY_ORDERS), as on
 * a million orders: a small table's lists then take the paths a full one takes.
 */
export const MANY_DATED: Record<string, number> = new Proxy({}, { get: () => FEW_DATED + 1 });
export const MANY_ORDERS: Record<string, number> = new Proxy({}, { get: () => 2 * (FEW_DATED + 1) });
