import { messagesApi } from '@certdesk/contract';
import { call } from '../../api/client';

/** Query keys of the messages feature; invalidating MESSAGES_KEY refreshes every view of it. */
export const MESSAGES_KEY = 'messages';
export const UNREAD_COUNT_KEY = [MESSAGES_KEY, 'unreadCount'] as const;
export const UNREAD_GROUPS_KEY = [MESSAGES_KEY, 'groups'] as const;

/** Page size of the popover (01 §9). */
export const POPOVER_PAGE_SIZE = 10;

export const fetchUnreadCount = () => call(messagesApi.unreadCount);
export const fetchUnreadGroups = () => call(messagesApi.unreadGroups);
export const fetchGroupPage = (msgTitle: string, pageNum: number) =>
  call(messagesApi.unreadOfGroup, { msgTitle, pageNum, pageSize: POPOVER_PAGE_SIZE });
/** Marks one message read, or all with -1; answers the unread count left. */
export const readMessage = (msgId: number) => call(messagesApi.read, { msgId });
