import {
  createUserSchema,
  envelopeOf,
  initialPasswordSchema,
  pageOf,
  saveEmailSchema,
  saveSeatSchema,
  uidSchema,
  updateUserSchema,
  userDetailSchema,
  userFlagSchema,
  userListSchema,
  userRowSchema,
} from '@certdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import type { Actor } from '../admin-audit/admin-audit.service.js';
import {
  clearLoginLock,
  createUser,
  deleteUser,
  listUsers,
  managedDetail,
  resetPassword,
  setDisabled,
  setDispatchPaused,
} from './manage-users.service.js';
import { saveEmail, saveSeat, updateUser } from './user-config.service.js';

// Reading: administrators, or a role granted the screen. Changing: administrators only.
const READ = { roles: [0, 100], routes: [51000, 52000] } as const;
const WRITE = { roles: [0, 100] } as const;
const tags = ['用户管理'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const actorOf = (request: FastifyRequest): Actor => ({ user: requireUser(request), ip: request.ip });

/** User management (/user/manage) and account settings (/user/detail/{id}). */
export function manageUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/manage/user/list',
      {
        schema: { tags, summary: '用户列表', body: userListSchema, response: { 200: envelopeOf(pageOf(userRowSchema)) } },
        onRequest: guard(READ),
      },
      async (request) => ok(await listUsers(ctx, request.body)),
    );
    app.get(
      '/api/manage/user/:id',
      { schema: { tags, summary: '用户详情', params: idParams, response: { 200: envelopeOf(userDetailSchema) } }, onRequest: guard(READ) },
      async (request) => ok(await managedDetail(ctx, actorOf(request), request.params.id)),
    );
    app.post(
      '/api/manage/user/create',
      {
        schema: { tags, summary: '新增用户', body: createUserSchema, response: { 200: envelopeOf(initialPasswordSchema) } },
        onRequest: guard(WRITE),
      },
      async (request) => ok(await createUser(ctx, actorOf(request), request.body), '新增成功'),
    );
    app.post(
      '/api/manage/user/resetPassword',
      {
        schema: { tags, summary: '重置密码', body: uidSchema, response: { 200: envelopeOf(initialPasswordSchema) } },
        onRequest: guard(WRITE),
      },
      async (request) => ok(await resetPassword(ctx, actorOf(request), request.body.uid), '重置成功'),
    );
    app.post(
      '/api/manage/user/lock',
      {
        schema: { tags, summary: '启用/禁用', body: userFlagSchema, response: { 200: envelopeOf(z.object({ disabled: z.boolean() })) } },
        onRequest: guard(WRITE),
      },
      async (request) => ok({ disabled: await setDisabled(ctx, actorOf(request), request.body.uid, request.body.disabled) }),
    );
    app.post(
      '/api/manage/user/unlockLogin',
      {
        schema: { tags, summary: '解除登录锁定', body: uidSchema, response: { 200: envelopeOf(z.object({ cleared: z.number() })) } },
        onRequest: guard(WRITE),
      },
      async (request) => ok({ cleared: await clearLoginLock(ctx, actorOf(request), request.body.uid) }, '解锁成功'),
    );
    app.post(
      '/api/manage/user/disableDispatch',
      {
        schema: {
          tags,
          summary: '暂停/恢复派单',
          body: userFlagSchema,
          response: { 200: envelopeOf(z.object({ disabledDispatch: z.boolean() })) },
        },
        onRequest: guard(WRITE),
      },
      async (request) =>
        ok({ disabledDispatch: await setDispatchPaused(ctx, actorOf(request), request.body.uid, request.body.disabledDispatch) }),
    );
    app.delete(
      '/api/manage/user/del/:id',
      {
        schema: {
          tags,
          summary: '删除用户',
          params: idParams,
          response: { 200: envelopeOf(z.object({ outcome: z.enum(['deleted', 'deactivated']) })) },
        },
        onRequest: guard(WRITE),
      },
      async (request) => {
        const outcome = await deleteUser(ctx, actorOf(request), request.params.id);
        return ok({ outcome }, outcome === 'deleted' ? '删除成功' : '该用户处理过订单，已停用并保留历史记录');
      },
    );
    app.post(
      '/api/manage/user/update',
      {
        schema: { tags, summary: '修改基本信息', body: updateUserSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await updateUser(ctx, actorOf(request), request.body);
        return ok(null, '保存成功');
      },
    );
    app.post(
      '/api/seatConfig/save',
      {
        schema: { tags, summary: '保存坐席配置', body: saveSeatSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await saveSeat(ctx, actorOf(request), request.body);
        return ok(null, '保存成功');
      },
    );
    app.post(
      '/api/manage/user/email/save',
      {
        schema: { tags, summary: '保存邮箱配置', body: saveEmailSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await saveEmail(ctx, actorOf(request), request.body);
        return ok(null, '保存成功');
      },
    );
  };
}
