import type { ButtonProps } from 'antd';
import { Form, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { validValues } from '../../ui/forms';

/**
 * The dialog of an action on the selected orders (delay, assign): its form is checked, the call
 * sent, success toasted, then the dialog closes and the list reloads. A refusal keeps it open
 * (the API client has shown the message).
 */
export function OrderActionDialog<Values>(props: {
  title: string;
  open: boolean;
  okTestId: string;
  success: string;
  send: (values: Values) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    setSaving(true);
    try {
      await props.send(values);
      toastSuccess(props.success);
      props.onClose();
      props.onDone();
    } catch {
      // The API client has shown the message.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={props.onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      okButtonProps={{ 'data-testid': props.okTestId } as ButtonProps}
    >
      <Form form={form} preserve={false} layout="vertical">
        {props.children}
      </Form>
    </Modal>
  );
}
