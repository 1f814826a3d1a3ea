import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, type AuditRow, adminLogsApi } from '@certdesk/contract';
import { AuditDiff } from '../../features/audit-trail/AuditDiff';
import { ListPage } from '../../ui/list-page';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The administrators' audit trail (/log/audit): who changed what, before and after, when (role 0). */
export default function AuditPage() {
  return (
    <ListPage<AuditRow>
      route={adminLogsApi.auditTrail}
      filters={[
        { name: 'operator', label: '操作人', type: 'input' },
        { name: 'entity', label: '对象', type: 'select', options: options(AUDIT_ENTITY_LABELS) },
        { name: 'action', label: '动作', type: 'select', options: options(AUDIT_ACTION_LABELS) },
        { name: 'createAt', label: '操作时间', type: 'dateRange' },
      ]}
      columns={[
        { title: '操作时间', dataIndex: 'createAt', width: 170 },
        { title: '操作人', dataIndex: 'operatorName' },
        { title: '对象', dataIndex: 'entity', render: (v: string, r) => `${AUDIT_ENTITY_LABELS[v] ?? v} #${r.entityId}` },
        { title: '动作', dataIndex: 'action', render: (v: string) => AUDIT_ACTION_LABELS[v] ?? v },
        { title: '变更内容', key: 'diff', render: (_: unknown, r) => <AuditDiff before={r.before} after={r.after} /> },
        { title: 'IP', dataIndex: 'ip' },
      ]}
    />
  );
}
