import { certificationTag, type OrderRow } from '@certdesk/contract';
import { Space, Tag, Tooltip } from 'antd';

/** The order's labels as coloured tags (01 §2). */
export function OrderLabels({ row }: { row: OrderRow }) {
  if (row.labels.length === 0) return null;
  return (
    <Space size={[0, 4]} wrap>
      {row.labels.map((l) => (
        <Tag key={l.name} color={l.color} data-testid="order-label">
          {l.name}
        </Tag>
      ))}
    </Space>
  );
}

/** V / AV tag of the certification type. */
export function CertTag({ type }: { type: number }) {
  const tag = certificationTag(type);
  return <Tag color={tag === 'V' ? 'blue' : 'purple'}>{tag}</Tag>;
}

/** A value with the duplicate flag of intake (duplicate company name or applicant). */
export function WithDuplicateFlag({ text, duplicate, title }: { text: string; duplicate: boolean; title: string }) {
  return (
    <Space size={4}>
      <span>{text}</span>
      {duplicate && (
        <Tooltip title={title}>
          <Tag color="error" data-testid="order-duplicate">
            重
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}
