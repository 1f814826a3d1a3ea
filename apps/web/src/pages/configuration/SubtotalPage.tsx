import { configApi, saveSubtotalSchema } from '@certdesk/contract';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { orderTypeColumn, orderTypeFilter, textColumns, textFilters } from '../../features/config/list-parts';

/** Subtotal keywords (/configuration/subtotal): a keyword in a subtotal suggests a progress or warning message. */
export default function SubtotalPage() {
  return (
    <ConfigCrud
      api={configApi.subtotal}
      testId="subtotal"
      filters={[...textFilters({ keyword: '关键词' }), orderTypeFilter()]}
      columns={[
        { title: '关键词', dataIndex: 'keyword' },
        orderTypeColumn('orderType'),
        ...textColumns({ progressKey: '进度编码', progressContent: '进度内容', warnKey: '预警编码', warnContent: '预警内容' }),
      ]}
      fields={[
        { name: 'keyword', label: '关键词', kind: 'text', max: 64, schema: saveSubtotalSchema.shape.keyword, testId: 'subtotal-keyword' },
        { name: 'orderType', label: '订单类型', kind: 'orderTypes', placeholder: '不限', initial: [] },
        { name: 'progressKey', label: '进度编码', kind: 'text', max: 64 },
        { name: 'progressContent', label: '进度内容', kind: 'textarea', rows: { minRows: 2 }, max: 1000 },
        { name: 'warnKey', label: '预警编码', kind: 'text', max: 64 },
        { name: 'warnContent', label: '预警内容', kind: 'textarea', rows: { minRows: 2 }, max: 1000 },
      ]}
    />
  );
}
