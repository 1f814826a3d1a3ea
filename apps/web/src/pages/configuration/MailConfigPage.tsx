import { configApi } from '@certdesk/contract';
import { Typography } from 'antd';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { dicFields, dicToBody } from '../../features/config/dic-fields';

/** Mail configuration (/configuration/mail): templates and settings of the mail feature; no delete. */
export default function MailConfigPage() {
  return (
    <ConfigCrud
      api={configApi.mailConfig}
      testId="mail"
      canDelete={false}
      canExport={false}
      filters={[
        { name: 'code', label: '编码', type: 'input' },
        { name: 'name', label: '名称', type: 'input' },
        { name: 'type', label: '类型', type: 'input' },
      ]}
      columns={[
        { title: '编码', dataIndex: 'id' },
        { title: '名称', dataIndex: 'name' },
        { title: '类型', dataIndex: 'type' },
        { title: '标签', dataIndex: 'tag' },
        {
          title: '值',
          dataIndex: 'value',
          render: (v: string) => (
            <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth: 280 }}>
              {v}
            </Typography.Text>
          ),
        },
        { title: '排序', dataIndex: 'order', render: (v: number, r) => (r.type === 'SendEmailTypeDic' ? v : '-') },
        { title: '图片尺寸', dataIndex: 'picSize' },
      ]}
      width={(v) => (v.tag === 'htmlStyle' ? '60%' : 500)}
      fields={dicFields(true)}
      toBody={dicToBody}
    />
  );
}
