import { envelopeOf, pageOf, workGroupListSchema, workGroupRowSchema, workGroupSaveSchema } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { deleteGroup, listGroups, saveGroup } from './business-groups.service.js';

const tags = ['业务组'];
const access = { roles: [0, 100] };

/** Business group screen (02 §2.4): list, create/edit, delete; roles 0 and 100. */
export function businessGroupRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/user/workGroup/list',
      {
        schema: { tags, summary: '业务组列表', body: workGroupListSchema, response: { 200: envelopeOf(pageOf(workGroupRowSchema)) } },
        onRequest: guard(access),
      },
      async (request) => ok(await listGroups(ctx, request.body)),
    );
    app.post(
      '/api/user/workGroup/create',
      {
        schema: {
          tags,
          summary: '新增或编辑业务组',
          body: workGroupSaveSchema,
          response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
        },
        onRequest: guard(access),
      },
      async (request) => ok(await saveGroup(ctx, request.body), '保存成功'),
    );
    app.delete(
      '/api/user/workGroup/delete/:id',
      {
        schema: {
          tags,
          summary: '删除业务组',
          params: z.object({ id: z.coerce.number({ error: '业务组ID必须是数字' }).int().positive('业务组ID必须是数字') }),
          response: { 200: envelopeOf(z.null()) },
        },
        onRequest: guard(access),
      },
      async (request) => {
        await deleteGroup(ctx, request.params.id);
        return ok(null, '删除成功');
      },
    );
  };
}
