import { Button, Descriptions, Empty, Typography } from 'antd';
import { useState } from 'react';
import { useDetail } from './detail-context';
import { VerifiedRecordForm } from './VerifiedRecordForm';
import { RECORD_SPECS, recordFlags, showValue } from './verified-record-fields';

/**
 * 核验记录: the record the certifier found at the issuing authority (degree, skill, professional
 * qualification, job title, honour), read-only with the comparison flags of 02 §5 beside each
 * field, and an 编辑 dialog for the assigned certifier while the order is editable.
 */
export function VerifiedRecord() {
  const { orderType, detail, canEdit, roles } = useDetail();
  const [editing, setEditing] = useState(false);
  const spec = RECORD_SPECS[orderType];
  if (!spec) return null;
  const record = detail[spec.key];
  const flags = record ? recordFlags(spec, record, detail.orderIncomeInfoVo) : {};
  const editable = canEdit && roles.includes(200);
  return (
    <div style={{ marginTop: 12 }} data-testid="verified-record">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 1, md: 2, xl: 3 }}
        title="核验记录"
        extra={
          editable && (
            <Button size="small" onClick={() => setEditing(true)} data-testid="record-edit">
              编辑
            </Button>
          )
        }
        items={
          record
            ? spec.fields.map((f) => ({
                key: f.name,
                label: f.label,
                children: (
                  <span data-testid={`record-value-${f.name}`}>
                    {showValue(f, record) || '-'}
                    {flags[f.name] && (
                      <Typography.Text type="danger" style={{ marginLeft: 8 }} data-testid={`record-flag-${f.name}`}>
                        {flags[f.name]}
                      </Typography.Text>
                    )}
                  </span>
                ),
              }))
            : []
        }
      />
      {!record && (
        <div data-testid="record-empty">
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无核验记录" />
        </div>
      )}
      {editing && <VerifiedRecordForm spec={spec} record={record} onClose={() => setEditing(false)} />}
    </div>
  );
}
