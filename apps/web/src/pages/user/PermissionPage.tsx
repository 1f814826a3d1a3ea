import { describeGrants, ROLE_TYPE_LABELS, type RoleRow, type RoleTypeValue, rolesApi } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tag, Typography } from 'antd';
import { call } from '../../api/client';
import { useIsAdmin } from '../../api/session';
import { RoleDialog } from '../../features/roles/RoleDialog';
import { ListPage } from '../../ui/list-page';
import { AddButton } from '../../ui/row-actions/AddButton';
import { actionsColumn, EditDeleteActions } from '../../ui/row-actions/EditDeleteActions';
import { useRowEditor } from '../../ui/row-actions/use-row-editor';

/** Roles and permissions (/user/permission). */
export default function PermissionPage() {
  const admin = useIsAdmin();
  const queryClient = useQueryClient();
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['roles'] });
    void queryClient.invalidateQueries({ queryKey: ['roleOptions'] });
  };
  const editor = useRowEditor<RoleRow>(reload);
  return (
    <>
      <ListPage<RoleRow>
        queryKey="roles"
        route={rolesApi.list}
        filters={[
          { name: 'name', label: '角色名称', type: 'input' },
          {
            name: 'roleType',
            label: '角色类型',
            type: 'select',
            options: Object.entries(ROLE_TYPE_LABELS).map(([k, label]) => ({ value: Number(k), label })),
          },
        ]}
        toolbar={() => admin && <AddButton label="新增角色" testId="role-add" onClick={editor.add} />}
        columns={[
          { title: '角色名称', dataIndex: 'name' },
          { title: '描述', dataIndex: 'description' },
          { title: '角色类型', dataIndex: 'roleType', render: (v: number) => ROLE_TYPE_LABELS[v as RoleTypeValue] ?? v },
          {
            title: '菜单权限',
            dataIndex: 'routeList',
            // Group ids grant whole groups (effectiveRouteIds): listing only leaf ids showed
            // 管理员 with two screens.
            render: (ids: number[], r) =>
              r.roleType === 0 ? (
                <Tag color="gold">全部</Tag>
              ) : (
                <Typography.Paragraph
                  ellipsis={{ rows: 2, tooltip: true }}
                  style={{ maxWidth: 360, marginBottom: 0 }}
                  data-testid={`role-menus-${r.name}`}
                >
                  {describeGrants(r.roleType, ids).join('；') || '-'}
                </Typography.Paragraph>
              ),
          },
          { title: '用户数', dataIndex: 'userCount' },
          { title: '创建时间', dataIndex: 'createAt' },
          ...(admin
            ? [
                actionsColumn<RoleRow>((r) => (
                  <EditDeleteActions
                    onEdit={() => editor.edit(r)}
                    onDelete={() => call(rolesApi.delete, { id: r.id })}
                    onDeleted={reload}
                    confirmTitle={`确定删除角色“${r.name}”？`}
                    testIds={{ edit: `role-edit-${r.name}`, delete: `role-delete-${r.name}` }}
                  />
                )),
              ]
            : []),
        ]}
      />
      <RoleDialog open={editor.open} role={editor.row} onClose={editor.close} onSaved={editor.saved} />
    </>
  );
}
