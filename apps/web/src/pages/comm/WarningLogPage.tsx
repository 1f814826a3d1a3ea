import { thirdPartyApi, type WarnRow } from '@certdesk/contract';
import { ListPage } from '../../ui/list-page';
import { PeoplePicker } from '../../ui/pickers/PeoplePicker';

/** Warning-message log (/comm/warning, 02 §2.4): the warnings sent to the partner and what came back. */
export default function WarningLogPage() {
  return (
    <ListPage<WarnRow>
      route={thirdPartyApi.warnings}
      filters={[
        { name: 'orderId', label: '工单号', type: 'input' },
        {
          name: 'operateUid',
          label: '操作人',
          type: 'custom',
          render: () => <PeoplePicker roleType={200} placeholder="请选择操作人" testId="warn-operator" />,
        },
        { name: 'createAt', label: '发送时间', type: 'dateRange' },
      ]}
      columns={[
        { title: '工单号', dataIndex: 'orderId', width: 100 },
        { title: '发送时间', dataIndex: 'createAt', width: 170 },
        { title: '操作人', dataIndex: 'operateUName', width: 110 },
        { title: '预警内容', dataIndex: 'codeMsg' },
        { title: '回复时间', dataIndex: 'recDate', width: 170, render: (v: string) => v || '-' },
        { title: '回复内容', dataIndex: 'recContent', render: (v: string) => v || '-' },
      ]}
    />
  );
}
