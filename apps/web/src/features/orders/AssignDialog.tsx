import type { ButtonProps } from 'antd';
import { Form, Modal } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { validValues } from '../../ui/forms';
import { PeoplePicker } from '../../ui/pickers';
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
  const [form] = Form.useForm<{ uid: number }>();
  const [saving, setSaving] = useState(false);
  const who = dispatchType === 10 ? '认证专员' : '审核专员';
  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    const { uid } = v;
    setSaving(true);
    try {
      await dispatchOrders(ids as (string | number)[], dispatchType, uid);
      toastSuccess('分配成功');
      onClose();
      onDone();
    } catch {
      // The API client has shown the message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={`分配${who}（已选 ${ids.length} 个订单）`}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'assign-ok' } as ButtonProps}
    >
      <Form form={form} preserve={false} layout="vertical">
        <Form.Item name="uid" label={who} rules={[{ required: true, message: `请选择${who}` }]}>
          <PeoplePicker roleType={dispatchType === 10 ? 200 : 300} testId="assign-user" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
