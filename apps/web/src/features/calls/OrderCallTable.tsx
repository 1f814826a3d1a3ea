import { type CallRecordRow, callsApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import { call } from '../../api/client';
import { callColumns } from './call-columns';
import { CALLS_KEY } from './calls-api';

/** The call records of an order (the Course section's call tab, 02 §3). */
export function OrderCallTable({ orderId }: { orderId: number }) {
  const calls = useQuery({ queryKey: [CALLS_KEY, 'order', orderId], queryFn: () => call(callsApi.orderCalls, { id: orderId }) });
  return (
    <Table<CallRecordRow>
      rowKey="id"
      size="small"
      data-testid="order-call-table"
      loading={calls.isFetching}
      dataSource={calls.data ?? []}
      columns={callColumns({ withOrder: false })}
      pagination={false}
      scroll={{ x: 'max-content', y: 320 }}
    />
  );
}
