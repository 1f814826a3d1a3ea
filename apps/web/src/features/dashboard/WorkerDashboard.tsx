import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Empty, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { DASHBOARD_KEY, fetchNextOrder, fetchWorkerDashboard } from './dashboard-api';
import { orderLink, workerLoadLink } from './dashboard-links';
import { StatTile } from './StatTile';
import './dashboard.css';

const AT_RISK_COLOR = '#cf1322';
const BAR_COLOR = '#1677ff';

/**
 * A certifier's (200) or auditor's (300) home: pending work by working days left (the ones due
 * today or on the next working day in red), expired, today's calls, unread messages, and 下一单.
 * The lists have no expiry filter, so a bar opens the user's own pending list.
 */
export function WorkerDashboard({ role, uid }: { role: 200 | 300; uid: number }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { data } = useQuery({ queryKey: [DASHBOARD_KEY, 'mine', role], queryFn: () => fetchWorkerDashboard(role) });
  const noun = role === 200 ? '认证' : '审核';
  const mine = workerLoadLink(role, uid);

  const openNext = async () => {
    const next = await fetchNextOrder(role);
    if (next.orderId === null) message.info(`暂无待${noun}订单`);
    else navigate(orderLink(next.orderId, next.orderType));
  };

  const bars = (data?.byDaysLeft ?? []).map((b) => ({ ...b, label: b.daysLeft === 0 ? '今天到期' : `剩${b.daysLeft}个工作日` }));
  return (
    <div className="dashboard" data-testid={`worker-dashboard-${role}`}>
      <Space className="dashboard-head" wrap>
        <Typography.Title level={4}>我的待{noun}工作</Typography.Title>
        <Button type="primary" size="large" onClick={openNext} data-testid="next-order">
          下一单
        </Button>
      </Space>
      <div className="dashboard-tiles">
        <StatTile title={`待${noun}`} value={data?.pending ?? 0} to={mine} testId="tile-pending" />
        <StatTile title="今明两日到期" value={data?.atRisk ?? 0} to={mine} danger testId="tile-at-risk" />
        <StatTile title="已超期" value={data?.expired ?? 0} to={mine} danger testId="tile-expired" />
        <StatTile title="今日通话" value={data?.callsToday ?? 0} to="/comm/call" testId="tile-calls" />
        <StatTile title="今日未接来电" value={data?.missedToday ?? 0} to="/comm/missed" danger testId="tile-missed" />
        <StatTile title="未读消息" value={data?.unread ?? 0} to="/comm/message" testId="tile-unread" />
      </div>
      <Card size="small" title="未超期订单按剩余工作日" className="dashboard-chart" data-testid="chart-days-left">
        {bars.length === 0 ? (
          <Empty description={`暂无未超期的待${noun}订单`} />
        ) : (
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={bars} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip formatter={(v) => [`${v} 单`, '订单数']} />
              <Bar dataKey="count" cursor="pointer" onClick={() => navigate(mine)} isAnimationActive={false}>
                {bars.map((b) => (
                  <Cell key={b.daysLeft} fill={b.daysLeft <= 1 ? AT_RISK_COLOR : BAR_COLOR} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        )}
      </Card>
    </div>
  );
}
