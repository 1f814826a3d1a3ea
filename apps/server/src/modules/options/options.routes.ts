import { ATTACH_TYPES, CURRENCY_TYPES, optionsApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { areaChildren } from './area.service.js';
import { roleOptionList, userOptions, userOptionsOfRoleType } from './options.service.js';

const tags = ['选项'];

/** Option lists of the shared pickers (01 §7): any signed-in user may read them. */
export function optionsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const signedIn = guard();
    serve(app, optionsApi.userByRoleType, { tags, summary: '按角色类型的人员', onRequest: signedIn }, async (request) =>
      ok(await userOptionsOfRoleType(ctx, request.query.roleType)),
    );
    serve(app, optionsApi.area, { tags, summary: '省市区（按上级代码）', onRequest: signedIn }, async (request) =>
      ok(areaChildren(request.query.pcode)),
    );
    serve(app, optionsApi.userList, { tags, summary: '用户', onRequest: signedIn }, async () => ok(await userOptions(ctx)));
    serve(app, optionsApi.roleList, { tags, summary: '角色', onRequest: signedIn }, async () => ok(await roleOptionList(ctx)));
    serve(app, optionsApi.attachType, { tags, summary: '附件类型', onRequest: signedIn }, async () => ok([...ATTACH_TYPES]));
    serve(app, optionsApi.currencyType, { tags, summary: '币种', onRequest: signedIn }, async () => ok([...CURRENCY_TYPES]));
  };
}
