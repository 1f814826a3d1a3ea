import type { ManagerDashboard, NextOrder, WorkerDashboard } from '@certdesk/contract';
import { get } from '../../api/client';

/** Query keys of the dashboards. */
export const DASHBOARD_KEY = 'dashboard';

export const fetchWorkerDashboard = (role: 200 | 300) => get<WorkerDashboard>('/api/dashboard/mine', { role });
export const fetchNextOrder = (role: 200 | 300) => get<NextOrder>('/api/dashboard/next', { role });
export const fetchManagerDashboard = () => get<ManagerDashboard>('/api/dashboard/overview');
