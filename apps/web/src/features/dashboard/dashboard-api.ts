import { dashboardApi } from '@certdesk/contract';
import { call } from '../../api/client';

/** Query keys of the dashboards. */
export const DASHBOARD_KEY = 'dashboard';

export const fetchWorkerDashboard = (role: 200 | 300) => call(dashboardApi.mine, { role });
export const fetchNextOrder = (role: 200 | 300) => call(dashboardApi.next, { role });
export const fetchManagerDashboard = () => call(dashboardApi.overview);
