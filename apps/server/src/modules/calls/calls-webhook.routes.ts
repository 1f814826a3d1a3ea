import { callDetailRecordSchema, envelopeOf, Msg, PARTNER_HEADERS } from '@certdesk/contract';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { describeIssue } from '../../platform/error-handler.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { containsNul } from '../../platform/nul-guard.js';
import { signatureProblem } from '../partner/outbox.signing.js';
import { claimCallNonce, ingestCallRecord } from './call-ingest.service.js';

const headerText = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * POST /open/v1/calls: call detail records of a SIP exchange (D8), signed like the partner API
 * (D11: HMAC-SHA256 over timestamp, nonce and raw body, 5-minute window, nonces not reused)
 * with the exchange's own credentials. The raw body is kept for the signature, so this plugin
 * parses JSON itself (the parser is scoped to this plugin).
 */
export function callWebhookRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.post(
      '/open/v1/calls',
      { schema: { tags: ['开放接口'], summary: '通话话单回调（签名）', response: { 200: envelopeOf(z.object({ id: z.number() })) } } },
      async (request) => {
        const { pbxId, pbxSecret } = ctx.telephony.config;
        const raw = typeof request.body === 'string' ? request.body : '';
        const headers = {
          [PARTNER_HEADERS.timestamp]: headerText(request.headers[PARTNER_HEADERS.timestamp]),
          [PARTNER_HEADERS.nonce]: headerText(request.headers[PARTNER_HEADERS.nonce]),
          [PARTNER_HEADERS.signature]: headerText(request.headers[PARTNER_HEADERS.signature]),
        };
        if (!pbxSecret) throw forbidden('话单回调未配置');
        if (headerText(request.headers[PARTNER_HEADERS.partnerId]) !== pbxId) throw forbidden('调用方标识错误');
        const problem = signatureProblem(pbxSecret, headers, raw);
        if (problem) throw forbidden(problem);
        const nonce = headers[PARTNER_HEADERS.nonce] ?? '';
        if (!(await claimCallNonce(ctx, pbxId, nonce))) throw forbidden('请求重复（nonce已使用）');
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw badRequest('请求体不是合法的JSON');
        }
        // This plugin parses its own body, after the app-wide guard has seen a plain string.
        if (containsNul(json)) throw badRequest(Msg.nulRefused);
        const parsed = callDetailRecordSchema.safeParse(json);
        if (!parsed.success) {
          const issue = parsed.error.issues[0];
          throw badRequest(issue ? describeIssue(issue.path, issue.message) : Msg.badRequest);
        }
        return ok(await ingestCallRecord(ctx, parsed.data, 'sip'));
      },
    );
  };
}
