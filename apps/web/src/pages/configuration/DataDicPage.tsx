import { configApi } from '@certdesk/contract';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { dicFields, dicToBody } from '../../features/config/dic-fields';
import { ellipsisColumn, orderTypeColumn, orderTypeFilter, textFilters } from '../../features/config/list-parts';

/** Data dictionary (/configuration/datadic); also holds the working-day calendar extensions (type holiday / workday). */
export default function DataDicPage() {
  return (
    <ConfigCrud
      api={configApi.dataDic}
      testId="dic"
      title="字典项"
      filters={[...textFilters({ code: '编码', name: '名称', type: '类型' }), orderTypeFilter({ multiple: true, advanced: true })]}
      columns={[
        { title: '编码', dataIndex: 'code', key: 'id', sorter: true },
        { title: '名称', dataIndex: 'name', sorter: true },
        { title: '类型', dataIndex: 'type', sorter: true },
        ellipsisColumn('值', 'value', 240),
        { title: '排序', dataIndex: 'order', sorter: true },
        orderTypeColumn('orderType'),
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
