import { Button } from 'antd';
import { useState } from 'react';
import { type MailKind, SendMailDialog } from './SendMailDialog';

/**
 * 结果邮件 and 发送邮件 of the order detail's Course section (02 §2.1). Only the certifier who
 * may edit the order sends (the server checks the same).
 */
export function MailButtons({ orderId, disabled, onSent }: { orderId: number; disabled?: boolean; onSent?: () => void }) {
  const [kind, setKind] = useState<MailKind | null>(null);
  return (
    <>
      <Button size="small" disabled={disabled} onClick={() => setKind('result')} data-testid="mail-result-open">
        结果邮件
      </Button>
      <Button size="small" disabled={disabled} onClick={() => setKind('send')} data-testid="mail-send-open">
        发送邮件
      </Button>
      <SendMailDialog orderId={orderId} kind={kind ?? 'send'} open={kind !== null} onClose={() => setKind(null)} onSent={onSent} />
    </>
  );
}
