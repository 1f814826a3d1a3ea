import { type MessageRow, messagesApi, optionsApi } from '@certdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Select, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { call } from '../../api/client';
import { useIsAdmin, useUserInfo } from '../../api/session';
import { toastSuccess } from '../../app/feedback';
import { MessageContent } from '../../features/messages/MessageContent';
import { MESSAGES_KEY, readMessage } from '../../features/messages/messages-api';
import { type FilterField, type ListContext, ListPage } from '../../ui/list-page';

function UserSelect(props: { value?: number; onChange?: (v: number | undefined) => void }) {
  const users = useQuery({
    queryKey: ['options', 'userList'],
    queryFn: () => call(optionsApi.userList),
  });
  return (
    <Select
      {...props}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder="请选择用户"
      data-testid="msg-filter-uid"
      options={(users.data ?? []).map((u) => ({ value: u.key, label: u.name }))}
    />
  );
}

/** The message centre (/comm/message): filters orderId and, for roles 0 and 100, user; mark all read; a row click marks it read. */
export default function MessageCenterPage() {
  const { data: user } = useUserInfo();
  const queryClient = useQueryClient();
  const admin = useIsAdmin();
  const filters: FilterField[] = [
    { name: 'orderId', label: '订单ID', type: 'input', placeholder: '请输入订单ID' },
    ...(admin ? [{ name: 'uid', label: '用户', type: 'custom' as const, render: () => <UserSelect /> }] : []),
  ];
  const afterRead = async (ctx: ListContext<MessageRow>) => {
    ctx.reload();
    await queryClient.invalidateQueries({ queryKey: [MESSAGES_KEY] });
  };
  const columns = (ctx: ListContext<MessageRow>): ColumnsType<MessageRow> => [
    {
      title: '状态',
      dataIndex: 'read',
      width: 80,
      render: (read: boolean) => (read ? <Badge status="default" text="已读" /> : <Badge status="processing" text="未读" />),
    },
    { title: '分组', dataIndex: 'msgTitle', width: 110, render: (v: string) => <Tag color="blue">{v}</Tag> },
    {
      title: '内容',
      dataIndex: 'content',
      render: (v: string, row) => (
        <button
          type="button"
          className="msg-row-button"
          data-testid={`msg-row-${row.id}`}
          onClick={async () => {
            if (row.read || row.uid !== user?.id) return;
            await readMessage(row.id).catch(() => undefined);
            await afterRead(ctx);
          }}
        >
          <MessageContent content={v} />
        </button>
      ),
    },
    { title: '订单ID', dataIndex: 'orderId', width: 90 },
    ...(admin ? [{ title: '接收人', dataIndex: 'uname', width: 100 }] : []),
    { title: '时间', dataIndex: 'createAt', width: 170 },
  ];
  return (
    <ListPage<MessageRow>
      queryKey={MESSAGES_KEY}
      route={messagesApi.list}
      filters={filters}
      columns={columns}
      exportUrl="/api/message/list/export"
      toolbar={(ctx) => (
        <Button
          type="primary"
          data-testid="msg-read-all"
          onClick={async () => {
            await readMessage(-1);
            toastSuccess('已全部标记为已读');
            await afterRead(ctx);
          }}
        >
          全部已读
        </Button>
      )}
    />
  );
}
