import { dialableNumber } from '@certdesk/contract';
import { Dropdown } from 'antd';
import { type ReactNode, useState } from 'react';
import { useUserInfo } from '../../api/session';
import { dial } from '../softphone/dial';
import { useDetail } from './detail-context';

/**
 * Selecting digits in the detail and right-clicking offers 拨打 (role 200 with a seat). The
 * softphone's dial() does the refusals (expired, pending review, seat offline) and the
 * 确定要拨打 confirmation, so nothing is asked here.
 */
export function DialArea({ children }: { children: ReactNode }) {
  const { orderId, detail, roles } = useDetail();
  const user = useUserInfo();
  const [number, setNumber] = useState<string | null>(null);
  const allowed = roles.includes(200) && Boolean(user.data?.seatInfoConfig);
  const onDial = () => {
    if (!number) return;
    const { expired, orderStatus } = detail.orderInfoVo;
    void dial(number, orderId, { expired, orderStatus });
  };
  if (!allowed) return <>{children}</>;
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{ items: number ? [{ key: 'dial', label: `拨打 ${number}`, onClick: onDial }] : [] }}
      onOpenChange={(open) => open && setNumber(dialableNumber(window.getSelection()?.toString() ?? ''))}
    >
      <div>{children}</div>
    </Dropdown>
  );
}
