import { rolesApi, toPage } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/crud/crud.routes.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { deleteRole, listRoles, roleOptions, saveRole } from './roles-admin.service.js';

const READ = guard({ roles: [0, 100], routes: [53000, 51000] });
const WRITE = guard({ roles: [0, 100] });
const tags = ['角色权限'];

/** Roles and permissions screen (/user/permission). */
export function rolesAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, rolesApi.list, { tags, summary: '角色列表', onRequest: READ }, async (request) => {
      const { result, total } = await listRoles(ctx, request.body);
      return ok(toPage(result, total, request.body.pageSize));
    });
    serve(app, rolesApi.options, { tags, summary: '全部角色（选择框）', onRequest: READ }, async () => ok(await roleOptions(ctx)));
    serve(app, rolesApi.save, { tags, summary: '保存角色', onRequest: WRITE }, async (request) =>
      ok(await saveRole(ctx, actorOf(request), request.body), '保存成功'),
    );
    serve(app, rolesApi.delete, { tags, summary: '删除角色', onRequest: WRITE }, async (request) => {
      await deleteRole(ctx, actorOf(request), request.params.id);
      return ok(null, '删除成功');
    });
  };
}
