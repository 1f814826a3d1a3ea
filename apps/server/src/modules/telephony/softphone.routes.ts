import {
  ADMIN_ROLES,
  envelopeOf,
  simIncomingSchema,
  softphoneCallSchema,
  softphoneDialSchema,
  softphoneDtmfSchema,
  softphoneStateSchema,
  softphoneStatusSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { dial, mySeat, placeSimIncoming, simExchange } from './softphone.service.js';

const tags = ['软电话'];
const empty = { 200: envelopeOf(z.null()) };
const seatRoles = guard({ roles: [200] });
const session = z.object({ sessionId: z.string() });

/**
 * Commands of the browser softphone to the simulated exchange, over HTTP (events come back
 * over /ws as onSoftphoneEvent). A SIP softphone talks to its exchange itself and uses none.
 */
export function softphoneRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/softphone/status',
      { schema: { tags, summary: '坐席状态', response: { 200: envelopeOf(softphoneStatusSchema) } }, onRequest: seatRoles },
      async (request) => ok(simExchange(ctx).status(await mySeat(ctx, requireUser(request)))),
    );
    app.post(
      '/api/softphone/login',
      { schema: { tags, summary: '坐席签入', response: { 200: envelopeOf(softphoneStatusSchema) } }, onRequest: seatRoles },
      async (request) => ok(await simExchange(ctx).login(await mySeat(ctx, requireUser(request)))),
    );
    app.post('/api/softphone/logout', { schema: { tags, summary: '坐席签出', response: empty }, onRequest: seatRoles }, async (request) => {
      await simExchange(ctx).logout(await mySeat(ctx, requireUser(request)));
      return ok(null);
    });
    app.post(
      '/api/softphone/state',
      { schema: { tags, summary: '就绪或忙碌', body: softphoneStateSchema, response: empty }, onRequest: seatRoles },
      async (request) => {
        simExchange(ctx).setStatus(await mySeat(ctx, requireUser(request)), request.body.status);
        return ok(null);
      },
    );
    app.post(
      '/api/softphone/dial',
      {
        schema: { tags, summary: '外呼', body: softphoneDialSchema, response: { 200: envelopeOf(session.extend({ number: z.string() })) } },
        onRequest: seatRoles,
      },
      async (request) => ok(await dial(ctx, requireUser(request), request.body.number, request.body.orderId)),
    );
    app.post(
      '/api/softphone/answer',
      { schema: { tags, summary: '接听', body: softphoneCallSchema, response: empty }, onRequest: seatRoles },
      async (request) => {
        simExchange(ctx).answer(await mySeat(ctx, requireUser(request)), request.body.sessionId);
        return ok(null);
      },
    );
    app.post(
      '/api/softphone/hangup',
      { schema: { tags, summary: '挂断或拒接', body: softphoneCallSchema, response: empty }, onRequest: seatRoles },
      async (request) => {
        await simExchange(ctx).hangup(await mySeat(ctx, requireUser(request)), request.body.sessionId);
        return ok(null);
      },
    );
    app.post(
      '/api/softphone/dtmf',
      { schema: { tags, summary: '按键', body: softphoneDtmfSchema, response: empty }, onRequest: seatRoles },
      async (request) => {
        simExchange(ctx).dtmf(await mySeat(ctx, requireUser(request)), request.body.sessionId);
        return ok(null);
      },
    );
    app.post(
      '/api/softphone/sim/incoming',
      {
        schema: { tags, summary: '模拟来电', body: simIncomingSchema, response: { 200: envelopeOf(session) } },
        onRequest: guard({ roles: ADMIN_ROLES }),
      },
      async (request) => ok(await placeSimIncoming(ctx, request.body.uid, request.body.fromMobile)),
    );
    app.post(
      '/api/softphone/sim/hangup',
      { schema: { tags, summary: '模拟对方挂断', body: softphoneCallSchema, response: empty }, onRequest: guard({ roles: ADMIN_ROLES }) },
      async (request) => {
        await simExchange(ctx).remoteHangup(request.body.sessionId);
        return ok(null);
      },
    );
  };
}
