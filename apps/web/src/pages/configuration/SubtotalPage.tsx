import { type SubtotalRow, subtotalListSchema } from '@certdesk/contract';
import { Form, Input, Select } from 'antd';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { ORDER_TYPE_OPTIONS, orderTypeNames } from '../../features/config/order-type-options';

type Values = Omit<SubtotalRow, 'id'>;

/** Subtotal keywords (/configuration/subtotal): a keyword in a subtotal suggests a progress or warning message. */
export default function SubtotalPage() {
  return (
    <ConfigCrud<SubtotalRow, Values>
      queryKey="subtotal"
      schema={subtotalListSchema}
      testId="subtotal"
      title="小计关键词"
      listUrl="/api/config/subtotal/list"
      saveUrl="/api/config/subtotal/save"
      deleteUrl={(r) => `/api/config/subtotal/${r.id}`}
      filters={[
        { name: 'keyword', label: '关键词', type: 'input' },
        { name: 'orderType', label: '订单类型', type: 'select', options: ORDER_TYPE_OPTIONS },
      ]}
      columns={[
        { title: '关键词', dataIndex: 'keyword' },
        { title: '订单类型', dataIndex: 'orderType', render: orderTypeNames },
        { title: '进度编码', dataIndex: 'progressKey' },
        { title: '进度内容', dataIndex: 'progressContent' },
        { title: '预警编码', dataIndex: 'warnKey' },
        { title: '预警内容', dataIndex: 'warnContent' },
      ]}
      fields={() => (
        <>
          <Form.Item name="keyword" label="关键词" rules={[{ required: true, whitespace: true, message: '请输入关键词' }]}>
            <Input maxLength={64} data-testid="subtotal-keyword" />
          </Form.Item>
          <Form.Item name="orderType" label="订单类型">
            <Select mode="multiple" allowClear options={ORDER_TYPE_OPTIONS} placeholder="不限" />
          </Form.Item>
          <Form.Item name="progressKey" label="进度编码">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="progressContent" label="进度内容">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={1000} />
          </Form.Item>
          <Form.Item name="warnKey" label="预警编码">
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="warnContent" label="预警内容">
            <Input.TextArea autoSize={{ minRows: 2 }} maxLength={1000} />
          </Form.Item>
        </>
      )}
      toValues={(r) => (r ? { ...r } : { orderType: [] })}
      toBody={(v, r) => ({ id: r?.id, ...v, orderType: v.orderType ?? [] })}
    />
  );
}
