import { configApi } from '@certdesk/contract';
import { ConfigCrud } from '../../features/config/ConfigCrud';

/** The business phone library (/configuration/phone); the order detail's phone dialog reads it too. */
export default function PhonePage() {
  return (
    <ConfigCrud
      api={configApi.phone}
      testId="phone"
      title="企业电话"
      filters={[
        { name: 'mobile', label: '电话', type: 'input' },
        { name: 'province', label: '省份', type: 'input' },
        { name: 'city', label: '城市', type: 'input' },
        { name: 'area', label: '区县', type: 'input' },
        { name: 'deptName', label: '名称', type: 'input', advanced: true },
      ]}
      columns={[
        { title: '序号', key: 'index', width: 70, render: (_: unknown, _r, i) => i + 1 },
        { title: '名称', dataIndex: 'deptName' },
        { title: '电话', dataIndex: 'mobile' },
        { title: '省份', dataIndex: 'provinceName' },
        { title: '城市', dataIndex: 'cityName' },
        { title: '区县', dataIndex: 'areaName' },
        { title: '提交人', dataIndex: 'uname' },
      ]}
      fields={[
        { name: 'deptName', label: '名称', kind: 'text', max: 100, testId: 'phone-name' },
        { name: 'areaPath', label: '省市', kind: 'area', district: true },
        { name: 'mobile', label: '电话', kind: 'text', max: 32, testId: 'phone-mobile' },
      ]}
    />
  );
}
