import { configApi } from '@certdesk/contract';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { dicFields, dicToBody } from '../../features/config/dic-fields';
import { ellipsisColumn, textFilters } from '../../features/config/list-parts';

/** Mail configuration (/configuration/mail): templates and settings of the mail feature; no delete. */
export default function MailConfigPage() {
  return (
    <ConfigCrud
      api={configApi.mailConfig}
      testId="mail"
      canDelete={false}
      canExport={false}
      filters={textFilters({ code: '编码', name: '名称', type: '类型' })}
      columns={[
        { title: '编码', dataIndex: 'id' },
        { title: '名称', dataIndex: 'name' },
        { title: '类型', dataIndex: 'type' },
        { title: '标签', dataIndex: 'tag' },
        ellipsisColumn('值', 'value', 280),
        { title: '排序', dataIndex: 'order', render: (v: number, r) => (r.type === 'SendEmailTypeDic' ? v : '-') },
        { title: '图片尺寸', dataIndex: 'picSize' },
      ]}
      width={(v) => (v.tag === 'htmlStyle' ? '60%' : 500)}
      fields={dicFields(true)}
      toBody={dicToBody}
    />
  );
}
