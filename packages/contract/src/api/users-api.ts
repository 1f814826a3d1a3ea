import { z } from 'zod';
import {
  adminIdParams,
  createUserSchema,
  initialPasswordSchema,
  saveEmailSchema,
  saveSeatSchema,
  uidSchema,
  updateUserSchema,
  userDetailSchema,
  userFlagSchema,
  userListSchema,
  userRowSchema,
} from '../admin.js';
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';

const save = <const P extends string, B extends z.ZodType>(path: P, body: B) =>
  defineRoute({ method: 'POST', path, body, response: z.null() });

/** User management and account settings (modules/manage-users on the server, features/users on the web). */
export const usersApi = {
  list: defineRoute({ method: 'POST', path: '/api/manage/user/list', body: userListSchema, response: pageOf(userRowSchema) }),
  detail: defineRoute({ method: 'GET', path: '/api/manage/user/:id', params: adminIdParams, response: userDetailSchema }),
  create: defineRoute({ method: 'POST', path: '/api/manage/user/create', body: createUserSchema, response: initialPasswordSchema }),
  resetPassword: defineRoute({ method: 'POST', path: '/api/manage/user/resetPassword', body: uidSchema, response: initialPasswordSchema }),
  lock: defineRoute({
    method: 'POST',
    path: '/api/manage/user/lock',
    body: userFlagSchema,
    response: z.object({ disabled: z.boolean() }),
  }),
  unlockLogin: defineRoute({
    method: 'POST',
    path: '/api/manage/user/unlockLogin',
    body: uidSchema,
    /** How many lock-out rows were cleared: 0 when the account was not locked. */
    response: z.object({ cleared: z.number() }),
  }),
  disableDispatch: defineRoute({
    method: 'POST',
    path: '/api/manage/user/disableDispatch',
    body: userFlagSchema,
    response: z.object({ disabledDispatch: z.boolean() }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/manage/user/del/:id',
    params: adminIdParams,
    /** A user who handled orders is deactivated instead, keeping the history. */
    response: z.object({ outcome: z.enum(['deleted', 'deactivated']) }),
  }),
  update: save('/api/manage/user/update', updateUserSchema),
  saveSeat: save('/api/seatConfig/save', saveSeatSchema),
  saveEmail: save('/api/manage/user/email/save', saveEmailSchema),
};
