import { configApi, saveProgressConfigSchema } from '@certdesk/contract';
import { Tag } from 'antd';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { orderTypeColumn, orderTypeFilter, textFilters } from '../../features/config/list-parts';

/** Progress push to chat-app robots (/configuration/dingtalk, D14): signed webhooks, off by default. */
export default function DingtalkPage() {
  return (
    <ConfigCrud
      api={configApi.dingtalk}
      testId="robot"
      filters={[...textFilters({ name: '名称' }), orderTypeFilter()]}
      columns={[
        { title: '名称', dataIndex: 'name' },
        { title: 'Webhook地址', dataIndex: 'webhook', ellipsis: true, width: 320 },
        { title: '加签密钥', dataIndex: 'hasSecret', render: (v: boolean) => (v ? '已设置' : '未设置') },
        { title: '状态', dataIndex: 'enabled', render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
        orderTypeColumn('orderTypes'),
        { title: '更新时间', dataIndex: 'updateAt' },
      ]}
      fields={[
        { name: 'name', label: '名称', kind: 'text', max: 64, schema: saveProgressConfigSchema.shape.name, testId: 'robot-name' },
        {
          name: 'webhook',
          label: 'Webhook',
          kind: 'text',
          max: 500,
          schema: saveProgressConfigSchema.shape.webhook,
          placeholder: 'https://oapi.dingtalk.com/robot/send?access_token=…',
          testId: 'robot-webhook',
        },
        {
          name: 'secret',
          label: '加签密钥',
          kind: 'password',
          max: 200,
          testId: 'robot-secret',
          extra: ({ editing }) => (editing?.hasSecret ? '已设置，留空则不修改' : '机器人安全设置中的加签密钥'),
        },
        { name: 'orderTypes', label: '订单类型', kind: 'orderTypes', placeholder: '请选择', initial: [] },
        { name: 'enabled', label: '启用', kind: 'switch', initial: false },
      ]}
    />
  );
}
