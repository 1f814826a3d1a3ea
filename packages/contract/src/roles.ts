/** Role types of the specification. */
export const RoleType = {
  SUPER_ADMIN: 0,
  ADMIN: 100,
  CERTIFIER: 200,
  AUDITOR: 300,
  CUSTOM: 900,
} as const;

/** One of the five role types. */
export type RoleTypeValue = (typeof RoleType)[keyof typeof RoleType];

/** Every role type, in display order. */
export const ROLE_TYPES: readonly RoleTypeValue[] = [0, 100, 200, 300, 900];

/** Chinese label of each role type (the role category of the role screen). */
export const ROLE_TYPE_LABELS: Record<RoleTypeValue, string> = {
  0: '超级管理员',
  100: '管理员',
  200: '认证专员',
  300: '审核专员',
  900: '自定义角色',
};

/** The role id of the seat agent: a certifier with softphone seat and mailbox configuration. */
export const SEAT_AGENT_ROLE_ID = 10;

/** True when the value is one of the five role types. */
export function isRoleType(value: number): value is RoleTypeValue {
  return (ROLE_TYPES as readonly number[]).includes(value);
}

/** True when any held role type is in the allowed set (capability checks take the union, D5). */
export function holdsAny(held: readonly number[], allowed: readonly number[]): boolean {
  return held.some((r) => allowed.includes(r));
}

/** Roles 0 and 100: export, expand filters, assign, extend, authorize, user filter of messages. */
export const ADMIN_ROLES: readonly RoleTypeValue[] = [0, 100];

/** True when the user may use the administrators' capabilities. */
export function isAdmin(held: readonly number[]): boolean {
  return holdsAny(held, ADMIN_ROLES);
}

/** Ending an order is role 0 only (D25). */
export function canEndOrder(held: readonly number[]): boolean {
  return held.includes(0);
}

/** Link and unlink a call: 0, 200, 300. */
export function canBindCall(held: readonly number[]): boolean {
  return holdsAny(held, [0, 200, 300]);
}

/** Deleting a call record: 0, 100 and 300 (the wider reading, D6). */
export function canDeleteCall(held: readonly number[]): boolean {
  return holdsAny(held, [0, 100, 300]);
}

/**
 * Users holding both 200 and 300 do not see the certifier and push status columns of the
 * order list (01 §6).
 */
export function hidesCertifierColumns(held: readonly number[]): boolean {
  return held.includes(200) && held.includes(300);
}
