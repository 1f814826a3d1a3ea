import { callsApi, Msg, type RouteOutput } from '@certdesk/contract';
import { Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { toastError, toastSuccess } from '../../app/feedback';

type Checked = RouteOutput<typeof callsApi.checkOrder>;

/**
 * Link a call to an order (01 §2, §5): an order number and a check button; on a match the
 * company name and applicant fill in read-only; 请输入订单号 / 未找到订单 otherwise. The number
 * may be the work-order id or the partner's order number that the lists show as 订单号.
 */
export function BindCallDialog({ callId, onClose, onDone }: { callId: number | null; onClose: () => void; onDone: () => void }) {
  const [orderId, setOrderId] = useState('');
  // The order found, with the number it was found by (binding waits for a check of that number).
  const [checked, setChecked] = useState<(Checked & { input: string }) | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setOrderId('');
    setChecked(null);
    onClose();
  };
  const check = async () => {
    setChecked(null);
    if (!orderId.trim()) return toastError(Msg.orderNumberRequired);
    const input = orderId.trim();
    // A refusal (未找到订单, several orders) has been shown by the API client.
    const found = await call(callsApi.checkOrder, { orderId: input }).catch(() => null);
    setChecked(found && { ...found, input });
  };
  const submit = async () => {
    if (!orderId.trim()) return toastError(Msg.orderNumberRequired);
    if (!checked || checked.input !== orderId.trim()) return toastError('请先校验订单');
    if (callId === null) return;
    setSaving(true);
    try {
      await call(callsApi.bind, { bind: true, id: callId, orderId: checked.orderId });
      toastSuccess('绑定成功');
      close();
      onDone();
    } catch {
      // shown by the API client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={callId !== null}
      title="绑定订单"
      onCancel={close}
      onOk={submit}
      confirmLoading={saving}
      okText="绑定"
      okButtonProps={{ 'data-testid': 'bind-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label="订单号" required>
          <Space.Compact style={{ width: '100%' }}>
            <Input
              data-testid="bind-order-id"
              placeholder="工单号或订单号"
              value={orderId}
              onChange={(e) => setOrderId(e.target.value)}
              onPressEnter={check}
            />
            <Button data-testid="bind-check" onClick={check}>
              校验
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item label="匹配订单">
          <Input readOnly data-testid="bind-matched" value={checked ? `工单号 ${checked.orderId}，订单号 ${checked.openOrderId}` : ''} />
        </Form.Item>
        <Form.Item label="企业名称">
          <Input readOnly data-testid="bind-company" value={checked?.companyName ?? ''} />
        </Form.Item>
        <Form.Item label="申请人">
          <Input readOnly data-testid="bind-apply-user" value={checked?.applyUser ?? ''} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
