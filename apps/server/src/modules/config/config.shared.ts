import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../platform/auth/guard.js';
import type { Actor } from '../admin-audit/admin-audit.service.js';

/** A LIKE pattern matching the text anywhere, wildcards in the text taken literally. */
export const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The acting administrator of a request, for the audit trail. */
export const actorOf = (request: FastifyRequest): Actor => ({ user: requireUser(request), ip: request.ip });

/** Reading a configuration screen: administrators, or a role granted that screen. */
export const readAccess = (routeId: number) => ({ roles: [0, 100], routes: [routeId] }) as const;
/** Changing configuration: administrators only. */
export const WRITE = { roles: [0, 100] } as const;
