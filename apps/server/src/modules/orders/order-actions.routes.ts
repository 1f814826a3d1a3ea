import { ADMIN_ROLES, ordersApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { delayOrders, dispatchOrders, endSelected, grantFourValidate, updateMark } from './order-actions.service.js';

const tags = ['订单'];
const ADMINS = guard({ roles: ADMIN_ROLES });

/** Actions of the order lists: remark, extend, assign, authorize, end (01 §2, D2, D3, D12, D25). */
export function orderActionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ordersApi.updateMark, { tags, summary: '修改备注', onRequest: guard({ roles: [200] }) }, async (request) => {
      await updateMark(ctx, requireUser(request), request.body);
      return ok(null, '备注修改成功');
    });
    serve(app, ordersApi.delay, { tags, summary: '延期', onRequest: ADMINS }, async (request) => {
      await delayOrders(ctx, requireUser(request), request.body);
      return ok(null, '延期成功');
    });
    serve(app, ordersApi.dispatch, { tags, summary: '分配', onRequest: ADMINS }, async (request) => {
      await dispatchOrders(ctx, requireUser(request), request.body);
      return ok(null, '分配成功');
    });
    serve(app, ordersApi.grantFourValidate, { tags, summary: '授权四要素查询', onRequest: ADMINS }, async (request) => {
      await grantFourValidate(ctx, requireUser(request), request.body.orderId);
      return ok(null, '授权成功!');
    });
    serve(app, ordersApi.end, { tags, summary: '结束订单', onRequest: guard({ roles: [0] }) }, async (request) => {
      await endSelected(ctx, requireUser(request), request.body);
      return ok(null, '订单已结束');
    });
  };
}
