import { PlusOutlined } from '@ant-design/icons';
import {
  ORDER_TYPE_LABELS,
  type Page,
  ROLE_TYPE_LABELS,
  type RoleTypeValue,
  type WorkGroupRow,
  workGroupListSchema,
} from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { del, post } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { BusinessGroupDialog } from '../../features/business-groups/BusinessGroupDialog';
import { ListPage } from '../../ui/list-page';

const fetchGroups = (params: Record<string, unknown>) => post<Page<WorkGroupRow>>('/api/user/workGroup/list', params);

/** Business groups (/user/userBusinessGroup, D2): which workers automatic dispatch offers which order types. */
export default function BusinessGroupPage() {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row: WorkGroupRow | null } | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['workGroups'] });
  const remove = async (row: WorkGroupRow) => {
    try {
      await del(`/api/user/workGroup/delete/${row.id}`);
      toastSuccess('删除成功');
      reload();
    } catch {
      // The API client has shown the message.
    }
  };
  return (
    <>
      <ListPage<WorkGroupRow>
        queryKey="workGroups"
        schema={workGroupListSchema}
        fetch={fetchGroups}
        rowKey="id"
        filters={[{ name: 'name', label: '业务组名称', type: 'input' }]}
        toolbar={() => (
          <Button type="primary" icon={<PlusOutlined />} data-testid="group-add" onClick={() => setEditing({ row: null })}>
            新增
          </Button>
        )}
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
          {
            title: '操作',
            key: 'actions',
            width: 140,
            render: (_: unknown, r: WorkGroupRow) => (
              <Space size={0}>
                <Button type="link" size="small" data-testid={`group-edit-${r.id}`} onClick={() => setEditing({ row: r })}>
                  编辑
                </Button>
                <Popconfirm
                  title="此操作将删除该业务组，是否继续？"
                  onConfirm={() => remove(r)}
                  okButtonProps={{ 'data-testid': 'group-delete-confirm' } as ButtonProps}
                >
                  <Button type="link" size="small" danger data-testid={`group-delete-${r.id}`}>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <BusinessGroupDialog
        open={editing !== null}
        row={editing?.row ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </>
  );
}
