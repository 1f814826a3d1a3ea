import { z } from 'zod';
import { adminIdParams } from '../admin.js';
import { ipWhiteListSchema, ipWhiteRowSchema, saveIpWhiteSchema } from '../admin-config.js';
import { pageOf } from '../envelope.js';
import { defineRoute } from './route.js';

/** The IP whitelist (modules/ip-whitelist on the server, pages/system/IpWhitePage on the web, D18). */
export const ipWhitelistApi = {
  list: defineRoute({
    method: 'POST',
    path: '/api/systemConfig/ipWhite/list',
    body: ipWhiteListSchema,
    response: pageOf(ipWhiteRowSchema),
  }),
  /** Creates or edits (also the enable/disable switch); answers the entry's id. */
  save: defineRoute({ method: 'POST', path: '/api/systemConfig/ipWhite/save', body: saveIpWhiteSchema, response: z.number().int() }),
  delete: defineRoute({ method: 'DELETE', path: '/api/systemConfig/ipWhite/:id', params: adminIdParams, response: z.null() }),
};
