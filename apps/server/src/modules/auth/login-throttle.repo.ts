import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { loginThrottle } from './auth.schema.js';

/** The scope of the account-wide brake, beside the per-address scopes (auth.schema.ts). */
export const ACCOUNT_WIDE = '*';

/** Thresholds of the throttle: failures per address, failures account-wide, lock and window length. */
export interface ThrottleLimits {
  perAddress: number;
  accountWide: number;
  lockMs: number;
}

/** True while the account is locked for this address, or for everyone. */
export async function isLocked(db: Db, account: string, address: string): Promise<boolean> {
  const rows = await db
    .select({ scope: loginThrottle.scope })
    .from(loginThrottle)
    .where(
      and(
        eq(loginThrottle.account, account),
        inArray(loginThrottle.scope, [address, ACCOUNT_WIDE]),
        gt(loginThrottle.lockedUntil, sql`now()`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * Counts a failure in one scope with one upsert. The count restarts when its window (one lock
 * period from the first failure) is over; reaching `max` locks the scope for a lock period.
 */
async function countFailure(db: Db, account: string, scope: string, max: number, lockMs: number) {
  const t = loginThrottle;
  const windowOver = sql`${t.windowEndsAt} <= now()`;
  const count = sql`case when ${windowOver} then 1 else ${t.failures} + 1 end`;
  const lockEnd = sql`now() + ${lockMs} * interval '1 millisecond'`;
  const [row] = await db
    .insert(t)
    .values({ account, scope, failures: 1, windowEndsAt: lockEnd, lockedUntil: max <= 1 ? lockEnd : null })
    .onConflictDoUpdate({
      target: [t.account, t.scope],
      set: {
        failures: count,
        windowEndsAt: sql`case when ${windowOver} then excluded.window_ends_at else ${t.windowEndsAt} end`,
        // A lock still running is kept as it is; a new one starts when the count reaches the limit.
        lockedUntil: sql`case when ${t.lockedUntil} > now() then ${t.lockedUntil} when ${count} >= ${max} then excluded.window_ends_at else null end`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ failures: t.failures, locked: sql<boolean>`coalesce(${t.lockedUntil} > now(), false)` });
  return { failures: row?.failures ?? 1, locked: row?.locked === true };
}

/**
 * Counts a failed sign-in for the address it came from and for the account as a whole. Returns
 * the address's count (for the growing delay) and whether the attempt locked the account.
 */
export async function recordFailure(db: Db, account: string, address: string, limits: ThrottleLimits) {
  const mine = await countFailure(db, account, address, limits.perAddress, limits.lockMs);
  const all = await countFailure(db, account, ACCOUNT_WIDE, limits.accountWide, limits.lockMs);
  return { failures: mine.failures, locked: mine.locked || all.locked };
}

/** Clears the failures of this address after its successful sign-in; the account-wide count runs on. */
export async function clearAddressFailures(db: Db, account: string, address: string) {
  await db.delete(loginThrottle).where(and(eq(loginThrottle.account, account), eq(loginThrottle.scope, address)));
}

/** Clears every failure and lock of an account (an administrator's unlock, enable or password reset). */
export async function clearLoginLocks(db: Db, account: string): Promise<number> {
  const rows = await db
    .delete(loginThrottle)
    .where(eq(loginThrottle.account, account.toLowerCase()))
    .returning({ scope: loginThrottle.scope });
  return rows.length;
}
