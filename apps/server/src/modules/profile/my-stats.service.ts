import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { monthWorkCounts } from './profile.repo.js';

/** Start of the current month in Asia/Shanghai (D20), as an instant. */
export function shanghaiMonthStart(now = new Date()): Date {
  const local = new Date(now.getTime() + 8 * 3600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - 8 * 3600_000);
}

/** The caller's statistics of this month (the profile page). */
export async function myStats(ctx: AppContext, user: AuthUser) {
  const counts = await monthWorkCounts(ctx.db, user.id, shanghaiMonthStart());
  const local = new Date(Date.now() + 8 * 3600_000);
  const month = `${local.getUTCFullYear()}-${String(local.getUTCMonth() + 1).padStart(2, '0')}`;
  return { month, ...counts };
}
