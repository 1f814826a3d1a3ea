import { Modal } from 'antd';

/** Asks a yes/no question; resolves true on OK. */
export function confirmAsync(title: string, content?: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({ title, content, okText: '确定', cancelText: '取消', onOk: () => resolve(true), onCancel: () => resolve(false) });
  });
}
