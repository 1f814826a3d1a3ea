/** Names of the events the server sends over /ws as `{ event, data }` text frames (D16). */
export const RealtimeEvent = {
  MSG_COMING: 'onMsgComing',
  LOGIN_OTHER_DEVICE: 'onLoginOtherDevice',
  SOFTPHONE_EVENT: 'onSoftphoneEvent',
} as const;

/** One realtime event name. */
export type RealtimeEventName = (typeof RealtimeEvent)[keyof typeof RealtimeEvent];

/** A realtime frame. */
export interface RealtimeFrame<T = unknown> {
  event: string;
  data: T;
}
