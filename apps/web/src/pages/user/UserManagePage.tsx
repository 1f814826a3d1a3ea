import { type InitialPassword, type UserRow, usersApi } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useState } from 'react';
import { useIsAdmin } from '../../api/session';
import { useRoleOptions } from '../../features/roles/roles-api';
import { PasswordResultModal } from '../../features/users/PasswordResultModal';
import { UserAddDialog } from '../../features/users/UserAddDialog';
import { UserRowActions } from '../../features/users/UserRowActions';
import { ListPage } from '../../ui/list-page';
import { AddButton } from '../../ui/row-actions/AddButton';

/** User management (/user/manage): list, add, and the row actions of 02 §2.4. */
export default function UserManagePage() {
  const admin = useIsAdmin();
  const roles = useRoleOptions();
  const [adding, setAdding] = useState(false);
  const [result, setResult] = useState<{ title: string; value: InitialPassword } | null>(null);
  const queryClient = useQueryClient();
  return (
    <>
      <ListPage<UserRow>
        queryKey="users"
        route={usersApi.list}
        filters={[
          { name: 'account', label: '用户名', type: 'input' },
          { name: 'nickName', label: '姓名', type: 'input' },
          { name: 'roleId', label: '角色', type: 'select', options: (roles.data ?? []).map((r) => ({ value: r.id, label: r.name })) },
        ]}
        toolbar={() => (admin ? <AddButton label="新增用户" testId="user-add" onClick={() => setAdding(true)} /> : null)}
        columns={(ctx) => [
          { title: '用户名', dataIndex: 'account' },
          { title: '姓名', dataIndex: 'nickName' },
          { title: '角色', dataIndex: 'roleName' },
          { title: '坐席ID', dataIndex: 'agentId', render: (v: string) => v || '-' },
          { title: '分机号', dataIndex: 'agentDn', render: (v: string) => v || '-' },
          { title: '邮箱', dataIndex: 'email', render: (v: string) => v || '-' },
          {
            title: '状态',
            dataIndex: 'disabled',
            render: (v: boolean, r) => (
              <>
                {v ? <Tag color="red">已禁用</Tag> : <Tag color="green">正常</Tag>}
                {r.disabledDispatch && <Tag color="orange">暂停派单</Tag>}
              </>
            ),
          },
          { title: '创建时间', dataIndex: 'createAt' },
          ...(admin
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  fixed: 'right' as const,
                  render: (_: unknown, row: UserRow) => (
                    <UserRowActions row={row} reload={ctx.reload} onReset={(value) => setResult({ title: '密码已重置', value })} />
                  ),
                },
              ]
            : []),
        ]}
      />
      <UserAddDialog
        open={adding}
        onClose={() => setAdding(false)}
        onCreated={(value) => {
          setAdding(false);
          setResult({ title: '用户已创建', value });
          void queryClient.invalidateQueries({ queryKey: ['users'] });
        }}
      />
      <PasswordResultModal result={result?.value ?? null} title={result?.title ?? ''} onClose={() => setResult(null)} />
    </>
  );
}
