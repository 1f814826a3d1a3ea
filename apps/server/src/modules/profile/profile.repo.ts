import { and, count, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../orders/orders.schema.js';

/** A user's work of the month since `since`, and what is waiting for them now. */
export async function monthWorkCounts(db: Db, uid: number, since: Date) {
  const n = async (...where: Parameters<typeof and>) =>
    (
      await db
        .select({ n: count() })
        .from(orders)
        .where(and(...where))
    )[0]?.n ?? 0;
  const [certified, certifiedSuccess, reviewed, pendingCertification, pendingReview] = await Promise.all([
    n(eq(orders.certificationUid, uid), gte(orders.completedCerDate, since)),
    n(eq(orders.certificationUid, uid), gte(orders.completedCerDate, since), eq(orders.certificationResult, 10)),
    n(eq(orders.auditUid, uid), gte(orders.completedAuditDate, since)),
    n(eq(orders.certificationUid, uid), eq(orders.orderStatus, 20)),
    n(eq(orders.auditUid, uid), inArray(orders.orderStatus, [30, 40])),
  ]);
  return { certified, certifiedSuccess, reviewed, pendingCertification, pendingReview };
}
