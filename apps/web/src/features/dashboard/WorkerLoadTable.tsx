import { type ManagerDashboard, SEAT_STATE_LABELS, type SeatState } from '@certdesk/contract';
import { Card, Table, Tag } from 'antd';
import { Link } from 'react-router';
import { workerLoadLink } from './dashboard-links';

const STATE_COLORS: Record<SeatState, string> = { offline: 'default', online: 'green', inCall: 'blue', unknown: 'default' };

/** Each certifier's and auditor's open load (a link to their pending list) and softphone state. */
export function WorkerLoadTable({ workers }: { workers: ManagerDashboard['workers'] }) {
  return (
    <Card size="small" title="人员负载与坐席状态" className="dashboard-chart" data-testid="worker-loads">
      <Table
        size="small"
        rowKey={(w) => `${w.roleType}-${w.uid}`}
        dataSource={workers}
        pagination={false}
        columns={[
          { title: '姓名', dataIndex: 'nickName' },
          { title: '角色', dataIndex: 'roleType', render: (r: number) => (r === 200 ? '认证员' : '审核员') },
          {
            title: '待处理',
            dataIndex: 'open',
            render: (open: number, w) => <Link to={workerLoadLink(w.roleType, w.uid)}>{open}</Link>,
          },
          {
            title: '坐席',
            dataIndex: 'softphone',
            render: (s: SeatState) => <Tag color={STATE_COLORS[s]}>{SEAT_STATE_LABELS[s]}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
