import type { ManagerDashboard } from '@certdesk/contract';
import { Card } from 'antd';
import { useNavigate } from 'react-router';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { completedLink, intakeLink } from './dashboard-links';

/** The two bars of a day, each opening that day's orders of its kind. */
const SERIES = [
  { dataKey: 'intake', name: '进件', fill: '#1677ff', link: intakeLink },
  { dataKey: 'completed', name: '完成', fill: '#52c41a', link: completedLink },
] as const;

/** Orders received and finished per day over 30 days; a click on a bar opens that day's orders. */
export function FlowChart({ daily }: { daily: ManagerDashboard['daily'] }) {
  const navigate = useNavigate();
  const data = daily.map((d) => ({ ...d, label: d.day.slice(5) }));
  return (
    <Card size="small" title="近30天进件与完成" className="dashboard-chart" data-testid="chart-flow">
      <ResponsiveContainer width="100%" height={300}>
        <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" interval="preserveStartEnd" minTickGap={16} />
          <YAxis allowDecimals={false} />
          <Tooltip labelFormatter={(_, p) => String(p?.[0]?.payload?.day ?? '')} />
          <Legend />
          {SERIES.map((bar) => (
            <Bar
              key={bar.dataKey}
              dataKey={bar.dataKey}
              name={bar.name}
              fill={bar.fill}
              cursor="pointer"
              isAnimationActive={false}
              onClick={(_, i) => navigate(bar.link(daily[i]?.day ?? ''))}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Card>
  );
}
