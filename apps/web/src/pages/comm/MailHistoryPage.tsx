import { CAPTURE_STATUS_LABELS, type EmailRow, mailApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { MailPreview } from '../../features/mail/MailPreview';
import { fetchMailboxStatus, MAIL_KEY } from '../../features/mail/mail-api';
import '../../features/mail/mail.css';
import { type FilterField, ListPage } from '../../ui/list-page';
import { PeoplePicker } from '../../ui/pickers';

const STATUS_COLORS: Record<number, string> = { 10: 'processing', 20: 'success', 30: 'error', 40: 'default', 50: 'warning', [-1]: 'error' };

/** The e-mail history (/comm/mail): filters order id and sender, preview, export for roles 0 and 100. */
export default function MailHistoryPage() {
  const [preview, setPreview] = useState<EmailRow | null>(null);
  const boxes = useQuery({ queryKey: [MAIL_KEY, 'mailboxStatus'], queryFn: fetchMailboxStatus });
  const failing = (boxes.data ?? []).filter((b) => b.status !== 'ok');
  const filters: FilterField[] = [
    { name: 'orderId', label: '订单ID', type: 'input', placeholder: '请输入订单ID' },
    {
      name: 'senderUid',
      label: '发件人',
      type: 'custom',
      render: () => <PeoplePicker roleType={200} placeholder="请选择发件人" testId="mail-filter-sender" />,
    },
  ];
  const columns: ColumnsType<EmailRow> = [
    { title: '订单ID', dataIndex: 'orderId', width: 90 },
    { title: '主题', dataIndex: 'topic', ellipsis: true, width: 320 },
    { title: '发件人', dataIndex: 'senderUName', width: 100 },
    { title: '收件人', dataIndex: 'recEmail', width: 200, ellipsis: true },
    { title: '发送时间', dataIndex: 'senderDate', width: 170 },
    { title: '附件', dataIndex: 'attachment', width: 80, render: (a: EmailRow['attachment']) => a.length || '-' },
    { title: '是否回复', dataIndex: 'reply', width: 90, render: (r: boolean) => (r ? <Tag color="green">已回复</Tag> : <Tag>未回复</Tag>) },
    { title: '回复时间', dataIndex: 'replyDate', width: 170, render: (d: string | null) => d ?? '-' },
    {
      title: '抓取状态',
      dataIndex: 'emailCaptureStatus',
      width: 120,
      render: (s: number | null) => (s === null ? '-' : <Tag color={STATUS_COLORS[s]}>{CAPTURE_STATUS_LABELS[s]}</Tag>),
    },
    {
      title: '操作',
      key: 'action',
      width: 80,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Button type="link" size="small" onClick={() => setPreview(row)} data-testid={`mail-preview-${row.seqNo}`}>
          预览
        </Button>
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={0}>
      {failing.map((b) => (
        <Alert
          key={b.account}
          type="error"
          showIcon
          style={{ margin: '0 0 8px' }}
          message={`邮箱 ${b.account} 抓取异常：${b.statusMsg}`}
          data-testid="mailbox-alert"
        />
      ))}
      <ListPage<EmailRow>
        queryKey={MAIL_KEY}
        route={mailApi.history}
        filters={filters}
        columns={columns}
        rowKey="seqNo"
        exportUrl="/api/email/history/export"
      />
      <MailPreview row={preview} onClose={() => setPreview(null)} />
    </Space>
  );
}
