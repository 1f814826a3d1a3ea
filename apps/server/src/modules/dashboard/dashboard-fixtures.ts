import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedOrders } from '../orders/orders.seed.js';

/** The columns of an order the dashboards count by, as the tests' oracles read them. */
export interface OrderFacts {
  id: number;
  order_status: number;
  order_type: number;
  incoming_date: Date;
  finish_date: Date | null;
  expired_date: Date;
  certification_uid: number | null;
  audit_uid: number | null;
}

/** Every order's facts, read with plain SQL: the oracles' input, apart from the service's queries. */
export async function orderFacts(t: TestApp): Promise<OrderFacts[]> {
  const sql = 'select id, order_status, order_type, incoming_date, finish_date, expired_date, certification_uid, audit_uid from orders';
  return (await t.database.query<OrderFacts>(sql)).rows;
}

/** A fresh app with the demo orders and no queue workers, so nothing moves the tallies behind a test's back. */
export async function seededTallyApp(): Promise<TestApp> {
  const t = await createTestApp({ queueWorkers: false });
  await seedOrders(t.ctx);
  return t;
}
