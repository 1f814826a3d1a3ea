import { delaySchema } from '@certdesk/contract';
import { Form, InputNumber } from 'antd';
import type { Key } from 'react';
import { ruleOf } from '../../lib/zod-rule';
import { OrderActionDialog } from './OrderActionDialog';
import { delayOrders } from './orders-api';

/** Extend dialog (01 §2, D3): a whole number of working days from 1 to 60. */
export function DelayDialog({ ids, open, onClose, onDone }: { ids: Key[]; open: boolean; onClose: () => void; onDone: () => void }) {
  return (
    <OrderActionDialog<{ workDay: number }>
      title={`延期（已选 ${ids.length} 个订单）`}
      open={open}
      okTestId="delay-ok"
      success="延期成功"
      send={({ workDay }) => delayOrders(ids as (string | number)[], workDay)}
      onClose={onClose}
      onDone={onDone}
    >
      <Form.Item
        name="workDay"
        label="延期天数（工作日）"
        validateFirst
        rules={[{ required: true, message: '请输入延期天数' }, ruleOf(delaySchema.shape.workDay, { required: false })]}
      >
        <InputNumber style={{ width: '100%' }} placeholder="请输入延期天数" data-testid="delay-days" />
      </Form.Item>
    </OrderActionDialog>
  );
}
