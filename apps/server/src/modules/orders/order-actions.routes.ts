import {
  ADMIN_ROLES,
  delaySchema,
  dispatchSchema,
  endOrderSchema,
  envelopeOf,
  grantFourValidateSchema,
  updateMarkSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { delayOrders, dispatchOrders, endSelected, grantFourValidate, updateMark } from './order-actions.service.js';

const done = { 200: envelopeOf(z.null()) };

/** Actions of the order lists: remark, extend, assign, authorize, end (01 §2, D2, D3, D12, D25). */
export function orderActionRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/order/updateMark',
      { schema: { tags: ['订单'], summary: '修改备注', body: updateMarkSchema, response: done }, onRequest: guard({ roles: [200] }) },
      async (request) => {
        await updateMark(ctx, requireUser(request), request.body);
        return ok(null, '备注修改成功');
      },
    );
    app.post(
      '/api/order/delay',
      { schema: { tags: ['订单'], summary: '延期', body: delaySchema, response: done }, onRequest: guard({ roles: ADMIN_ROLES }) },
      async (request) => {
        await delayOrders(ctx, requireUser(request), request.body);
        return ok(null, '延期成功');
      },
    );
    app.post(
      '/api/order/dispatch',
      { schema: { tags: ['订单'], summary: '分配', body: dispatchSchema, response: done }, onRequest: guard({ roles: ADMIN_ROLES }) },
      async (request) => {
        await dispatchOrders(ctx, requireUser(request), request.body);
        return ok(null, '分配成功');
      },
    );
    app.post(
      '/api/enterprise/grantFourValidate',
      {
        schema: { tags: ['订单'], summary: '授权四要素查询', body: grantFourValidateSchema, response: done },
        onRequest: guard({ roles: ADMIN_ROLES }),
      },
      async (request) => {
        await grantFourValidate(ctx, requireUser(request), request.body.orderId);
        return ok(null, '授权成功!');
      },
    );
    app.post(
      '/api/order/end',
      { schema: { tags: ['订单'], summary: '结束订单', body: endOrderSchema, response: done }, onRequest: guard({ roles: [0] }) },
      async (request) => {
        await endSelected(ctx, requireUser(request), request.body);
        return ok(null, '订单已结束');
      },
    );
  };
}
