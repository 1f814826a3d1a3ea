import { z } from 'zod';
import { adminIdParams, roleListSchema, roleOptionSchema, roleRowSchema, saveRoleSchema } from '../admin.js';
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';

/** Roles and permissions (modules/roles-admin on the server, features/roles on the web). */
export const rolesApi = {
  list: defineRoute({ method: 'POST', path: '/api/role/list', body: roleListSchema, response: pageOf(roleRowSchema) }),
  options: defineRoute({ method: 'GET', path: '/api/role/options', response: z.array(roleOptionSchema) }),
  /** Answers the id of the saved role. */
  save: defineRoute({ method: 'POST', path: '/api/role/save', body: saveRoleSchema, response: z.number().int() }),
  delete: defineRoute({ method: 'DELETE', path: '/api/role/delete/:id', params: adminIdParams, response: z.null() }),
};
