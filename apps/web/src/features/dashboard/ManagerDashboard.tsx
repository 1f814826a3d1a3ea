import { useQuery } from '@tanstack/react-query';
import { Spin, Typography } from 'antd';
import { BacklogChart } from './BacklogChart';
import { DASHBOARD_KEY, fetchManagerDashboard } from './dashboard-api';
import { FlowChart } from './FlowChart';
import { StatTile } from './StatTile';
import { WorkerLoadTable } from './WorkerLoadTable';
import './dashboard.css';

/** Age of the oldest pending push, in the largest whole unit. */
function age(seconds: number | null): string {
  if (seconds === null) return '无';
  if (seconds < 60) return `${seconds}秒`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分钟`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}小时`;
  return `${Math.floor(seconds / 86_400)}天`;
}

/** The managers' and administrators' home: the whole desk from one call. */
export function ManagerDashboard() {
  const { data } = useQuery({ queryKey: [DASHBOARD_KEY, 'overview'], queryFn: fetchManagerDashboard });
  if (!data) return <Spin />;
  const open = data.backlog.reduce((s, c) => s + c.count, 0);
  return (
    <div className="dashboard" data-testid="manager-dashboard">
      <Typography.Title level={4}>工作台</Typography.Title>
      <div className="dashboard-tiles">
        <StatTile title="未结束订单" value={open} to="/neworder/list" testId="tile-open" />
        <StatTile title="今明两日到期" value={data.sla.atRisk} danger testId="tile-at-risk" />
        <StatTile title="已超期未结束" value={data.sla.expired} danger testId="tile-expired" />
        <StatTile
          title="近30天超期完成"
          value={data.sla.finishedLate}
          suffix={`/ ${data.sla.finished.toLocaleString()}`}
          danger
          testId="tile-finished-late"
        />
        <StatTile title="待推送" value={data.push.pending} to="/log/interface" testId="tile-push-pending" />
        <StatTile title="推送失败" value={data.push.failed} to="/log/interface" danger testId="tile-push-failed" />
        <StatTile title="最早待推送" value={age(data.push.oldestPendingSeconds)} testId="tile-push-oldest" />
      </div>
      <div className="dashboard-charts">
        <BacklogChart backlog={data.backlog} />
        <FlowChart daily={data.daily} />
      </div>
      <WorkerLoadTable workers={data.workers} />
    </div>
  );
}
