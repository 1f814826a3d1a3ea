import { type CreateUserRequest, usersApi } from '@certdesk/contract';
import { call } from '../../api/client';

// The add dialog (features/users/UserAddDialog) imports both from here.
export type { InitialPassword } from '@certdesk/contract';
/** Creates a user; answers the one-time password to hand over (D24). */
export const createUser = (body: CreateUserRequest) => call(usersApi.create, body);
