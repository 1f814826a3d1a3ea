import { usersApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { actorOf } from '../../platform/crud/crud.routes.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
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
const READ = guard({ roles: [0, 100], routes: [51000, 52000] });
const WRITE = guard({ roles: [0, 100] });
const tags = ['用户管理'];
const saved = async (done: Promise<void>) => {
  await done;
  return ok(null, '保存成功');
};

/** User management (/user/manage) and account settings (/user/detail/{id}). */
export function manageUserRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, usersApi.list, { tags, summary: '用户列表', onRequest: READ }, async (request) => ok(await listUsers(ctx, request.body)));
    serve(app, usersApi.detail, { tags, summary: '用户详情', onRequest: READ }, async (request) =>
      ok(await managedDetail(ctx, actorOf(request), request.params.id)),
    );
    serve(app, usersApi.create, { tags, summary: '新增用户', onRequest: WRITE }, async (request) =>
      ok(await createUser(ctx, actorOf(request), request.body), '新增成功'),
    );
    serve(app, usersApi.resetPassword, { tags, summary: '重置密码', onRequest: WRITE }, async (request) =>
      ok(await resetPassword(ctx, actorOf(request), request.body.uid), '重置成功'),
    );
    serve(app, usersApi.lock, { tags, summary: '启用/禁用', onRequest: WRITE }, async (request) =>
      ok({ disabled: await setDisabled(ctx, actorOf(request), request.body.uid, request.body.disabled) }),
    );
    serve(app, usersApi.unlockLogin, { tags, summary: '解除登录锁定', onRequest: WRITE }, async (request) =>
      ok({ cleared: await clearLoginLock(ctx, actorOf(request), request.body.uid) }, '解锁成功'),
    );
    serve(app, usersApi.disableDispatch, { tags, summary: '暂停/恢复派单', onRequest: WRITE }, async (request) =>
      ok({ disabledDispatch: await setDispatchPaused(ctx, actorOf(request), request.body.uid, request.body.disabledDispatch) }),
    );
    serve(app, usersApi.delete, { tags, summary: '删除用户', onRequest: WRITE }, async (request) => {
      const outcome = await deleteUser(ctx, actorOf(request), request.params.id);
      return ok({ outcome }, outcome === 'deleted' ? '删除成功' : '该用户处理过订单，已停用并保留历史记录');
    });
    serve(app, usersApi.update, { tags, summary: '修改基本信息', onRequest: WRITE }, (request) =>
      saved(updateUser(ctx, actorOf(request), request.body)),
    );
    serve(app, usersApi.saveSeat, { tags, summary: '保存坐席配置', onRequest: WRITE }, (request) =>
      saved(saveSeat(ctx, actorOf(request), request.body)),
    );
    serve(app, usersApi.saveEmail, { tags, summary: '保存邮箱配置', onRequest: WRITE }, (request) =>
      saved(saveEmail(ctx, actorOf(request), request.body)),
    );
  };
}
