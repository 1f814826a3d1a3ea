import { type MsgTemplateRow, msgTemplateListSchema } from '@certdesk/contract';
import { Form, Input } from 'antd';
import { ConfigCrud } from '../../features/config/ConfigCrud';

interface Values {
  title: string;
  eventName: string;
  content: string;
}

/** Message templates (/configuration/message): edit only; placeholders such as {orderId} are filled in when sent. */
export default function MessageTemplatePage() {
  return (
    <ConfigCrud<MsgTemplateRow, Values>
      queryKey="msgTemplate"
      schema={msgTemplateListSchema}
      testId="tpl"
      title="消息模板"
      canAdd={false}
      listUrl="/api/config/msgTemplate/list"
      saveUrl="/api/config/msgTemplate/save"
      filters={[
        { name: 'title', label: '模板名称', type: 'input' },
        { name: 'eventName', label: '标识', type: 'input' },
      ]}
      columns={[
        { title: '模板名称', dataIndex: 'title' },
        { title: '标识', dataIndex: 'eventName' },
        { title: '内容', dataIndex: 'content' },
        { title: '更新时间', dataIndex: 'updateAt' },
      ]}
      fields={() => (
        <>
          <Form.Item name="title" label="模板名称" rules={[{ required: true, whitespace: true, message: '请输入模板名称' }]}>
            <Input maxLength={64} data-testid="tpl-title" />
          </Form.Item>
          <Form.Item name="eventName" label="标识" rules={[{ required: true, whitespace: true, message: '请输入标识' }]}>
            <Input maxLength={64} data-testid="tpl-event" />
          </Form.Item>
          <Form.Item
            name="content"
            label="内容"
            extra="可用占位符：{orderId} {companyName} {reason} 等"
            rules={[{ required: true, whitespace: true, message: '请输入内容' }]}
          >
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={2000} data-testid="tpl-content" />
          </Form.Item>
        </>
      )}
      toValues={(r) => (r ? { title: r.title, eventName: r.eventName, content: r.content } : {})}
      toBody={(v, r) => ({ id: r?.id, ...v })}
    />
  );
}
