import { type ProgressConfigRow, progressConfigListSchema } from '@certdesk/contract';
import { Form, Input, Select, Switch, Tag } from 'antd';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { ORDER_TYPE_OPTIONS, orderTypeNames } from '../../features/config/order-type-options';

interface Values {
  name: string;
  webhook: string;
  secret: string;
  enabled: boolean;
  orderTypes: number[];
}

/** Progress push to chat-app robots (/configuration/dingtalk, D14): signed webhooks, off by default. */
export default function DingtalkPage() {
  return (
    <ConfigCrud<ProgressConfigRow, Values>
      queryKey="progressConfig"
      schema={progressConfigListSchema}
      testId="robot"
      title="进度推送配置"
      listUrl="/api/progressConfig/list"
      saveUrl="/api/progressConfig/save"
      deleteUrl={(r) => `/api/progressConfig/deleted/${r.id}`}
      exportUrl="/api/progressConfig/list/export"
      filters={[
        { name: 'name', label: '名称', type: 'input' },
        { name: 'orderType', label: '订单类型', type: 'select', options: ORDER_TYPE_OPTIONS },
      ]}
      columns={[
        { title: '名称', dataIndex: 'name' },
        { title: 'Webhook地址', dataIndex: 'webhook', ellipsis: true, width: 320 },
        { title: '加签密钥', dataIndex: 'hasSecret', render: (v: boolean) => (v ? '已设置' : '未设置') },
        { title: '状态', dataIndex: 'enabled', render: (v: boolean) => (v ? <Tag color="green">启用</Tag> : <Tag>停用</Tag>) },
        { title: '订单类型', dataIndex: 'orderTypes', render: orderTypeNames },
        { title: '更新时间', dataIndex: 'updateAt' },
      ]}
      fields={(_f, editing) => (
        <>
          <Form.Item name="name" label="名称" rules={[{ required: true, whitespace: true, message: '请输入名称' }]}>
            <Input maxLength={64} data-testid="robot-name" />
          </Form.Item>
          <Form.Item
            name="webhook"
            label="Webhook"
            rules={[
              { required: true, whitespace: true, message: '请输入Webhook地址' },
              { pattern: /^https?:\/\//, message: 'Webhook地址格式错误' },
            ]}
          >
            <Input maxLength={500} placeholder="https://oapi.dingtalk.com/robot/send?access_token=…" data-testid="robot-webhook" />
          </Form.Item>
          <Form.Item name="secret" label="加签密钥" extra={editing?.hasSecret ? '已设置，留空则不修改' : '机器人安全设置中的加签密钥'}>
            <Input.Password autoComplete="new-password" data-testid="robot-secret" />
          </Form.Item>
          <Form.Item name="orderTypes" label="订单类型">
            <Select mode="multiple" allowClear options={ORDER_TYPE_OPTIONS} placeholder="请选择" />
          </Form.Item>
          <Form.Item name="enabled" label="启用" valuePropName="checked">
            <Switch />
          </Form.Item>
        </>
      )}
      toValues={(r) =>
        r
          ? { name: r.name, webhook: r.webhook, secret: '', enabled: r.enabled, orderTypes: r.orderTypes }
          : { enabled: false, orderTypes: [] }
      }
      toBody={(v, r) => ({
        id: r?.id,
        name: v.name,
        webhook: v.webhook.trim(),
        secret: v.secret || undefined,
        enabled: Boolean(v.enabled),
        orderTypes: v.orderTypes ?? [],
      })}
    />
  );
}
