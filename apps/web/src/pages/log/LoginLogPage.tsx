import { adminLogsApi, type LoginLogRow } from '@certdesk/contract';
import { Tag } from 'antd';
import { ListPage } from '../../ui/list-page';

/** Login log (/log/login): filters account and loginRang, export for administrators. */
export default function LoginLogPage() {
  return (
    <ListPage<LoginLogRow>
      route={adminLogsApi.loginLogs}
      exportUrl="/api/log/login/list/export"
      filters={[
        { name: 'account', label: '账号', type: 'input' },
        { name: 'loginRang', label: '登录时间', type: 'dateRange' },
      ]}
      columns={[
        { title: '内容', dataIndex: 'identify', render: (v: string) => <Tag color={v === '登录成功' ? 'green' : 'red'}>{v}</Tag> },
        { title: '操作人ID', dataIndex: 'operatorId', render: (v: number | null) => v ?? '-' },
        { title: '账号', dataIndex: 'account' },
        { title: 'IP地址', dataIndex: 'ipAddress' },
        { title: 'IP归属地', dataIndex: 'ipLocation' },
        { title: '登录时间', dataIndex: 'createAt' },
      ]}
    />
  );
}
