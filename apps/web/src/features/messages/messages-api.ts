import type { MessageRow, Page, UnReadGroup } from '@certdesk/contract';
import { get, post } from '../../api/client';

/** Query keys of the messages feature; invalidating MESSAGES_KEY refreshes every view of it. */
export const MESSAGES_KEY = 'messages';
export const UNREAD_COUNT_KEY = [MESSAGES_KEY, 'unreadCount'] as const;
export const UNREAD_GROUPS_KEY = [MESSAGES_KEY, 'groups'] as const;

/** Page size of the popover (01 §9). */
export const POPOVER_PAGE_SIZE = 10;

export const fetchUnreadCount = () => get<number>('/api/message/unReadCount');
export const fetchUnreadGroups = () => get<UnReadGroup[]>('/api/message/unReadMsgGroup');
export const fetchGroupPage = (msgTitle: string, pageNum: number) =>
  post<Page<MessageRow>>('/api/message/unReadMsgList', { msgTitle, pageNum, pageSize: POPOVER_PAGE_SIZE });
export const fetchMessages = (params: Record<string, unknown>) => post<Page<MessageRow>>('/api/message/list', params);
/** Marks one message read, or all with -1; answers the unread count left. */
export const readMessage = (msgId: number) => post<number>('/api/message/readMsg', { msgId });
/** Where an order link in a message leads (未找到订单 when missing or not visible). */
export const orderOfLink = (orderId: number) => get<{ orderId: number; orderType: number }>(`/api/message/order/${orderId}`);
