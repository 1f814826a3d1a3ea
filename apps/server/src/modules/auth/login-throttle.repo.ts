import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { loginThrottle } from './auth.schema.js';

/** The throttle row of an account (failures and lock), if any. */
export async function getThrottle(db: Db, account: string) {
  const rows = await db.select().from(loginThrottle).where(eq(loginThrottle.account, account)).limit(1);
  return rows[0];
}

/** Counts a failure; locks the account when the count reaches the limit. Returns the new count. */
export async function recordFailure(db: Db, account: string, maxFailures: number, lockMs: number): Promise<number> {
  const lockUntil = new Date(Date.now() + lockMs);
  const rows = await db
    .insert(loginThrottle)
    .values({ account, failures: 1, lockedUntil: maxFailures <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginThrottle.account,
      set: {
        // A lock that has run out starts a fresh count.
        failures: sql`case when ${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} < now() then 1 else ${loginThrottle.failures} + 1 end`,
        lockedUntil: sql`case when (case when ${loginThrottle.lockedUntil} is not null and ${loginThrottle.lockedUntil} < now() then 1 else ${loginThrottle.failures} + 1 end) >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else null end`,
        updatedAt: new Date(),
      },
    })
    .returning({ failures: loginThrottle.failures });
  return rows[0]?.failures ?? 1;
}

/** Clears the failures of an account after a successful sign-in. */
export async function clearThrottle(db: Db, account: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.account, account));
}
