import { type CompanyRecord, companyRecordSchema, registryApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Spin } from 'antd';
import { useParams } from 'react-router';
import { call } from '../../api/client';
import { RecordTables } from '../../features/registry/RecordTables';
import { seconds, shanghaiTime } from '../../features/registry/record-format';

/** The stored resultJson, or null when it is missing or not a company record. */
function parse(text: string): CompanyRecord | null {
  try {
    const parsed = companyRecordSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Record detail (/record/detail/{id}, 02 §2.4): a company's registry record as looked up. */
export default function RecordDetailPage() {
  const id = Number(useParams().id);
  const { data, isLoading } = useQuery({ queryKey: ['record', id], queryFn: () => call(registryApi.record, { id }), enabled: id > 0 });
  if (isLoading) return <Spin style={{ margin: 48 }} />;
  const record = data ? parse(data.resultJson) : null;
  if (!data || !record) return <Empty style={{ margin: 48 }} description="暂无档案信息" />;
  const b = record.companyBasicInfo;
  const items =
    data.orgType === 10
      ? [
          ['机构代码', b.creditCode],
          ['机构名称', b.Name],
          ['法定代表人', b.OperName],
          ['开办资金', b.RegistCapi],
          ['状态', b.Status],
          ['证书有效期自', b.TermStart],
          ['证书有效期至', b.TeamEnd],
          ['登记管理机关', b.CheckOrg],
          ['举办单位', b.CondOrg],
          ['住所', b.Address],
          ['业务范围', b.Scope],
        ]
      : [
          ['统一社会信用代码', b.creditCode],
          ['订单ID', data.orderId ?? '-'],
          ['注册号', b.No],
          ['查档流水号', data.seqNo],
          ['法定代表人', b.OperName],
          ['发起时间', shanghaiTime(data.requestDate)],
          ['登记机关', b.BelongOrg],
          ['查档完成时间', shanghaiTime(data.resultDate)],
          ['成立日期', b.StartDate],
          ['耗时', seconds(data.requestDuration)],
          ['企业类型', b.EconKind],
          ['注册资本', b.RegistCapi],
          ['核准日期', b.CheckDate],
          ['营业期限自', b.TermStart],
          ['营业期限至', b.TeamEnd],
          ['登记状态', b.Status],
          ['住所', b.Address],
          ['经营范围', b.Scope],
        ];
  return (
    <div style={{ padding: 12 }} data-testid="record-detail">
      <Card size="small" title={`${b.Name}（${data.orgType === 10 ? '机构基本信息' : '营业执照信息'}）`}>
        <Descriptions bordered size="small" column={2} labelStyle={{ width: 150 }}>
          {items.map(([label, value]) => (
            <Descriptions.Item
              key={String(label)}
              label={label}
              span={label === '经营范围' || label === '业务范围' || label === '住所' ? 2 : 1}
            >
              {value || '-'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <RecordTables record={record} />
    </div>
  );
}
