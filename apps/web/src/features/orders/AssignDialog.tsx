import { Form } from 'antd';
import type { Key } from 'react';
import { PeoplePicker } from '../../ui/pickers';
import { OrderActionDialog } from './OrderActionDialog';
import { dispatchOrders } from './orders-api';

/** Assign dialog (D2): dispatchType 10 to a certifier, 20 to an auditor. */
export function AssignDialog({
  ids,
  dispatchType,
  open,
  onClose,
  onDone,
}: {
  ids: Key[];
  dispatchType: 10 | 20;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const who = dispatchType === 10 ? '认证专员' : '审核专员';
  return (
    <OrderActionDialog<{ uid: number }>
      title={`分配${who}（已选 ${ids.length} 个订单）`}
      open={open}
      okTestId="assign-ok"
      success="分配成功"
      send={({ uid }) => dispatchOrders(ids as (string | number)[], dispatchType, uid)}
      onClose={onClose}
      onDone={onDone}
    >
      <Form.Item name="uid" label={who} rules={[{ required: true, message: `请选择${who}` }]}>
        <PeoplePicker roleType={dispatchType === 10 ? 200 : 300} testId="assign-user" />
      </Form.Item>
    </OrderActionDialog>
  );
}
