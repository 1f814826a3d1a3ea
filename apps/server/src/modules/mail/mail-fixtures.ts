import { accountIds, type OrderSeed, seedOrders } from '../../../test/order-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';

/** What the mail tests work with: the demo ids, cert01's token, cert01's order and any others. */
export interface MailOrders {
  ids: Record<string, number>;
  cert: string;
  orderId: number;
  otherIds: number[];
}

/**
 * Test fixture: seeds an order certified and handled by cert01 (`mine` on top of that) and the
 * `others` as given, and signs cert01 in: mail is sent from an order by the certifier on it.
 */
export async function seedMailOrders(t: TestApp, mine: OrderSeed = {}, others: OrderSeed[] = []): Promise<MailOrders> {
  const ids = await accountIds(t);
  const [orderId, ...otherIds] = await seedOrders(t, [{ certificationUid: ids.cert01, handlerUids: [ids.cert01!], ...mine }, ...others]);
  return { ids, cert: await t.login('cert01'), orderId: orderId!, otherIds };
}
