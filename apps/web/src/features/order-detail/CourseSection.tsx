import { certificationApi, type OperationLogRow, type SubtotalEntry, type SubtotalSuggestion } from '@certdesk/contract';
import { Button, Card, Input, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { confirmAction } from '../../ui/forms';
import { MailButtons } from '../mail';
import { SupplementButton } from '../third-party';
import { CourseCallsTab } from './CourseCallsTab';
import { useDetailPart } from './detail-api';
import { useDetail } from './detail-context';
import { PhoneLibraryButton } from './PhoneLibrary';

/** Section 3: process log (subtotal, call records, operation log). */
export function CourseSection() {
  const { orderId, orderType, canEdit, roles, refresh } = useDetail();
  const subtotals = useDetailPart(orderId, 'subtotal', certificationApi.subtotals);
  const logs = useDetailPart(orderId, 'log', certificationApi.operationLog);
  const [content, setContent] = useState('');
  const save = async () => {
    const r = await call(certificationApi.saveSubtotal, { orderId, content }).catch(() => null);
    if (!r) return; // The API client has shown the message.
    toastSuccess('保存成功');
    setContent('');
    void subtotals.refetch();
    void logs.refetch();
    for (const s of r.suggestions) offer(s);
  };
  // A configured keyword offers its mapped progress and warning (02 §3 subtotal keyword config);
  // the server offers only the keys this order can send.
  const offer = (s: SubtotalSuggestion) =>
    confirmAction({
      title: `小计包含关键字"${s.keyword}"`,
      content: `是否发送${[s.progressKey && `进度：${s.progressContent}`, s.warnKey && `预警：${s.warnContent}`].filter(Boolean).join('；')}？`,
      okText: '发送',
      okTestId: 'subtotal-offer-send',
      action: async () => {
        if (s.progressKey) await call(certificationApi.sendProgressByKey, { orderId, key: s.progressKey, content: s.progressContent });
        if (s.warnKey) await call(certificationApi.sendWarning, { orderId, key: s.warnKey, content: s.warnContent });
        toastSuccess('发送成功');
        refresh();
      },
    });
  return (
    <Card
      id="Course"
      title="过程记录"
      size="small"
      data-testid="section-course"
      extra={
        <Space>
          {/* Mail and supplementary data are the certifier's (role 200): removed for other roles. */}
          {roles.includes(200) && <MailButtons orderId={orderId} disabled={!canEdit} />}
          {roles.includes(200) && <SupplementButton orderId={orderId} disabled={!canEdit} onSent={() => void logs.refetch()} />}
          {orderType <= 3 && <PhoneLibraryButton />}
        </Space>
      }
    >
      <Tabs
        items={[
          {
            key: 'subtotal',
            label: '认证小计',
            children: (
              <>
                {canEdit && (
                  <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
                    <Input.TextArea
                      value={content}
                      onChange={(e) => setContent(e.target.value)}
                      placeholder="请输入认证小计"
                      autoSize
                      maxLength={2000}
                      data-testid="subtotal-input"
                    />
                    <Button type="primary" disabled={!content.trim()} onClick={save} data-testid="subtotal-save">
                      保存
                    </Button>
                  </Space.Compact>
                )}
                <Table<SubtotalEntry>
                  size="small"
                  rowKey="id"
                  dataSource={subtotals.data ?? []}
                  pagination={false}
                  scroll={{ y: 240 }}
                  columns={[
                    { title: '时间', dataIndex: 'createAt', width: 170 },
                    { title: '操作人', dataIndex: 'operatorUName', width: 100 },
                    { title: '工作日', dataIndex: 'workDay', width: 70 },
                    { title: '内容', dataIndex: 'content' },
                  ]}
                />
              </>
            ),
          },
          {
            key: 'calls',
            label: '通话记录',
            children: <CourseCallsTab />,
          },
          {
            key: 'log',
            label: '操作日志',
            children: (
              <Table<OperationLogRow>
                size="small"
                rowKey="id"
                dataSource={logs.data ?? []}
                pagination={false}
                scroll={{ y: 240 }}
                columns={[
                  { title: '时间', dataIndex: 'date', width: 170 },
                  { title: '操作人', dataIndex: 'uname', width: 100 },
                  { title: '操作', dataIndex: 'operateType', width: 120 },
                  { title: '内容', dataIndex: 'doc' },
                ]}
              />
            ),
          },
        ]}
      />
    </Card>
  );
}
