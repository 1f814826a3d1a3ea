import type { InitialPassword } from '@certdesk/contract';
import { Alert, Modal, Typography } from 'antd';

/** Shows a new account's (or a reset) password once, for the administrator to hand over (D24). */
export function PasswordResultModal({ result, title, onClose }: { result: InitialPassword | null; title: string; onClose: () => void }) {
  return (
    <Modal
      open={result !== null}
      title={title}
      onOk={onClose}
      onCancel={onClose}
      cancelButtonProps={{ style: { display: 'none' } }}
      okText="我已记下"
      destroyOnHidden
    >
      {result && (
        <>
          <Alert
            type="warning"
            showIcon
            message="该密码只显示这一次，请立即转交用户；用户首次登录时须修改密码。"
            style={{ marginBottom: 16 }}
          />
          <p>
            账号：<Typography.Text strong>{result.account}</Typography.Text>
          </p>
          <p>
            初始密码：
            <Typography.Text code copyable data-testid="initial-password">
              {result.password}
            </Typography.Text>
          </p>
        </>
      )}
    </Modal>
  );
}
