import { holdsAny } from '@certdesk/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, sessionInvalid } from '../errors.js';
import type { AuthUser } from './auth-user.js';

/**
 * Who may call a route. A user passes when they hold one of `roles` (role type 0 always
 * passes), or when one of `routes` is granted to them (custom roles reading the screens
 * granted to them). With neither, any signed-in user passes.
 */
export interface Access {
  roles?: readonly number[];
  routes?: readonly number[];
}

/** True when the user passes the access rule. */
export function allows(user: AuthUser, access: Access): boolean {
  if (!access.roles && !access.routes) return true;
  if (user.roleTypes.includes(0)) return true;
  if (access.roles && holdsAny(user.roleTypes, access.roles)) return true;
  if (access.routes?.some((id) => user.routeIds.includes(id))) return true;
  return false;
}

/** The signed-in user of the request, or the -100 refusal. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw sessionInvalid(request.sessionEndMessage);
  return request.user;
}

/**
 * The onRequest hook of every protected route: signed in, and allowed by the access rule. It runs
 * before the body is parsed and validated, so a stranger learns nothing from validation messages.
 * Object-level checks (may this user see this order?) belong to the service, which knows the object.
 */
export function guard(access: Access = {}) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    if (user.mustChangePassword && !PASSWORD_CHANGE_PATHS.includes(request.routeOptions.url ?? '')) {
      throw forbidden('请先修改初始密码');
    }
    if (!allows(user, access)) throw forbidden();
  };
}

/** Routes a user who must change an initial password may still call (D24). */
export const PASSWORD_CHANGE_PATHS: readonly string[] = ['/api/user/info', '/api/user/updatePassword', '/api/auth/logout'];
