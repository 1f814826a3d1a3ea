/** Names of the events the server sends over /ws as `{ event, data }` text frames (D16). */
export const RealtimeEvent = {
  MSG_COMING: 'onMsgComing',
  LOGIN_OTHER_DEVICE: 'onLoginOtherDevice',
  SOFTPHONE_EVENT: 'onSoftphoneEvent',
  /** The server may have missed events for this browser (its database connection was lost): refetch. */
  CATCH_UP: 'onCatchUp',
} as const;

/** One realtime event name. */
export type RealtimeEventName = (typeof RealtimeEvent)[keyof typeof RealtimeEvent];

/** A realtime frame. */
export interface RealtimeFrame<T = unknown> {
  event: string;
  data: T;
}

/** Close code of a socket whose server is shutting down or restarting: reconnect (to another node). */
export const SERVICE_RESTART_CLOSE = 1012;
