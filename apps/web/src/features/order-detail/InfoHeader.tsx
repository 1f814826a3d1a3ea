import { ORDER_TYPE_LABELS, QUERY_STATUS_LABELS } from '@certdesk/contract';
import { Descriptions, Tag } from 'antd';
import { useDetail } from './detail-context';

const TYPE_BADGE: Record<number, string> = { 1: '企业', 2: '组织', 3: '职位', 4: '学历', 5: '技能', 6: '职业资格', 7: '职称', 8: '荣誉' };

/** The basic info header: number, workday, query status, people, labels, dates, type badge. */
export function InfoHeader() {
  const { detail } = useDetail();
  const o = detail.orderInfoVo;
  return (
    <Descriptions
      size="small"
      column={4}
      bordered
      data-testid="detail-header"
      // The type badge sits in the title row, so it never covers a value of the table.
      title={
        <Tag color={o.orderType <= 2 ? 'blue' : 'purple'} data-testid="detail-type-badge">
          {TYPE_BADGE[o.orderType] ?? ORDER_TYPE_LABELS[o.orderType]}
        </Tag>
      }
    >
      <Descriptions.Item label="工单号">{o.orderId}</Descriptions.Item>
      <Descriptions.Item label="工作日">{o.workDay}</Descriptions.Item>
      <Descriptions.Item label="查档状态">{QUERY_STATUS_LABELS[o.queryStatus] ?? '-'}</Descriptions.Item>
      <Descriptions.Item label="认证员">{o.certificationUName || '-'}</Descriptions.Item>
      <Descriptions.Item label="标签">
        {o.labels.length
          ? o.labels.map((l) => (
              <Tag key={l.name} color={l.color}>
                {l.name}
              </Tag>
            ))
          : '-'}
      </Descriptions.Item>
      <Descriptions.Item label="来单日期">{o.incomingDate}</Descriptions.Item>
      <Descriptions.Item label="到期日期">
        {o.expiredDate} {o.expired && <Tag color="red">已超期</Tag>}
      </Descriptions.Item>
      <Descriptions.Item label="审核员">{o.auditUName || '-'}</Descriptions.Item>
    </Descriptions>
  );
}
