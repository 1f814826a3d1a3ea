import { type CallFilters, isAdmin, normalizePhone } from '@certdesk/contract';
import { and, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { likeContains } from '../../platform/db/like.js';
import { visibleOrdersWhere } from '../orders/order-access.js';
import { orders } from '../orders/orders.schema.js';
import { callRecords } from './calls.schema.js';

/** The digits to look for in stored numbers: the canonical form when the text is a full number. */
export function numberNeedle(text: string): string {
  return normalizePhone(text) ?? text.replace(/\D/g, '');
}

/**
 * Which call records a user may see: administrators every one; others the calls they made or
 * took, and the calls bound to the orders they may see (D4), so a certifier never reads the
 * calls of another certifier's orders.
 */
export function visibleCallsWhere(user: AuthUser): SQL | undefined {
  if (isAdmin(user.roleTypes)) return undefined;
  const visibleOrders = visibleOrdersWhere(user);
  const orderIds = visibleOrders
    ? sql`${callRecords.orderId} in (select ${orders.id} from ${orders} where ${visibleOrders})`
    : sql`${callRecords.orderId} is not null`;
  return or(eq(callRecords.callUid, user.id), orderIds);
}

/** The WHERE of a call list: visibility, missed calls only for that list, and the filters (01 §2). */
export function callListWhere(user: AuthUser, f: CallFilters, missedOnly: boolean): SQL | undefined {
  const from = f.fromMobile ? numberNeedle(f.fromMobile) : '';
  const to = f.toMobile ? numberNeedle(f.toMobile) : '';
  return and(
    visibleCallsWhere(user),
    // A missed call is an incoming call that rang and was not connected (D8).
    missedOnly ? and(eq(callRecords.callType, 10), eq(callRecords.callConnected, false)) : undefined,
    f.orderId ? eq(callRecords.orderId, f.orderId) : undefined,
    from ? ilike(callRecords.fromMobile, likeContains(from)) : undefined,
    to ? ilike(callRecords.toMobile, likeContains(to)) : undefined,
    f.applyUser ? ilike(orders.applyUser, likeContains(f.applyUser)) : undefined,
    f.companyName ? ilike(orders.companyName, likeContains(f.companyName)) : undefined,
    f.callUid ? eq(callRecords.callUid, f.callUid) : undefined,
    f.startDate?.start ? gte(callRecords.startDate, f.startDate.start) : undefined,
    f.startDate?.end ? lte(callRecords.startDate, f.startDate.end) : undefined,
  );
}

/** Ids filter helper for tests and exports. */
export const idIn = (ids: number[]) => inArray(callRecords.id, ids);

/** The calls of one order. */
export const orderCallsWhere = (orderId: number): SQL => eq(callRecords.orderId, orderId);
