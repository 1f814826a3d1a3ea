import type { OrderRow } from '@certdesk/contract';
import type { ButtonProps } from 'antd';
import { Button, Input, Popconfirm } from 'antd';
import { useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { endOrders } from './orders-api';

/** End-order popover of a pending review row (D25): role 0 only, after confirmation; the reason is logged. */
export function EndOrderButton({ row, onDone }: { row: OrderRow; onDone: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <Popconfirm
      title="确定结束该订单吗？"
      description={
        <Input.TextArea
          rows={2}
          maxLength={200}
          placeholder="结束原因（选填）"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid={`end-reason-${row.orderId}`}
        />
      }
      okButtonProps={{ danger: true, 'data-testid': 'end-ok' } as ButtonProps}
      onConfirm={async () => {
        await endOrders([row.orderId], reason.trim() || undefined);
        toastSuccess('订单已结束');
        onDone();
      }}
    >
      <Button type="link" size="small" danger data-testid={`end-${row.orderId}`}>
        结束
      </Button>
    </Popconfirm>
  );
}
