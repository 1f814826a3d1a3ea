import { SUPPLEMENT_TEMPLATE_REQUIRED, thirdPartyApi } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { toastError, toastSuccess } from '../../app/feedback';

/**
 * The supplementary-data dialog (01 §2, 02 §2.1): the certifier ticks the templates of what the
 * partner should provide; their texts, joined by semicolons, go to the partner (interface type 70).
 */
export function SupplementDialog(props: { orderId: number; open: boolean; onClose: () => void; onSent?: () => void }) {
  const q = useQuery({
    queryKey: ['supplementTemplates', props.orderId],
    queryFn: () => call(thirdPartyApi.supplementTemplates, { orderId: props.orderId }),
    enabled: props.open,
  });
  const [keys, setKeys] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const templates = q.data ?? [];
  const chosen = templates.filter((t) => keys.includes(t.key));
  const send = async () => {
    if (keys.length === 0) return toastError(SUPPLEMENT_TEMPLATE_REQUIRED);
    setBusy(true);
    try {
      await call(thirdPartyApi.sendSupplement, { orderId: props.orderId, keys });
      toastSuccess('发送成功');
      setKeys([]);
      props.onSent?.();
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title="补充资料"
      open={props.open}
      width={560}
      onCancel={props.onClose}
      onOk={() => void send()}
      okText="发送"
      cancelText="取消"
      confirmLoading={busy}
    >
      {templates.length === 0 ? (
        <Empty description="暂无模板" />
      ) : (
        <Checkbox.Group value={keys} onChange={(v) => setKeys(v.map(String))} style={{ width: '100%' }} data-testid="supplement-templates">
          <Space direction="vertical">
            {templates.map((t) => (
              <Checkbox key={t.key} value={t.key} data-testid={`supplement-${t.key}`}>
                <b>{t.name}</b>：{t.content}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
      {chosen.length > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="supplement-content">
          发送内容：{chosen.map((t) => t.content).join(';')}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}

/** The 补充资料 button of the Course section; only the certifier who may edit the order sends. */
export function SupplementButton(props: { orderId: number; disabled: boolean; onSent?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" data-testid="open-supplement" disabled={props.disabled} onClick={() => setOpen(true)}>
        补充资料
      </Button>
      <SupplementDialog orderId={props.orderId} open={open} onClose={() => setOpen(false)} onSent={props.onSent} />
    </>
  );
}
