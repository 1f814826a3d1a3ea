import { dashboardApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
import { singleFlight } from '../../platform/single-flight.js';
import { managerDashboard } from './manager-dashboard.service.js';
import { nextOrder, workerDashboard } from './worker-dashboard.service.js';

const tags = ['首页'];
/** Certifiers and auditors see their own work; the service checks the role asked for is held. */
const WORKERS = guard({ roles: [200, 300] });
/** The whole desk: managers and administrators. */
const MANAGERS = guard({ roles: [0, 100] });

/** The home dashboards (issue 19): a worker's own, the most urgent order, and the managers' overview. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  // The overview is the same for every manager: those who ask while it is being read share that reading.
  const overview = singleFlight(() => managerDashboard(ctx));
  return async (app) => {
    serve(app, dashboardApi.mine, { tags, summary: '我的工作台', onRequest: WORKERS }, async (request) =>
      ok(await workerDashboard(ctx, requireUser(request), request.query.role)),
    );
    serve(app, dashboardApi.next, { tags, summary: '下一单', onRequest: WORKERS }, async (request) =>
      ok(await nextOrder(ctx, requireUser(request), request.query.role)),
    );
    serve(app, dashboardApi.overview, { tags, summary: '管理工作台', onRequest: MANAGERS }, async () => ok(await overview()));
  };
}
