import { businessGroupsApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { deleteGroup, listGroups, saveGroup } from './business-groups.service.js';

const tags = ['业务组'];
const ADMINS = guard({ roles: [0, 100] });

/** Business group screen (02 §2.4): list, create/edit, delete; roles 0 and 100. */
export function businessGroupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, businessGroupsApi.list, { tags, summary: '业务组列表', onRequest: ADMINS }, async (request) =>
      ok(await listGroups(ctx, request.body)),
    );
    serve(app, businessGroupsApi.save, { tags, summary: '新增或编辑业务组', onRequest: ADMINS }, async (request) =>
      ok(await saveGroup(ctx, request.body), '保存成功'),
    );
    serve(app, businessGroupsApi.delete, { tags, summary: '删除业务组', onRequest: ADMINS }, async (request) => {
      await deleteGroup(ctx, request.params.id);
      return ok(null, '删除成功');
    });
  };
}
