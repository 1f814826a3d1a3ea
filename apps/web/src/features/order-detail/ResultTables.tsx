import { CERT_RESULT_LABELS, certificationApi, type ResultRow } from '@certdesk/contract';
import { Button, Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { AuditDecisionForm, CertDecisionForm } from '../decisions';
import { useDetailPart } from './detail-api';
import { useDetail } from './detail-context';

function ResultTable({ kind }: { kind: 'auth' | 'audit' }) {
  const { orderId } = useDetail();
  const route = kind === 'auth' ? certificationApi.certificationResults : certificationApi.auditResults;
  const query = useDetailPart(orderId, `${kind}-results`, route);
  const [all, setAll] = useState(false);
  const rows = query.data ?? [];
  const columns = [
    ...(kind === 'auth' ? [{ title: '序号', key: 'i', width: 60, render: (_: unknown, __: ResultRow, i: number) => i + 1 }] : []),
    { title: kind === 'auth' ? '认证时间' : '审核时间', dataIndex: 'operatorDate', width: 170 },
    { title: '操作人', dataIndex: 'operatorUName', width: 100 },
    { title: '内容', dataIndex: 'reason' },
    ...(kind === 'auth'
      ? [
          {
            title: '结果',
            dataIndex: 'nodeResult',
            width: 100,
            render: (v: number) => <Tag color={v === 10 ? 'green' : 'red'}>{CERT_RESULT_LABELS[v]}</Tag>,
          },
        ]
      : []),
  ];
  return (
    <>
      <Table<ResultRow>
        size="small"
        rowKey="id"
        dataSource={all ? rows : rows.slice(0, 1)}
        pagination={false}
        scroll={{ y: 200 }}
        columns={columns}
        data-testid={`${kind}-results`}
      />
      {rows.length > 1 && (
        <Button type="link" size="small" onClick={() => setAll(!all)}>
          {all ? '收起' : `显示全部（${rows.length}）`}
        </Button>
      )}
    </>
  );
}

/**
 * Sections 6 and 7: certification and review results (their forms belong to the submit feature).
 * A form is there only for the role that uses it (200 certifies, 300 reviews); for other roles
 * it is removed, not shown disabled (01 §6: elements are removed when the user lacks the role).
 * Within the role, a form that cannot be used now (another's order, wrong status) stays, disabled.
 */
const RESULT_SECTIONS = {
  auth: { id: 'AuthResults', title: '认证结果', testId: 'section-auth-results', role: 200, Form: CertDecisionForm },
  audit: { id: 'AuditResult', title: '审核结果', testId: 'section-audit-results', role: 300, Form: AuditDecisionForm },
} as const;

function ResultSection({ kind }: { kind: keyof typeof RESULT_SECTIONS }) {
  const { roles } = useDetail();
  const { id, title, testId, role, Form } = RESULT_SECTIONS[kind];
  return (
    <Card id={id} title={title} size="small" data-testid={testId}>
      <ResultTable kind={kind} />
      {roles.includes(role) && <Form />}
    </Card>
  );
}

export const AuthResultsSection = () => <ResultSection kind="auth" />;
export const AuditResultSection = () => <ResultSection kind="audit" />;
