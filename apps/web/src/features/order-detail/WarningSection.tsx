import { certificationApi, type NoticeRow } from '@certdesk/contract';
import { Button, Card, Radio, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess, toastWarning } from '../../app/feedback';
import { confirmAction } from '../../ui/forms';
import { useDetailPart } from './detail-api';
import { useDetail } from './detail-context';

/** The option list, the sent list and the send call of each tab. */
const ROUTES = {
  progress: { options: certificationApi.progressOptions, sent: certificationApi.progressSent, send: certificationApi.sendProgress },
  warn: { options: certificationApi.warnOptions, sent: certificationApi.warningsSent, send: certificationApi.sendWarning },
};

function NoticeTab({ kind }: { kind: 'progress' | 'warn' }) {
  const { orderId, canEdit } = useDetail();
  const options = useDetailPart(orderId, `${kind}-options`, ROUTES[kind].options);
  const sent = useDetailPart(orderId, `${kind}-list`, ROUTES[kind].sent);
  const [key, setKey] = useState<string | null>(null);
  const send = () => {
    if (!key) return toastWarning('必须选择一个选项!');
    confirmAction({
      title: '确定要发送消息?',
      okTestId: 'notice-confirm',
      action: async () => {
        await call(ROUTES[kind].send, { orderId, key });
        toastSuccess('发送成功');
        setKey(null);
        void sent.refetch();
      },
    });
  };
  return (
    <>
      {canEdit && (
        <Space style={{ marginBottom: 8 }} wrap>
          <Radio.Group
            value={key}
            onChange={(e) => setKey(e.target.value)}
            options={(options.data ?? []).map((o) => ({ value: o.key, label: o.name }))}
            data-testid={`${kind}-options`}
          />
          <Button type="primary" size="small" onClick={send} data-testid={`${kind}-send`}>
            发送
          </Button>
        </Space>
      )}
      <Table<NoticeRow>
        size="small"
        rowKey="id"
        dataSource={sent.data ?? []}
        pagination={false}
        data-testid={`${kind}-list`}
        columns={[
          { title: '发送时间', dataIndex: 'createAt', width: 170 },
          { title: '操作人', dataIndex: 'operateUName', width: 100 },
          { title: '内容', dataIndex: 'codeMsg' },
          {
            title: '状态',
            dataIndex: 'status',
            width: 80,
            render: (v: string) => ({ pending: '待发送', sending: '发送中', sent: '已发送', failed: '失败' })[v] ?? v,
          },
          { title: '回执时间', dataIndex: 'recDate', width: 170 },
          { title: '回执内容', dataIndex: 'recContent' },
        ]}
      />
    </>
  );
}

/** Section 4: progress and warning (no progress for type 3; hidden for degree orders). */
export function WarningSection() {
  const { orderType } = useDetail();
  const items = [
    ...(orderType === 3 ? [] : [{ key: 'progress', label: '进度', children: <NoticeTab kind="progress" /> }]),
    { key: 'warn', label: '预警', children: <NoticeTab kind="warn" /> },
  ];
  return (
    <Card id="Warning" title="进度预警" size="small" data-testid="section-warning">
      <Tabs items={items} />
    </Card>
  );
}
