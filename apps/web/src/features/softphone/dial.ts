import { callsApi, dialableNumber } from '@certdesk/contract';
import { call } from '../../api/client';
import { toastError } from '../../app/feedback';
import { currentTransport, softphoneStore } from './softphone-store';

/** Delay before the session id is saved against the order (01 §4, 02 §9). */
export const BIND_DELAY_MS = 1000;

/** What dialling needs to know of the order it is dialled from, when the caller has it. */
export interface DialOrder {
  expired?: boolean;
  orderStatus?: number;
}

type Confirm = (text: string) => Promise<boolean>;
let confirmer: Confirm = async (text) => window.confirm(text);

/** The softphone widget hands over antd's confirm dialog (themed, in context). */
export function setDialConfirm(fn: Confirm) {
  confirmer = fn;
}

/**
 * Dials a number from an order (01 §5, 02 §6): the selected text without whitespace must be a
 * phone number; refused when the order is expired (当前订单已超期,禁止外呼), pending review
 * (当前订单待审核,禁止外呼) or the seat is not logged in (当前坐席未登录); asks 确定要拨打 + number;
 * saves the session id against the order one second after dialling. The simulated exchange
 * checks the order again on the server. Resolves true when the call was placed.
 */
export async function dial(selected: string, orderId?: number, order?: DialOrder): Promise<boolean> {
  const number = dialableNumber(selected);
  if (!number) {
    toastError('请选择正确的电话号码');
    return false;
  }
  if (order?.expired) {
    toastError('当前订单已超期,禁止外呼');
    return false;
  }
  if (order?.orderStatus !== undefined && [30, 40, 50].includes(order.orderStatus)) {
    toastError('当前订单待审核,禁止外呼');
    return false;
  }
  const transport = currentTransport();
  if (!transport || !softphoneStore.get().agent.online) {
    toastError('当前坐席未登录');
    return false;
  }
  if (!(await confirmer(`确定要拨打${number}?`))) return false;
  let sessionId: string;
  try {
    sessionId = await transport.dial(number, orderId);
  } catch {
    return false; // the API client or the transport has shown why
  }
  if (orderId !== undefined) {
    setTimeout(() => {
      void call(callsApi.saveSessionId, { sessionId, orderId, callInfo: { number, kind: transport.kind } }).catch(() => undefined);
    }, BIND_DELAY_MS);
  }
  return true;
}
