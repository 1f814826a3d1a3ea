import { z } from 'zod';
import { areaOptionSchema, areaQuerySchema, optionSchema, userByRoleTypeQuerySchema } from '../options.js';
import { defineRoute } from './route.js';

const optionList = <const P extends string>(path: P) => defineRoute({ method: 'GET', path, response: z.array(optionSchema) });

/** Option lists of the shared pickers (modules/options on the server, ui/pickers on the web). */
export const optionsApi = {
  userByRoleType: defineRoute({
    method: 'GET',
    path: '/api/options/userByRoleType',
    querystring: userByRoleTypeQuerySchema,
    response: z.array(optionSchema),
  }),
  area: defineRoute({ method: 'GET', path: '/api/options/area', querystring: areaQuerySchema, response: z.array(areaOptionSchema) }),
  userList: optionList('/api/options/userList'),
  roleList: optionList('/api/options/roleList'),
  attachType: optionList('/api/options/attachType'),
  currencyType: optionList('/api/options/currencyType'),
};
