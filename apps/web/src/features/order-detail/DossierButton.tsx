import { FileZipOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { download } from '../../api/client';

/**
 * 下载证据包: the order's evidence files, manifest (with SHA-256) and printable summary as one
 * zip, through the same download handling as the exports (an error envelope becomes a toast).
 */
export function DossierButton({ orderId }: { orderId: number }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download('/api/order/dossier', { orderId }, `证据包_${orderId}.zip`);
    } catch {
      // download() has shown the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title="资料包、邮件附件、通话录音，附文件清单（SHA-256）与订单摘要；下载会记入操作日志">
      <Button icon={<FileZipOutlined />} loading={busy} onClick={() => void run()} data-testid="detail-dossier">
        下载证据包
      </Button>
    </Tooltip>
  );
}
