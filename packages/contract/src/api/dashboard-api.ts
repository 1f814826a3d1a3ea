import { managerDashboardSchema, nextOrderSchema, workerDashboardQuerySchema, workerDashboardSchema } from '../dashboard.js';
import { defineRoute } from './route.js';

/** The home dashboards (issue 19): a worker's own, the most urgent order, the managers' overview (modules/dashboard). */
export const dashboardApi = {
  mine: defineRoute({
    method: 'GET',
    path: '/api/dashboard/mine',
    querystring: workerDashboardQuerySchema,
    response: workerDashboardSchema,
  }),
  next: defineRoute({ method: 'GET', path: '/api/dashboard/next', querystring: workerDashboardQuerySchema, response: nextOrderSchema }),
  overview: defineRoute({ method: 'GET', path: '/api/dashboard/overview', response: managerDashboardSchema }),
};
