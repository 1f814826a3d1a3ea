import { type ManagerDashboard, ORDER_TYPE_LABELS, ORDER_TYPES } from '@certdesk/contract';
import { Card, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { backlogLink } from './dashboard-links';

/** Statuses of the open orders as the lists show them: 40 and 50 display (and filter) as 待审核 (30). */
const COLUMNS = [
  { status: 10, label: '查档中' },
  { status: 20, label: '待认证' },
  { status: 30, label: '待审核' },
] as const;
const shown = (status: number) => (status === 40 || status === 50 ? 30 : status);
const COLORS = ['#1677ff', '#13c2c2', '#52c41a', '#faad14', '#fa541c', '#eb2f96', '#722ed1', '#8c8c8c'];

/** Open orders by status, stacked by order type; a click on a segment opens the list of that status and type. */
export function BacklogChart({ backlog }: { backlog: ManagerDashboard['backlog'] }) {
  const navigate = useNavigate();
  const data = COLUMNS.map(({ status, label }) => {
    const row: Record<string, number | string> = { label, status };
    for (const t of ORDER_TYPES) row[`t${t}`] = 0;
    for (const c of backlog) if (shown(c.orderStatus) === status) row[`t${c.orderType}`] = Number(row[`t${c.orderType}`] ?? 0) + c.count;
    return row;
  });
  return (
    <Card size="small" title="积压订单（按状态与订单类型）" className="dashboard-chart" data-testid="chart-backlog">
      {backlog.length === 0 ? (
        <Empty description="暂无未结束的订单" />
      ) : (
        <ResponsiveContainer width="100%" height={300}>
          <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {ORDER_TYPES.map((t, i) => (
              <Bar
                key={t}
                dataKey={`t${t}`}
                name={ORDER_TYPE_LABELS[t]}
                stackId="type"
                fill={COLORS[i]}
                cursor="pointer"
                isAnimationActive={false}
                onClick={(_, index) => navigate(backlogLink(COLUMNS[index]?.status ?? 20, t))}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}
