import { envelopeOf, pageOf, roleListSchema, roleOptionSchema, roleRowSchema, saveRoleSchema, toPage } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { deleteRole, listRoles, roleOptions, saveRole } from './roles-admin.service.js';

const READ = { roles: [0, 100], routes: [53000, 51000] } as const;
const WRITE = { roles: [0, 100] } as const;
const tags = ['角色权限'];

/** Roles and permissions screen (/user/permission). */
export function rolesAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/role/list',
      {
        schema: { tags, summary: '角色列表', body: roleListSchema, response: { 200: envelopeOf(pageOf(roleRowSchema)) } },
        onRequest: guard(READ),
      },
      async (request) => {
        const { result, total } = await listRoles(ctx, request.body);
        return ok(toPage(result, total, request.body.pageSize));
      },
    );
    app.get(
      '/api/role/options',
      {
        schema: { tags, summary: '全部角色（选择框）', response: { 200: envelopeOf(z.array(roleOptionSchema)) } },
        onRequest: guard(READ),
      },
      async () => ok(await roleOptions(ctx)),
    );
    app.post(
      '/api/role/save',
      {
        schema: { tags, summary: '保存角色', body: saveRoleSchema, response: { 200: envelopeOf(z.number().int()) } },
        onRequest: guard(WRITE),
      },
      async (request) => ok(await saveRole(ctx, { user: requireUser(request), ip: request.ip }, request.body), '保存成功'),
    );
    app.delete(
      '/api/role/delete/:id',
      {
        schema: {
          tags,
          summary: '删除角色',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(z.null()) },
        },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await deleteRole(ctx, { user: requireUser(request), ip: request.ip }, request.params.id);
        return ok(null, '删除成功');
      },
    );
  };
}
