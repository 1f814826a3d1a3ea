export { ManagerDashboard } from './ManagerDashboard';
export { WorkerDashboard } from './WorkerDashboard';
