import { ADMIN_ROLES, softphoneApi } from '@certdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { dial, mySeat, placeSimIncoming, simExchange } from './softphone.service.js';

const tags = ['软电话'];
const seatRoles = guard({ roles: [200] });
const admins = guard({ roles: ADMIN_ROLES });

/**
 * Commands of the browser softphone to the simulated exchange, over HTTP (events come back
 * over /ws as onSoftphoneEvent). A SIP softphone talks to its exchange itself and uses none.
 */
export function softphoneRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const seatOf = (request: FastifyRequest) => mySeat(ctx, requireUser(request));
    serve(app, softphoneApi.status, { tags, summary: '坐席状态', onRequest: seatRoles }, async (request) =>
      ok(simExchange(ctx).status(await seatOf(request))),
    );
    serve(app, softphoneApi.login, { tags, summary: '坐席签入', onRequest: seatRoles }, async (request) =>
      ok(await simExchange(ctx).login(await seatOf(request))),
    );
    serve(app, softphoneApi.logout, { tags, summary: '坐席签出', onRequest: seatRoles }, async (request) => {
      await simExchange(ctx).logout(await seatOf(request));
      return ok(null);
    });
    serve(app, softphoneApi.setState, { tags, summary: '就绪或忙碌', onRequest: seatRoles }, async (request) => {
      simExchange(ctx).setStatus(await seatOf(request), request.body.status);
      return ok(null);
    });
    serve(app, softphoneApi.dial, { tags, summary: '外呼', onRequest: seatRoles }, async (request) =>
      ok(await dial(ctx, requireUser(request), request.body.number, request.body.orderId)),
    );
    serve(app, softphoneApi.answer, { tags, summary: '接听', onRequest: seatRoles }, async (request) => {
      simExchange(ctx).answer(await seatOf(request), request.body.sessionId);
      return ok(null);
    });
    serve(app, softphoneApi.hangup, { tags, summary: '挂断或拒接', onRequest: seatRoles }, async (request) => {
      await simExchange(ctx).hangup(await seatOf(request), request.body.sessionId);
      return ok(null);
    });
    serve(app, softphoneApi.dtmf, { tags, summary: '按键', onRequest: seatRoles }, async (request) => {
      simExchange(ctx).dtmf(await seatOf(request), request.body.sessionId);
      return ok(null);
    });
    serve(app, softphoneApi.simIncoming, { tags, summary: '模拟来电', onRequest: admins }, async (request) =>
      ok(await placeSimIncoming(ctx, request.body.uid, request.body.fromMobile)),
    );
    serve(app, softphoneApi.simHangup, { tags, summary: '模拟对方挂断', onRequest: admins }, async (request) => {
      await simExchange(ctx).remoteHangup(request.body.sessionId);
      return ok(null);
    });
  };
}
