import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { USER_INFO_KEY, updatePassword } from '../api/session';
import { ChangePasswordForm } from '../features/password/ChangePasswordForm';
import { toastSuccess } from './feedback';

/** D24: a user with an initial password sets a new one before anything else. */
export function ChangePasswordGate() {
  const queryClient = useQueryClient();
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: '#f0f2f5' }}>
      <Card title="请先修改初始密码" style={{ width: 440 }}>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="为了账号安全，首次登录或密码被重置后需要设置新密码。" />
        <ChangePasswordForm
          onSubmit={async (oldPassword, newPassword) => {
            await updatePassword(oldPassword, newPassword);
            toastSuccess('修改成功');
            await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
          }}
        />
      </Card>
    </div>
  );
}
