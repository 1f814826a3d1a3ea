import { PhoneOutlined } from '@ant-design/icons';
import { softphoneApi } from '@certdesk/contract';
import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { validValues } from '../../ui/forms';
import { PeoplePicker } from '../../ui/pickers';

/**
 * The administrators' 模拟来电 (D8): places a simulated incoming call from a number to a
 * certifier's seat (which must be online and ready).
 */
export function SimIncomingButton() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ uid: number; fromMobile: string }>();
  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    try {
      await call(softphoneApi.simIncoming, v);
      toastSuccess('已发起模拟来电');
      setOpen(false);
    } catch {
      // shown by the API client
    }
  };
  return (
    <>
      <Button icon={<PhoneOutlined />} data-testid="sim-incoming" onClick={() => setOpen(true)}>
        模拟来电
      </Button>
      <Modal
        open={open}
        title="模拟来电"
        okText="呼叫"
        onOk={submit}
        onCancel={() => setOpen(false)}
        okButtonProps={{ 'data-testid': 'sim-incoming-ok' } as Record<string, string>}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="uid" label="坐席" rules={[{ required: true, message: '请选择坐席' }]}>
            <PeoplePicker roleType={200} testId="sim-incoming-seat" placeholder="请选择坐席" />
          </Form.Item>
          <Form.Item name="fromMobile" label="主叫号码" rules={[{ required: true, message: '请输入主叫号码' }]}>
            <Input data-testid="sim-incoming-from" placeholder="请输入主叫号码" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
