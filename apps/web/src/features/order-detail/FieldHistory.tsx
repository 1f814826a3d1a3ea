import { type ChangeRecordRow, detailApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { call } from '../../api/client';
import { useDetail } from './detail-context';

/** The change history of one field (POST /api/order/changeRecord/list). */
export function FieldHistory({
  field,
  eventType,
  label,
  onClose,
}: {
  field: string | null;
  eventType: 10 | 80;
  label: string;
  onClose: () => void;
}) {
  const { orderId } = useDetail();
  const query = useQuery({
    queryKey: ['changeRecord', orderId, eventType, field],
    // Enabled only once a field is chosen.
    queryFn: () => call(detailApi.changeRecords, { orderId, eventType, filed: field ?? '' }),
    enabled: field !== null,
  });
  return (
    <Modal open={field !== null} title={`修改记录：${label}`} footer={null} onCancel={onClose} width={560} destroyOnHidden>
      <Table<ChangeRecordRow>
        size="small"
        rowKey={(r) => `${r.updateDate}-${r.beforeValue}`}
        loading={query.isFetching}
        dataSource={query.data ?? []}
        pagination={false}
        columns={[
          {
            title: '修改时间',
            dataIndex: 'updateDate',
            render: (v: number) => new Date(v).toLocaleString('zh-CN', { timeZone: 'Asia/Shanghai' }),
          },
          { title: '修改人', dataIndex: 'uname' },
          { title: '修改前', dataIndex: 'beforeValue' },
        ]}
      />
    </Modal>
  );
}
