import { businessGroupsApi, ORDER_TYPE_LABELS, ROLE_TYPE_LABELS, type RoleTypeValue, type WorkGroupRow } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Tag } from 'antd';
import { call } from '../../api/client';
import { BusinessGroupDialog } from '../../features/business-groups/BusinessGroupDialog';
import { ListPage } from '../../ui/list-page';
import { AddButton } from '../../ui/row-actions/AddButton';
import { actionsColumn, EditDeleteActions } from '../../ui/row-actions/EditDeleteActions';
import { useRowEditor } from '../../ui/row-actions/use-row-editor';

/** Business groups (/user/userBusinessGroup, D2): which workers automatic dispatch offers which order types. */
export default function BusinessGroupPage() {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['workGroups'] });
  const editor = useRowEditor<WorkGroupRow>(reload);
  return (
    <>
      <ListPage<WorkGroupRow>
        queryKey="workGroups"
        route={businessGroupsApi.list}
        filters={[{ name: 'name', label: '业务组名称', type: 'input' }]}
        toolbar={() => <AddButton testId="group-add" onClick={editor.add} />}
        columns={[
          { title: '业务组名称', dataIndex: 'name', width: 180 },
          { title: '人员类型', dataIndex: 'roleType', width: 110, render: (v: number) => ROLE_TYPE_LABELS[v as RoleTypeValue] ?? v },
          {
            title: '订单类型',
            dataIndex: 'orderTypes',
            render: (types: number[]) => types.map((t) => <Tag key={t}>{ORDER_TYPE_LABELS[t]}</Tag>),
          },
          {
            title: '人员',
            dataIndex: 'users',
            render: (list: WorkGroupRow['users']) =>
              list.map((u) => (
                <Tag color="blue" key={u.id}>
                  {u.nickName}
                </Tag>
              )),
          },
          actionsColumn<WorkGroupRow>(
            (r) => (
              <EditDeleteActions
                onEdit={() => editor.edit(r)}
                onDelete={() => call(businessGroupsApi.delete, { id: r.id })}
                onDeleted={reload}
                confirmTitle="此操作将删除该业务组，是否继续？"
                testIds={{ edit: `group-edit-${r.id}`, delete: `group-delete-${r.id}`, confirm: 'group-delete-confirm' }}
              />
            ),
            140,
          ),
        ]}
      />
      <BusinessGroupDialog open={editor.open} row={editor.row} onClose={editor.close} onSaved={editor.saved} />
    </>
  );
}
