import {
  ATTACH_TYPES,
  areaOptionSchema,
  areaQuerySchema,
  CURRENCY_TYPES,
  envelopeOf,
  optionSchema,
  userByRoleTypeQuerySchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { areaChildren } from './area.service.js';
import { roleOptionList, userOptions, userOptionsOfRoleType } from './options.service.js';

const options = { 200: envelopeOf(z.array(optionSchema)) };

/** Option lists of the shared pickers (01 §7): any signed-in user may read them. */
export function optionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/options/userByRoleType',
      {
        schema: { tags: ['选项'], summary: '按角色类型的人员', querystring: userByRoleTypeQuerySchema, response: options },
        onRequest: guard(),
      },
      async (request) => ok(await userOptionsOfRoleType(ctx, request.query.roleType)),
    );
    app.get(
      '/api/options/area',
      {
        schema: {
          tags: ['选项'],
          summary: '省市区（按上级代码）',
          querystring: areaQuerySchema,
          response: { 200: envelopeOf(z.array(areaOptionSchema)) },
        },
        onRequest: guard(),
      },
      async (request) => ok(areaChildren(request.query.pcode)),
    );
    app.get('/api/options/userList', { schema: { tags: ['选项'], summary: '用户', response: options }, onRequest: guard() }, async () =>
      ok(await userOptions(ctx)),
    );
    app.get('/api/options/roleList', { schema: { tags: ['选项'], summary: '角色', response: options }, onRequest: guard() }, async () =>
      ok(await roleOptionList(ctx)),
    );
    app.get(
      '/api/options/attachType',
      { schema: { tags: ['选项'], summary: '附件类型', response: options }, onRequest: guard() },
      async () => ok([...ATTACH_TYPES]),
    );
    app.get('/api/options/currencyType', { schema: { tags: ['选项'], summary: '币种', response: options }, onRequest: guard() }, async () =>
      ok([...CURRENCY_TYPES]),
    );
  };
}
