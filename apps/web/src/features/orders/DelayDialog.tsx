import { delaySchema } from '@certdesk/contract';
import type { ButtonProps } from 'antd';
import { Form, InputNumber, Modal } from 'antd';
import type { Key } from 'react';
import { useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { ruleOf } from '../../lib/zod-rule';
import { validValues } from '../../ui/forms';
import { delayOrders } from './orders-api';

/** Extend dialog (01 §2, D3): a whole number of working days from 1 to 60. */
export function DelayDialog({ ids, open, onClose, onDone }: { ids: Key[]; open: boolean; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ workDay: number }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    const { workDay } = v;
    setSaving(true);
    try {
      await delayOrders(ids as (string | number)[], workDay);
      toastSuccess('延期成功');
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
      title={`延期（已选 ${ids.length} 个订单）`}
      open={open}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'delay-ok' } as ButtonProps}
    >
      <Form form={form} preserve={false} layout="vertical">
        <Form.Item
          name="workDay"
          label="延期天数（工作日）"
          validateFirst
          rules={[{ required: true, message: '请输入延期天数' }, ruleOf(delaySchema.shape.workDay, { required: false })]}
        >
          <InputNumber style={{ width: '100%' }} placeholder="请输入延期天数" data-testid="delay-days" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
