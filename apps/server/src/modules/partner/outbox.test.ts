import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testConfig } from '../../../test/test-config.js';
import { buildApp } from '../../app.js';
import { matchingCard, outboxEnv, PARTNER_SECRET, seedGroups, startPartner, tokens, until } from '../decisions/decisions.test-helpers.js';
import { lookupFinished } from '../orders/lifecycle.service.js';
import { orders } from '../orders/orders.schema.js';
import { insertOrder } from '../orders/test-orders.js';
import { partnerOutbox } from './outbox.schema.js';

let partner: Awaited<ReturnType<typeof startPartner>>;
let t: TestApp;

beforeAll(async () => {
  partner = await startPartner();
  outboxEnv(partner.url, 3);
  // No workers in the first process: the push is committed but never sent before the "crash".
  t = await createTestApp({ partners: { demo: PARTNER_SECRET }, queueWorkers: false });
  await seedGroups(t.ctx.db);
});
afterAll(async () => partner.close());

describe('a kill between commit and send', () => {
  it('loses nothing: a new process on the same database sends the push exactly once', async () => {
    const tok = await tokens(t);
    const o = await insertOrder(t.ctx.db, { orderStatus: 10, socialCredit: '91330106MA2AXXXX0X' });
    await lookupFinished(t.ctx.db, o.id, true);
    await matchingCard(t.ctx.db, o);
    expect((await t.call('POST', '/api/certification/submit', tok.cert01!, { orderId: o.id, result: 10, reason: '法人确认' })).code).toBe(
      '0000',
    );
    expect((await t.call('POST', '/api/audit/finish', tok.audit01!, { orderId: o.id, result: 10 })).code).toBe('0000');
    const [row] = await t.ctx.db.select().from(partnerOutbox).where(eq(partnerOutbox.orderId, o.id));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(partner.hits()).toBe(0);

    await t.app.close(); // the process dies; the database survives
    const { app, ctx } = await buildApp({
      config: testConfig({ partners: { demo: PARTNER_SECRET } }),
      database: t.database,
      logger: pino({ level: 'silent' }),
      serveWeb: false,
    });
    await app.ready();
    const orderOf = async () => (await ctx.db.select().from(orders).where(eq(orders.id, o.id)))[0]!;
    await until(async () => (await orderOf()).orderStatus === 100);
    expect(partner.receiver.accepted.filter((e) => e.orderId === o.id)).toHaveLength(1);

    // A second crash after sending but before recording: the lease runs out, the event goes out
    // again, and the partner deduplicates it by eventId: still one accepted push.
    await ctx.db
      .update(partnerOutbox)
      .set({ status: 'sending', lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(partnerOutbox.orderId, o.id));
    await until(async () => (await ctx.db.select().from(partnerOutbox).where(eq(partnerOutbox.orderId, o.id)))[0]!.status === 'sent');
    // At least the one sent again; on a slow machine a lease may also run out mid-send (at least
    // once by design): what counts is that the partner accepted the event once.
    expect(partner.receiver.deliveries).toBeGreaterThanOrEqual(2);
    expect(partner.receiver.accepted.filter((e) => e.orderId === o.id)).toHaveLength(1);
    expect(await orderOf()).toMatchObject({ orderStatus: 100, pushStatus: 1 });
    await app.close();
    await t.database.close();
  });
});
