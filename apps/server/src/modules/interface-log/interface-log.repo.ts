import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../orders/orders.schema.js';
import { writeInterfaceLog } from '../partner/interface-log.repo.js';

/** One call to or from the partner, as the interface log keeps it. */
export interface InterfaceCall {
  orderId: number | null;
  partnerId: string;
  interfaceType: number;
  direction: 'in' | 'out';
  requestJson: string;
  respValue: string;
  success: boolean;
}

/** Writes an interface-log row, with the order's partner number and company name (D11). */
export async function logInterfaceCall(tx: Db, call: InterfaceCall): Promise<void> {
  const [order] = call.orderId
    ? await tx.select({ openOrderId: orders.openOrderId, companyName: orders.companyName }).from(orders).where(eq(orders.id, call.orderId))
    : [];
  await writeInterfaceLog(tx, { ...call, openOrderId: order?.openOrderId ?? '', companyName: order?.companyName ?? '' });
}
