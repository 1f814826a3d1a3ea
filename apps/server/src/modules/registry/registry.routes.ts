import { registryApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { manualLookup } from './manual-lookup.service.js';
import { listRecords, queueSummary, recordDetail } from './registry.service.js';

const tags = ['查档'];
const QUEUE = guard({ roles: [0, 100], routes: [21000, 22000] });
/** The record screen is opened from the queue, the history and the order detail. */
const RECORD = guard({ roles: [0, 100, 200, 300], routes: [23000] });

/** Registry lookups (D10): the job, manual re-check, the queue and history lists, the record detail. */
export function registryRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, registryApi.manualLookup, { tags, summary: '重新查档', onRequest: guard({ roles: [0, 100, 200] }) }, async (request) =>
      ok(await manualLookup(ctx, requireUser(request), request.body), '已提交查档'),
    );
    serve(app, registryApi.queueSummary, { tags, summary: '查档队列概况', onRequest: QUEUE }, async () => ok(await queueSummary(ctx)));
    serve(app, registryApi.queue, { tags, summary: '查档队列', onRequest: QUEUE }, async (request) =>
      ok(await listRecords(ctx, false, request.body)),
    );
    serve(app, registryApi.history, { tags, summary: '查档历史', onRequest: QUEUE }, async (request) =>
      ok(await listRecords(ctx, true, request.body)),
    );
    serve(app, registryApi.record, { tags, summary: '档案详情', onRequest: RECORD }, async (request) =>
      ok(await recordDetail(ctx, requireUser(request), request.params.id)),
    );
  };
}
