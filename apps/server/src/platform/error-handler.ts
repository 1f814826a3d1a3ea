import { ErrorCode, Msg, PARTNER_FIELD_LABELS } from '@certdesk/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from './db/faults.js';
import { AppError } from './errors.js';
import { FIELD_LABELS } from './field-labels.js';

/** Formats one validation issue so that it names the field in Chinese. */
export function describeIssue(path: readonly PropertyKey[], message: string): string {
  // The field, not the index of a list element ("labels/0" names 标签).
  const key = String(path.findLast((p) => !/^\d+$/.test(String(p))) ?? '');
  const label = FIELD_LABELS[key] ?? PARTNER_FIELD_LABELS[key] ?? key;
  if (!label || message.includes(label) || message.startsWith('请')) return message;
  return `${label}：${message}`;
}

/**
 * Maps every error to the envelope: AppError as is, validation with field names, a database that
 * is away as 503 / 5030, others as a generic 500.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.code, msg: error.message, data: null });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const path = (first?.instancePath ?? '').split('/').filter(Boolean);
      const msg = first ? describeIssue(path, first.message ?? Msg.badRequest) : Msg.badRequest;
      return reply.status(200).send({ code: ErrorCode.BAD_REQUEST, msg, data: null });
    }
    if (error.statusCode && error.statusCode < 500) {
      // Fastify's own refusals: malformed JSON, body too large, unsupported media type …
      const msg =
        error.statusCode === 413 ? '请求内容过大' : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? '不支持的请求类型' : Msg.badRequest;
      return reply.status(error.statusCode).send({ code: ErrorCode.BAD_REQUEST, msg, data: null });
    }
    if (isDatabaseUnavailable(error)) {
      // Restart, failover or network: nothing wrong with the call; the client may try again shortly.
      request.log.warn({ err: { message: error.message, code: error.code } }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ code: ErrorCode.DB_UNAVAILABLE, msg: Msg.dbUnavailable, data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: ErrorCode.INTERNAL, msg: Msg.internal, data: null });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ code: ErrorCode.NOT_FOUND, msg: `接口不存在：${request.method} ${request.url.split('?')[0]}`, data: null });
  });
}
