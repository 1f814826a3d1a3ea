import type { CompanyRecord } from '@certdesk/contract';
import { Card, Table } from 'antd';

const small = { size: 'small' as const, pagination: false as const, scroll: { y: 250 }, style: { height: 300 } };

/** The annual reports, exceptions and change records of a company record (tables 250px high, 02 §2.4). */
export function RecordTables({ record }: { record: CompanyRecord }) {
  return (
    <>
      <Card size="small" title="年报信息" style={{ marginTop: 12 }}>
        <Table
          {...small}
          rowKey={(r) => r.Year}
          dataSource={record.AnnualReports}
          data-testid="record-annual"
          columns={[
            { title: '年份', dataIndex: 'Year' },
            { title: '发布日期', dataIndex: 'PublishDate' },
          ]}
        />
      </Card>
      <Card size="small" title="经营异常" style={{ marginTop: 12 }}>
        <Table
          {...small}
          rowKey={(r) => `${r.AddDate}-${r.AddReason}`}
          dataSource={record.Exceptions}
          data-testid="record-exceptions"
          columns={[
            { title: '列入原因', dataIndex: 'AddReason', ellipsis: true },
            { title: '列入日期', dataIndex: 'AddDate', width: 110 },
            { title: '列入决定机关', dataIndex: 'DecisionOffice', ellipsis: true },
            { title: '移出原因', dataIndex: 'RomoveReason', ellipsis: true },
            { title: '移出日期', dataIndex: 'RemoveDate', width: 110 },
            { title: '移出决定机关', dataIndex: 'RemoveDecisionOffice', ellipsis: true },
          ]}
        />
      </Card>
      <Card size="small" title="变更记录" style={{ marginTop: 12 }}>
        <Table
          {...small}
          rowKey={(r) => `${r.ChangeDate}-${r.ProjectName}-${r.AfterContent}`}
          dataSource={record.ChangeRecords}
          data-testid="record-changes"
          columns={[
            { title: '变更事项', dataIndex: 'ProjectName', width: 160 },
            { title: '变更前', dataIndex: 'BeforeContent', ellipsis: true },
            { title: '变更后', dataIndex: 'AfterContent', ellipsis: true },
            { title: '变更日期', dataIndex: 'ChangeDate', width: 110 },
          ]}
        />
      </Card>
    </>
  );
}
