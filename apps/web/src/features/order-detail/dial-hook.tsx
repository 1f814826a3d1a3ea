import { dialableNumber } from '@certdesk/contract';
import { Dropdown, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useUserInfo } from '../../api/session';
import { toastError, toastWarning } from '../../app/feedback';
import { useDetail } from './detail-context';

type Dial = (number: string, orderId: number) => Promise<unknown> | unknown;
// The call itself belongs to the softphone feature; it is picked up when that file exists.
const softphone = import.meta.glob<{ dial?: Dial }>('../softphone/dial.ts');

/** Why dialling from this order is refused now (01 §5), or null. */
export function dialRefusal(o: { expired: boolean; orderStatus: number }, seatLoggedIn: boolean): string | null {
  if (o.expired) return '当前订单已超期,禁止外呼';
  if (o.orderStatus !== 20) return '当前订单待审核,禁止外呼';
  if (!seatLoggedIn) return '当前坐席未登录';
  return null;
}

/** Selecting digits in the detail and right-clicking offers 拨打 (role 200 with a seat). */
export function DialArea({ children }: { children: ReactNode }) {
  const { orderId, detail, roles } = useDetail();
  const user = useUserInfo();
  const [number, setNumber] = useState<string | null>(null);
  const hasSeat = Boolean(user.data?.seatInfoConfig);
  const allowed = roles.includes(200) && hasSeat;
  const dial = async () => {
    if (!number) return;
    const refusal = dialRefusal(detail.orderInfoVo, hasSeat);
    if (refusal) return toastError(refusal);
    Modal.confirm({
      title: `确定要拨打 ${number}？`,
      onOk: async () => {
        const load = softphone['../softphone/dial.ts'];
        const mod = load ? await load() : null;
        if (!mod?.dial) return toastWarning('软电话功能尚未启用');
        await mod.dial(number, orderId);
      },
    });
  };
  if (!allowed) return <>{children}</>;
  return (
    <Dropdown
      trigger={['contextMenu']}
      menu={{ items: number ? [{ key: 'dial', label: `拨打 ${number}`, onClick: dial }] : [] }}
      onOpenChange={(open) => open && setNumber(dialableNumber(window.getSelection()?.toString() ?? ''))}
    >
      <div>{children}</div>
    </Dropdown>
  );
}
