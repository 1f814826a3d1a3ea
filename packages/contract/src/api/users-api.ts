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
import { postOf as post, saveOf as save } from './route-shapes.js';

/** User management and account settings (modules/manage-users on the server, features/users on the web). */
export const usersApi = {
  list: post('/api/manage/user/list', userListSchema, pageOf(userRowSchema)),
  detail: defineRoute({ method: 'GET', path: '/api/manage/user/:id', params: adminIdParams, response: userDetailSchema }),
  create: post('/api/manage/user/create', createUserSchema, initialPasswordSchema),
  resetPassword: post('/api/manage/user/resetPassword', uidSchema, initialPasswordSchema),
  lock: post('/api/manage/user/lock', userFlagSchema, z.object({ disabled: z.boolean() })),
  /** Answers how many lock-out rows were cleared: 0 when the account was not locked. */
  unlockLogin: post('/api/manage/user/unlockLogin', uidSchema, z.object({ cleared: z.number() })),
  disableDispatch: post('/api/manage/user/disableDispatch', userFlagSchema, z.object({ disabledDispatch: z.boolean() })),
  /** A user who handled orders is deactivated instead, keeping the history. */
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/manage/user/del/:id',
    params: adminIdParams,
    response: z.object({ outcome: z.enum(['deleted', 'deactivated']) }),
  }),
  update: save('/api/manage/user/update', updateUserSchema),
  saveSeat: save('/api/seatConfig/save', saveSeatSchema),
  saveEmail: save('/api/manage/user/email/save', saveEmailSchema),
};
