import { ALL_ROUTE_IDS } from '@certdesk/contract';
import type { AuthUser } from '../src/platform/auth/auth-user.js';
import type { Caller } from './lists-cases.js';

/** The signed-in user of one role that the bench's bare SQL and EXPLAIN read the lists as. */
function benchUser(id: number, account: string, roleId: number, roleType: number, routeIds: readonly number[]): AuthUser {
  return {
    id,
    account,
    nickName: '',
    roleId,
    roleType,
    roleTypes: [roleType],
    routeIds: [...routeIds],
    sessionId: 0,
    mustChangePassword: false,
  };
}

/** The three callers of the list benchmark (admin, bcert5, baudit3) with their demo roles' routes. */
export function benchUsers(ids: Record<Caller, number>): Record<Caller, AuthUser> {
  return {
    admin: benchUser(ids.admin, 'admin', 1, 0, ALL_ROUTE_IDS),
    cert: benchUser(ids.cert, 'bcert5', 10, 200, [11000, 12000, 14000]),
    audit: benchUser(ids.audit, 'baudit3', 20, 300, [11000, 13000, 14000, 81000]),
  };
}
