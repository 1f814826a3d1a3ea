import type { Option } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { activeUsers, roleOptions, usersByRoleType } from './options.repo.js';

/** Active users holding a role type (primary or further role), for the pickers. */
export const userOptionsOfRoleType = (ctx: AppContext, roleType: number): Promise<Option[]> => usersByRoleType(ctx.db, roleType);
/** Every active user, for the pickers. */
export const userOptions = (ctx: AppContext): Promise<Option[]> => activeUsers(ctx.db);
/** Every role, for the pickers. */
export const roleOptionList = (ctx: AppContext): Promise<Option[]> => roleOptions(ctx.db);
