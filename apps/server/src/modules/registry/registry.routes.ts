import {
  envelopeOf,
  manualReptileSchema,
  pageOf,
  queueSummarySchema,
  recordDetailSchema,
  recordListSchema,
  recordRowSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { manualLookup } from './manual-lookup.service.js';
import { listRecords, queueSummary, recordDetail } from './registry.service.js';

const tags = ['查档'];
const queueAccess = { roles: [0, 100], routes: [21000, 22000] };

/** Registry lookups (D10): the job, manual re-check, the queue and history lists, the record detail. */
export function registryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/manualReptile',
      {
        schema: { tags, summary: '重新查档', body: manualReptileSchema, response: { 200: envelopeOf(z.object({ id: z.number().int() })) } },
        onRequest: guard({ roles: [0, 100, 200] }),
      },
      async (request) => ok(await manualLookup(ctx, requireUser(request), request.body), '已提交查档'),
    );
    app.get(
      '/api/queue',
      { schema: { tags, summary: '查档队列概况', response: { 200: envelopeOf(queueSummarySchema) } }, onRequest: guard(queueAccess) },
      async () => ok(await queueSummary(ctx)),
    );
    app.post(
      '/api/queue/list',
      {
        schema: { tags, summary: '查档队列', body: recordListSchema, response: { 200: envelopeOf(pageOf(recordRowSchema)) } },
        onRequest: guard(queueAccess),
      },
      async (request) => ok(await listRecords(ctx, false, request.body)),
    );
    app.post(
      '/api/history/list',
      {
        schema: { tags, summary: '查档历史', body: recordListSchema, response: { 200: envelopeOf(pageOf(recordRowSchema)) } },
        onRequest: guard(queueAccess),
      },
      async (request) => ok(await listRecords(ctx, true, request.body)),
    );
    app.get(
      '/api/info/:id',
      {
        schema: {
          tags,
          summary: '档案详情',
          params: z.object({ id: z.coerce.number({ error: '记录ID必须是数字' }).int().positive('记录ID必须是数字') }),
          response: { 200: envelopeOf(recordDetailSchema) },
        },
        onRequest: guard({ roles: [0, 100, 200, 300], routes: [23000] }),
      },
      async (request) => ok(await recordDetail(ctx, requireUser(request), request.params.id)),
    );
  };
}
