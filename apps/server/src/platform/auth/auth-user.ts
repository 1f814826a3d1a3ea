/** The signed-in user of a request, resolved from the bearer token once per request. */
export interface AuthUser {
  id: number;
  account: string;
  nickName: string;
  roleId: number;
  /** Role type of the primary role. */
  roleType: number;
  /** Every role type held (primary and further roles, D5): capability checks take their union. */
  roleTypes: number[];
  /** The route ids granted by all roles held (every id for role type 0). */
  routeIds: number[];
  sessionId: number;
  mustChangePassword: boolean;
}
