import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';

/** The primary 新增… button of a list's toolbar (users, roles, business groups, IP whitelist). */
export function AddButton({ label = '新增', testId, onClick }: { label?: string; testId: string; onClick: () => void }) {
  return (
    <Button type="primary" icon={<PlusOutlined />} data-testid={testId} onClick={onClick}>
      {label}
    </Button>
  );
}
