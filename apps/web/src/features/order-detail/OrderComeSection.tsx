import { detailApi, type IncomingRow, PARTNER_FIELD_LABELS } from '@certdesk/contract';
import { Card, Descriptions, Table } from 'antd';
import { useDetailPart } from './detail-api';
import { useDetail } from './detail-context';

const KIND: Record<number, string> = { 10: '新建', 30: '修改', 70: '补充资料' };
const SUMMARY: Record<number, string[]> = { 3: ['companyName', 'position'], 4: ['applyUser', 'educationLevel', 'school'] };

/** The incoming orders of the order: an expandable table; the summary fields vary by type. */
export function OrderComeSection({ anchor = true }: { anchor?: boolean }) {
  const { orderId, orderType } = useDetail();
  const query = useDetailPart(orderId, 'incoming', detailApi.incomings);
  const summary = SUMMARY[orderType] ?? (orderType <= 2 ? ['companyName', 'socialCredit'] : ['applyUser', 'licenseNumber']);
  return (
    <Card
      id={anchor ? 'OrderCome' : undefined}
      title="来单记录"
      size="small"
      data-testid={anchor ? 'section-order-come' : 'order-come-tab'}
    >
      <Table<IncomingRow>
        size="small"
        rowKey="id"
        dataSource={query.data ?? []}
        pagination={false}
        expandable={{
          expandedRowRender: (r) => (
            <Descriptions size="small" column={2} bordered>
              {Object.entries(r.payload).map(([k, v]) => (
                <Descriptions.Item key={k} label={PARTNER_FIELD_LABELS[k] ?? k}>
                  {typeof v === 'object' ? JSON.stringify(v) : String(v ?? '')}
                </Descriptions.Item>
              ))}
            </Descriptions>
          ),
        }}
        columns={[
          { title: '时间', dataIndex: 'createAt', width: 170 },
          { title: '类型', dataIndex: 'kind', width: 90, render: (v: number) => KIND[v] ?? v },
          ...summary.map((k) => ({
            title: PARTNER_FIELD_LABELS[k] ?? k,
            key: k,
            render: (_: unknown, r: IncomingRow) => String(r.payload[k] ?? ''),
          })),
        ]}
      />
    </Card>
  );
}
