import { z } from 'zod';
import { workGroupListSchema, workGroupRowSchema, workGroupSaveSchema } from '../business-groups.js';
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';

/** Business groups (orders/business-groups on the server, pages/user/BusinessGroupPage on the web). */
export const businessGroupsApi = {
  list: defineRoute({ method: 'POST', path: '/api/user/workGroup/list', body: workGroupListSchema, response: pageOf(workGroupRowSchema) }),
  /** Creates (no id) or edits (id); answers the group's id. */
  save: defineRoute({
    method: 'POST',
    path: '/api/user/workGroup/create',
    body: workGroupSaveSchema,
    response: z.object({ id: z.number().int() }),
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/user/workGroup/delete/:id',
    params: z.object({ id: z.coerce.number({ error: '业务组ID必须是数字' }).int().positive('业务组ID必须是数字') }),
    response: z.null(),
  }),
};
