import { type InitialPassword, type UserRow, usersApi } from '@certdesk/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useNavigate } from 'react-router';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';

/** Edit, reset password, enable/disable, unlock sign-in, pause/resume dispatch and delete of one user row. */
export function UserRowActions({ row, reload, onReset }: { row: UserRow; reload: () => void; onReset: (r: InitialPassword) => void }) {
  const navigate = useNavigate();
  // An action that shows its own toast passes an empty message.
  const run = async (action: () => Promise<unknown>, message = '操作成功') => {
    try {
      await action();
      if (message) toastSuccess(message);
      reload();
    } catch {
      // The API client has shown the message.
    }
  };
  const tid = (name: string) => `user-${name}-${row.account}`;
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" data-testid={tid('edit')} onClick={() => navigate(`/user/detail/${row.id}`)}>
        编辑
      </Button>
      <Popconfirm
        title={`确定重置 ${row.nickName} 的密码？`}
        onConfirm={() => run(async () => onReset(await call(usersApi.resetPassword, { uid: row.id })), '重置成功')}
      >
        <Button type="link" size="small" data-testid={tid('reset')}>
          重置密码
        </Button>
      </Popconfirm>
      <Popconfirm
        title={row.disabled ? `确定启用 ${row.nickName}？` : `确定禁用 ${row.nickName}？禁用后其登录将立即失效`}
        onConfirm={() => run(() => call(usersApi.lock, { uid: row.id, disabled: !row.disabled }))}
      >
        <Button type="link" size="small" danger={!row.disabled} data-testid={tid('lock')}>
          {row.disabled ? '启用' : '禁用'}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`确定解除 ${row.nickName} 的登录锁定？多次输错密码被临时锁定的账号可立即重新登录`}
        onConfirm={() =>
          run(async () => {
            const r = await call(usersApi.unlockLogin, { uid: row.id });
            toastSuccess(r.cleared > 0 ? '解锁成功' : '解锁成功（该账号当前未被锁定）');
          }, '')
        }
      >
        <Button type="link" size="small" data-testid={tid('unlock')}>
          解锁
        </Button>
      </Popconfirm>
      <Popconfirm
        title={
          row.disabledDispatch
            ? `确定恢复向 ${row.nickName} 派单？`
            : `确定暂停向 ${row.nickName} 派单？暂停后自动分配不再派给该用户，已分配的订单不受影响`
        }
        okButtonProps={{ 'data-testid': tid('dispatch-confirm') } as Record<string, string>}
        onConfirm={() =>
          run(
            () => call(usersApi.disableDispatch, { uid: row.id, disabledDispatch: !row.disabledDispatch }),
            row.disabledDispatch ? `已恢复向 ${row.nickName} 派单` : `已暂停向 ${row.nickName} 派单`,
          )
        }
      >
        <Button type="link" size="small" data-testid={tid('dispatch')}>
          {row.disabledDispatch ? '恢复派单' : '暂停派单'}
        </Button>
      </Popconfirm>
      <Popconfirm
        title={`确定删除 ${row.nickName}？处理过订单的用户将被停用并保留历史记录`}
        onConfirm={() =>
          run(async () => {
            const r = await call(usersApi.delete, { id: row.id });
            toastSuccess(r.outcome === 'deleted' ? '删除成功' : '该用户处理过订单，已停用并保留历史记录');
          }, '操作成功')
        }
      >
        <Button type="link" size="small" danger data-testid={tid('delete')}>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}
