import { CallEndType, CallType, normalizePhone } from '@certdesk/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { Rng } from '../../platform/rng.js';
import { DEMO_ACCOUNTS } from '../demo/seed-accounts.js';
import { orders } from '../orders/orders.schema.js';
import { generateCallWav } from '../telephony/wav-tones.js';
import { users } from '../users/users.schema.js';
import { ingestCallRecord } from './call-ingest.service.js';

const CALLS_PER_SEAT = 18;

/**
 * Demo calls (D21): for each demo seat, incoming and outgoing calls over the last 30 days, on
 * the seat's orders where there are some, most connected with a generated recording, some
 * missed. Recorded through the same ingestion as the exchanges, so lastContactDate moves too.
 */
export async function seedCalls(ctx: AppContext) {
  const rng = new Rng('calls');
  const seats = DEMO_ACCOUNTS.filter((a) => 'seat' in a && a.seat);
  const now = Date.now();
  for (const account of seats) {
    const [user] = await ctx.db.select().from(users).where(eq(users.account, account.account));
    if (!user?.seatConfig) continue;
    const seat = user.seatConfig;
    const theirOrders = await ctx.db
      .select({ id: orders.id, applyMobile: orders.applyMobile })
      .from(orders)
      .where(eq(orders.certificationUid, user.id))
      .orderBy(desc(orders.incomingDate))
      .limit(12);
    for (let i = 0; i < CALLS_PER_SEAT; i++) {
      const order = theirOrders.length && rng.chance(0.75) ? rng.pick(theirOrders) : null;
      const other =
        (order && normalizePhone(order.applyMobile)) ||
        `1${rng.pick(['38', '39', '58', '86', '77'])}${String(rng.int(10_000_000, 99_999_999))}`;
      const incoming = rng.chance(0.5);
      const connected = rng.chance(incoming ? 0.7 : 0.85);
      const start = new Date(now - rng.int(1, 30 * 24 * 60) * 60_000);
      const ring = rng.int(3, 25);
      const talk = connected ? rng.int(20, 420) : 0;
      const end = new Date(start.getTime() + (ring + talk) * 1000);
      const sessionId = `demo-${account.account}-${i}`;
      let recordUrl = '';
      if (connected) {
        const key = `record/demo/${sessionId}.wav`;
        recordUrl = await ctx.storage.putObject(key, generateCallWav(Math.min(talk, 6), i + 1), 'audio/wav');
      }
      const endType = connected
        ? rng.pick([CallEndType.CALLEE_HANGUP, CallEndType.CALLER_HANGUP])
        : incoming
          ? rng.pick([CallEndType.CALLEE_RING_ABANDON, CallEndType.CALLER_RING_ABANDON])
          : CallEndType.CALLEE_RING_ABANDON;
      await ingestCallRecord(
        ctx,
        {
          sessionId,
          agentId: seat.agentId,
          callType: incoming ? CallType.INCOMING : CallType.OUTGOING,
          fromMobile: incoming ? other : seat.seatNumber,
          toMobile: incoming ? seat.seatNumber : other,
          callConnected: connected,
          callEndType: endType,
          startDate: start,
          endDate: end,
          talkDuration: talk,
          ringDuration: ring,
          recordUrl,
          ...(order ? { orderId: order.id } : {}),
        },
        'sim',
      );
    }
  }
}
