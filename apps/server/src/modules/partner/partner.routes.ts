import {
  envelopeOf,
  InterfaceType,
  Msg,
  PARTNER_FIELD_LABELS,
  PARTNER_HEADERS,
  type PartnerOrderAnswer,
  partnerCreateSchema,
  partnerModifySchema,
  partnerOrderAnswerSchema,
  partnerSupplementSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { containsNul } from '../../platform/nul-guard.js';
import { intakeOrder } from './intake.service.js';
import { modifyOrder, supplementOrder } from './modify.service.js';
import { verifyPartnerCall } from './partner-signature.js';
import { startDemoSimulator } from './partner-simulator.js';
import { logRefusedCall } from './refusal-log.service.js';
import { simFileRoutes, simFilesBase } from './sim-files.js';

/** The first validation issue, always naming the field in Chinese (the partner reads it, not a form). */
function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return Msg.badRequest;
  const key = String(issue.path[0] ?? '');
  const label = PARTNER_FIELD_LABELS[key] ?? key;
  return !label || issue.message.includes(label) ? issue.message : `${label}：${issue.message}`;
}

const headerOf = (request: FastifyRequest, name: string) => String(request.headers[name] ?? '').slice(0, 64);

/**
 * The open API of the partner platform (D11): signed calls, body kept raw for the signature.
 * Each call is verified, parsed, validated, handled, and written to the interface log; a refused
 * call is logged too, with the refusal as the answer.
 */
export function partnerRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    // The signature covers the exact bytes sent: keep the body as a string in this scope.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    // The demo partner's file host is this server (demo mode only): the simulator's files are real.
    if (ctx.config.demo) await app.register(simFileRoutes());
    const demoSecret = ctx.config.partners.demo;
    if (ctx.config.demoSimulator && demoSecret) {
      let stop = () => {};
      app.addHook('onReady', async () => {
        stop = startDemoSimulator(app, demoSecret, undefined, async () => ctx.cluster?.leads() ?? true, simFilesBase(ctx.config));
      });
      app.addHook('onClose', async () => stop());
    }

    function endpoint<S extends z.ZodType>(
      url: string,
      summary: string,
      interfaceType: number,
      schema: S,
      run: (partnerId: string, input: z.infer<S>, raw: string, parsed: unknown) => Promise<{ answer: PartnerOrderAnswer; msg: string }>,
    ) {
      app.post(
        url,
        { schema: { tags: ['开放接口'], summary, response: { 200: envelopeOf(partnerOrderAnswerSchema) } } },
        async (request) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          let parsed: unknown;
          let signed = false;
          try {
            const partnerId = await verifyPartnerCall(ctx, request.headers, raw);
            signed = true;
            try {
              parsed = JSON.parse(raw);
            } catch {
              throw badRequest('请求体不是合法的JSON');
            }
            // This scope parses its own body, after the app-wide guard has seen a plain string.
            if (containsNul(parsed)) throw badRequest(Msg.nulRefused);
            const input = schema.safeParse(parsed);
            if (!input.success) throw badRequest(issueMessage(input.error));
            const { answer, msg } = await run(partnerId, input.data, raw, parsed);
            return ok(answer, msg);
          } catch (err) {
            if (err instanceof AppError) await logRefusal(interfaceType, request, raw, signed, parsed, err);
            throw err;
          }
        },
      );
    }

    async function logRefusal(type: number, request: FastifyRequest, raw: string, signed: boolean, parsed: unknown, err: AppError) {
      const openOrderId = (parsed as { openOrderId?: unknown } | undefined)?.openOrderId;
      await logRefusedCall(
        ctx,
        {
          partnerId: headerOf(request, PARTNER_HEADERS.partnerId),
          openOrderId: typeof openOrderId === 'string' ? openOrderId.slice(0, 64) : '',
          interfaceType: type,
          raw,
          signed,
        },
        err,
      );
    }

    endpoint('/open/v1/orders', '合作方进件', InterfaceType.INCOMING, partnerCreateSchema, async (partnerId, input, raw, parsed) => {
      const { answer, replayed } = await intakeOrder(ctx, partnerId, input, raw, parsed);
      return { answer, msg: replayed ? '订单已进件（重复请求）' : '进件成功' };
    });
    endpoint(
      '/open/v1/orders/modify',
      '合作方修改订单',
      InterfaceType.MODIFY,
      partnerModifySchema,
      async (partnerId, input, raw, parsed) => ({
        answer: await modifyOrder(ctx, partnerId, input, raw, parsed),
        msg: '修改成功',
      }),
    );
    endpoint(
      '/open/v1/orders/supplement',
      '合作方补充资料',
      InterfaceType.SUPPLEMENT,
      partnerSupplementSchema,
      async (partnerId, input, raw, parsed) => ({
        answer: await supplementOrder(ctx, partnerId, input, raw, parsed),
        msg: '补充资料已接收',
      }),
    );
  };
}
