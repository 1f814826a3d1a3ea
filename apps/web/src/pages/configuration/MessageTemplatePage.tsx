import { configApi, saveMsgTemplateSchema } from '@certdesk/contract';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { textColumns, textFilters } from '../../features/config/list-parts';

/** Message templates (/configuration/message): edit only; placeholders such as {orderId} are filled in when sent. */
export default function MessageTemplatePage() {
  return (
    <ConfigCrud
      api={configApi.messageTemplate}
      testId="tpl"
      canAdd={false}
      filters={textFilters({ title: '模板名称', eventName: '标识' })}
      columns={textColumns({ title: '模板名称', eventName: '标识', content: '内容', updateAt: '更新时间' })}
      fields={[
        { name: 'title', label: '模板名称', kind: 'text', max: 64, schema: saveMsgTemplateSchema.shape.title, testId: 'tpl-title' },
        { name: 'eventName', label: '标识', kind: 'text', max: 64, schema: saveMsgTemplateSchema.shape.eventName, testId: 'tpl-event' },
        {
          name: 'content',
          label: '内容',
          kind: 'textarea',
          rows: { minRows: 3, maxRows: 10 },
          max: 2000,
          schema: saveMsgTemplateSchema.shape.content,
          extra: '可用占位符：{orderId} {companyName} {reason} 等',
          testId: 'tpl-content',
        },
      ]}
    />
  );
}
