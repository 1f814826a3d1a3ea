import type { DecisionRecord } from '@certdesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { orders } from '../orders/orders.schema.js';
import { orderDecisions } from './decisions.schema.js';

/** A decision to record. */
export interface NewDecision {
  orderId: number;
  kind: 'cert' | 'audit';
  result: 10 | 20;
  reasonCode: string;
  reason: string;
  typeName: string;
  childTypeName: string;
  uid: number;
  uname: string;
}

/**
 * Records a decision and shows it on the order (the audit statistics read reason, typeName and
 * childTypeName from the order): the latest certification or review failure describes it.
 */
export async function recordDecision(tx: Db, d: NewDecision, showOnOrder: boolean): Promise<void> {
  await tx.insert(orderDecisions).values(d);
  if (showOnOrder) {
    await tx.update(orders).set({ reason: d.reason, typeName: d.typeName, childTypeName: d.childTypeName }).where(eq(orders.id, d.orderId));
  }
}

/** The records of an order, newest first: AuthResults ('cert') and AuditResult ('audit') tables. */
export async function decisionRecords(db: Db, orderId: number, kind: 'cert' | 'audit'): Promise<DecisionRecord[]> {
  const rows = await db
    .select()
    .from(orderDecisions)
    .where(and(eq(orderDecisions.orderId, orderId), eq(orderDecisions.kind, kind)))
    .orderBy(desc(orderDecisions.createdAt), desc(orderDecisions.id));
  return rows.map((r) => ({
    id: r.id,
    operatorDate: formatShanghai(r.createdAt),
    operatorUName: r.uname,
    reason: r.reason,
    nodeResult: r.result,
  }));
}

/** The latest certification decision of an order (the push carries its code and text). */
export async function latestCertDecision(db: Db, orderId: number) {
  const [row] = await db
    .select()
    .from(orderDecisions)
    .where(and(eq(orderDecisions.orderId, orderId), eq(orderDecisions.kind, 'cert')))
    .orderBy(desc(orderDecisions.id))
    .limit(1);
  return row ?? null;
}
