import { configApi } from '@certdesk/contract';
import { ConfigCrud } from '../../features/config/ConfigCrud';
import { textColumns, textFilters } from '../../features/config/list-parts';

/** The business phone library (/configuration/phone); the order detail's phone dialog reads it too. */
export default function PhonePage() {
  return (
    <ConfigCrud
      api={configApi.phone}
      testId="phone"
      title="企业电话"
      filters={[
        ...textFilters({ mobile: '电话', province: '省份', city: '城市', area: '区县' }),
        { name: 'deptName', label: '名称', type: 'input', advanced: true },
      ]}
      columns={[
        { title: '序号', key: 'index', width: 70, render: (_: unknown, _r, i) => i + 1 },
        ...textColumns({ deptName: '名称', mobile: '电话', provinceName: '省份', cityName: '城市', areaName: '区县', uname: '提交人' }),
      ]}
      fields={[
        { name: 'deptName', label: '名称', kind: 'text', max: 100, testId: 'phone-name' },
        { name: 'areaPath', label: '省市', kind: 'area', district: true },
        { name: 'mobile', label: '电话', kind: 'text', max: 32, testId: 'phone-mobile' },
      ]}
    />
  );
}
