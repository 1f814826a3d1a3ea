import { INTERFACE_LOG_EXPORT_PATH, INTERFACE_TYPE_LABELS, type InterfaceLogRow, interfaceLogApi } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useIsAdmin } from '../../api/session';
import { toastSuccess } from '../../app/feedback';
import { InterfaceLogDetail } from '../../features/interface-log/InterfaceLogDetail';
import { repushLog } from '../../features/interface-log/interface-log-api';
import { OutboxHealthCard } from '../../features/interface-log/OutboxHealthCard';
import { confirmAction } from '../../ui/forms';
import { ListPage } from '../../ui/list-page';

const TYPE_OPTIONS = Object.entries(INTERFACE_TYPE_LABELS).map(([value, label]) => ({ value: Number(value), label }));

/** Interface log (/log/interface, 02 §2.4): every call with the partner, detail, export, re-push of failed pushes. */
export default function InterfaceLogPage() {
  const [detail, setDetail] = useState<number | null>(null);
  const admin = useIsAdmin();
  const client = useQueryClient();
  const repush = (row: InterfaceLogRow, reload: () => void) =>
    confirmAction({
      title: '确定重新推送？',
      content: `工单${row.orderId}的${row.interfaceTypeName}将重新加入推送队列`,
      action: async () => {
        await repushLog(row.id);
        toastSuccess('已重新加入推送队列');
        reload();
        void client.invalidateQueries({ queryKey: ['outboxHealth'] });
      },
    });
  return (
    <>
      <OutboxHealthCard />
      <ListPage<InterfaceLogRow>
        route={interfaceLogApi.list}
        exportUrl={INTERFACE_LOG_EXPORT_PATH}
        filters={[
          { name: 'orderId', label: '工单号', type: 'input' },
          { name: 'openOrderId', label: '订单号', type: 'input' },
          { name: 'interfaceType', label: '接口类型', type: 'select', options: TYPE_OPTIONS },
          { name: 'dateTime', label: '时间', type: 'dateRange' },
        ]}
        columns={(ctx) => [
          { title: '工单号', dataIndex: 'orderId', width: 90, render: (v: number | null) => v ?? '-' },
          { title: '订单号', dataIndex: 'openOrderId', width: 170 },
          { title: '企业名称', dataIndex: 'companyName', ellipsis: true },
          { title: '接口类型', dataIndex: 'interfaceTypeName', width: 100 },
          { title: '方向', dataIndex: 'direction', width: 70, render: (v: string) => (v === 'in' ? '接收' : '发送') },
          {
            title: '结果',
            dataIndex: 'success',
            width: 80,
            render: (v: boolean) => <Tag color={v ? 'green' : 'red'}>{v ? '成功' : '失败'}</Tag>,
          },
          { title: '时间', dataIndex: 'dateTime', width: 170 },
          {
            title: '操作',
            key: 'actions',
            width: 150,
            render: (_: unknown, row: InterfaceLogRow) => (
              <Space>
                <Button type="link" size="small" data-testid={`log-detail-${row.id}`} onClick={() => setDetail(row.id)}>
                  详情
                </Button>
                {admin && row.canRepush && (
                  <Button type="link" size="small" danger data-testid={`log-repush-${row.id}`} onClick={() => repush(row, ctx.reload)}>
                    重新推送
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <InterfaceLogDetail id={detail} onClose={() => setDetail(null)} />
    </>
  );
}
