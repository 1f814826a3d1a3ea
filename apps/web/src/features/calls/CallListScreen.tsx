import {
  type CallRecordRow,
  callRecordListSchema,
  callsApi,
  canBindCall,
  canDeleteCall,
  isAdmin,
  missedCallListSchema,
} from '@certdesk/contract';
import { Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { call } from '../../api/client';
import { useUserInfo } from '../../api/session';
import { toastSuccess } from '../../app/feedback';
import { type FilterField, type ListContext, ListPage } from '../../ui/list-page';
import { PeoplePicker } from '../../ui/pickers';
import { BindCallDialog } from './BindCallDialog';
import { callColumns } from './call-columns';
import { CALLS_KEY, fetchCallRecords, fetchMissedCalls } from './calls-api';
import { SimIncomingButton } from './SimIncomingButton';

const input = (name: string, label: string, advanced = false): FilterField => ({
  name,
  label,
  type: 'input',
  placeholder: `请输入${label}`,
  advanced,
});

/** Filters of 01 §2: the call records list and the missed calls list (talker = the seat user). */
function filtersOf(missed: boolean): FilterField[] {
  const person: FilterField = {
    name: 'callUid',
    label: missed ? '通话人' : '主叫/坐席',
    type: 'custom',
    render: () => <PeoplePicker roleType={200} placeholder="请选择通话人" testId="call-filter-uid" />,
  };
  return [
    input('orderId', '订单ID'),
    input('fromMobile', '主叫号码'),
    input('toMobile', '被叫号码'),
    input('applyUser', '申请人'),
    input('companyName', '企业名称', true),
    { ...person, advanced: true },
    { name: 'startDate', label: '通话时间', type: 'dateRange', advanced: true },
  ];
}

/** The call records (/comm/call) and missed calls (/comm/missed) screens. */
export function CallListScreen({ missed }: { missed: boolean }) {
  const { data: user } = useUserInfo();
  const roles = user?.roles ?? [];
  const [binding, setBinding] = useState<{ id: number; reload: () => void } | null>(null);
  const actions = (ctx: ListContext<CallRecordRow>): ColumnsType<CallRecordRow> =>
    canBindCall(roles) || canDeleteCall(roles)
      ? [
          {
            title: '操作',
            key: 'actions',
            fixed: 'right',
            width: 140,
            render: (_: unknown, row) => (
              <Space size={4}>
                {canBindCall(roles) &&
                  (row.orderId ? (
                    <Popconfirm
                      title="确定解绑该通话记录的订单吗?"
                      onConfirm={async () => {
                        await call(callsApi.bind, { bind: false, id: row.id });
                        toastSuccess('解绑成功');
                        ctx.reload();
                      }}
                    >
                      <Button type="link" size="small" data-testid={`call-unbind-${row.id}`}>
                        解绑
                      </Button>
                    </Popconfirm>
                  ) : (
                    <Button
                      type="link"
                      size="small"
                      data-testid={`call-bind-${row.id}`}
                      onClick={() => setBinding({ id: row.id, reload: ctx.reload })}
                    >
                      绑定
                    </Button>
                  ))}
                {canDeleteCall(roles) && (
                  <Popconfirm
                    title="确定删除该通话记录吗?"
                    onConfirm={async () => {
                      await call(callsApi.delete, { id: row.id });
                      toastSuccess('删除成功');
                      ctx.reload();
                    }}
                  >
                    <Button type="link" size="small" danger data-testid={`call-delete-${row.id}`}>
                      删除
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : [];
  return (
    <>
      <ListPage<CallRecordRow>
        queryKey={`${CALLS_KEY}-${missed ? 'missed' : 'records'}`}
        schema={missed ? missedCallListSchema : callRecordListSchema}
        fetch={missed ? fetchMissedCalls : fetchCallRecords}
        filters={filtersOf(missed)}
        columns={(ctx) => [...callColumns({ withOrder: true }), ...actions(ctx)]}
        exportUrl={missed ? '/api/call/miss/export' : '/api/call/record/export'}
        toolbar={() => (!missed && isAdmin(roles) ? <SimIncomingButton /> : null)}
      />
      <BindCallDialog callId={binding?.id ?? null} onClose={() => setBinding(null)} onDone={() => binding?.reload()} />
    </>
  );
}
