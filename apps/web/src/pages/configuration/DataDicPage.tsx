import { configApi } from '@certdesk/contract';
import { Typography } from 'antd';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { dicFields, dicToBody } from '../../features/config/dic-fields';
import { ORDER_TYPE_OPTIONS, orderTypeNames } from '../../features/config/order-type-options';

/** Data dictionary (/configuration/datadic); also holds the working-day calendar extensions (type holiday / workday). */
export default function DataDicPage() {
  return (
    <ConfigCrud
      api={configApi.dataDic}
      testId="dic"
      title="字典项"
      filters={[
        { name: 'code', label: '编码', type: 'input' },
        { name: 'name', label: '名称', type: 'input' },
        { name: 'type', label: '类型', type: 'input' },
        { name: 'orderType', label: '订单类型', type: 'select', multiple: true, options: ORDER_TYPE_OPTIONS, advanced: true },
      ]}
      columns={[
        { title: '编码', dataIndex: 'code', key: 'id', sorter: true },
        { title: '名称', dataIndex: 'name', sorter: true },
        { title: '类型', dataIndex: 'type', sorter: true },
        {
          title: '值',
          dataIndex: 'value',
          render: (v: string) => (
            <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 240 }}>
              {v}
            </Typography.Text>
          ),
        },
        { title: '排序', dataIndex: 'order', sorter: true },
        { title: '订单类型', dataIndex: 'orderType', render: orderTypeNames },
        { title: '标签', dataIndex: 'tag' },
        { title: '父编码', dataIndex: 'pcode' },
        { title: '更新时间', dataIndex: 'updateAt', key: 'updateAt', sorter: true },
      ]}
      width={(v) => (v.tag === 'htmlStyle' ? '60%' : 500)}
      fields={dicFields(false)}
      toBody={dicToBody}
    />
  );
}
