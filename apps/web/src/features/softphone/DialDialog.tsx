import { Input, Modal } from 'antd';
import { useState } from 'react';
import { dial } from './dial';

/** A number typed by hand, dialled without an order (same checks as dialling from an order). */
export function DialDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [number, setNumber] = useState('');
  return (
    <Modal
      open={open}
      title="拨号"
      okText="拨打"
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'softphone-dial-ok' } as Record<string, string>}
      onOk={async () => {
        if (await dial(number)) {
          setNumber('');
          onClose();
        }
      }}
      destroyOnHidden
    >
      <Input data-testid="softphone-dial-number" placeholder="请输入电话号码" value={number} onChange={(e) => setNumber(e.target.value)} />
    </Modal>
  );
}
