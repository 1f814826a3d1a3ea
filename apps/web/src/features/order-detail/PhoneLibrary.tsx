import { type BusinessPhoneRow, detailApi } from '@certdesk/contract';
import { PartTableButton } from './PartTableButton';

/** The business phone library of the order's area (hidden for degree and new types). */
export function PhoneLibraryButton() {
  return (
    <PartTableButton<BusinessPhoneRow>
      label="工商电话库"
      part="phones"
      route={detailApi.businessPhones}
      width={760}
      pagination={{ pageSize: 10 }}
      columns={[
        { title: '序号', render: (_, __, i) => i + 1, width: 60 },
        { title: '名称', dataIndex: 'deptName' },
        { title: '电话', dataIndex: 'mobile' },
        { title: '省', dataIndex: 'provinceName' },
        { title: '市', dataIndex: 'cityName' },
        { title: '区', dataIndex: 'areaName' },
        { title: '提交人', dataIndex: 'uname' },
      ]}
    />
  );
}
