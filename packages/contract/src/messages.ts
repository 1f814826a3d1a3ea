import { z } from 'zod';
import { idField as optionalId } from './orders.js';
import { pagingSchema } from './paging.js';

/**
 * Messages of the message centre and the top-bar popover (01 §2, §3): stored per user, created
 * from message templates by the events of the product, and announced over /ws (onMsgComing).
 */

/** The events that create messages; each is the `eventName` of a message template (02 §2.4). */
export const MessageEvent = {
  ORDER_ASSIGNED: 'orderAssigned',
  AUDIT_REJECTED: 'reviewRejected',
  MAIL_REPLY_CAPTURED: 'mailReplyCaptured',
  PUSH_FAILED: 'pushFailed',
  WARNING_RECEIVED: 'warningReceived',
} as const;

/** One message event name. */
export type MessageEventName = (typeof MessageEvent)[keyof typeof MessageEvent];

/** A message template: the group title, the event it answers, the content with {placeholders}. */
export interface MessageTemplate {
  title: string;
  eventName: string;
  content: string;
}

/**
 * Templates used until an administrator edits them on the message-template screen. The title is
 * the message's group (msgTitle) in the popover; placeholders are filled from the event's vars.
 */
export const DEFAULT_MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  { title: '订单分配', eventName: MessageEvent.ORDER_ASSIGNED, content: '订单{orderId}（{companyName}）已分配给您，请及时处理。' },
  { title: '审核退回', eventName: MessageEvent.AUDIT_REJECTED, content: '订单{orderId}审核未通过，已退回给您。原因：{reason}。' },
  { title: '邮件回复', eventName: MessageEvent.MAIL_REPLY_CAPTURED, content: '订单{orderId}收到邮件回复：{topic}（{captureStatus}）' },
  { title: '推送失败', eventName: MessageEvent.PUSH_FAILED, content: '订单{orderId}结果推送多次失败，请检查后重试：{reason}' },
  { title: '预警消息', eventName: MessageEvent.WARNING_RECEIVED, content: '订单{orderId}收到预警：{content}' },
];

/** Fills {name} placeholders; an unknown placeholder is left as written so a template typo shows. */
export function fillTemplate(content: string, vars: Record<string, string | number | null | undefined>): string {
  return content.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = vars[name];
    return v === undefined || v === null ? whole : String(v);
  });
}

/**
 * fillTemplate for message texts: a value that already ends a sentence (a reason the auditor
 * wrote with its own 。) swallows the 。 that the template puts after it, so the message does not
 * read 。。 (issue 19).
 */
export function fillMessageTemplate(content: string, vars: Record<string, string | number | null | undefined>): string {
  return content.replace(/\{(\w+)\}(。?)/g, (whole, name: string, stop: string) => {
    const v = vars[name];
    if (v === undefined || v === null) return whole;
    const text = String(v);
    return /[。！？.!?]$/.test(text.trimEnd()) ? text.trimEnd() : text + stop;
  });
}

/** POST /api/message/list (and its export): orderId, and uid for roles 0 and 100. */
export const messageListSchema = pagingSchema.extend({ orderId: optionalId('订单ID'), uid: optionalId('用户') });
/** Body of the message list. */
export type MessageListRequest = z.infer<typeof messageListSchema>;

/** POST /api/message/readMsg: one message id, or -1 for all of the caller's messages. */
export const readMsgSchema = z.object({
  msgId: z.coerce
    .number({ error: '消息ID必须是数字' })
    .int('消息ID必须是整数')
    .refine((n) => n === -1 || n > 0, '消息ID错误'),
});

/** POST /api/message/unReadMsgList: the unread messages of one group, paged. */
export const unReadMsgListSchema = z.strictObject({
  msgTitle: z.string({ error: '请选择消息分组' }).trim().min(1, '请选择消息分组').max(64),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
});

/** A message as the lists show it. */
export const messageRowSchema = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  uname: z.string(),
  msgType: z.string(),
  msgTitle: z.string(),
  title: z.string(),
  content: z.string(),
  orderId: z.number().int().nullable(),
  read: z.boolean(),
  createAt: z.string(),
});
/** One message row. */
export type MessageRow = z.infer<typeof messageRowSchema>;

/** A group of the popover: its title and the unread count. */
export const unReadGroupSchema = z.object({ msgTitle: z.string(), title: z.string(), unReadCnt: z.number().int() });
/** One popover group. */
export type UnReadGroup = z.infer<typeof unReadGroupSchema>;

/** The data of an onMsgComing frame (D16). */
export interface MsgComingData {
  id: number;
  msgTitle: string;
  content: string;
  orderId: number | null;
}

/** Splits message content into text and order-id parts, so the screens can link "订单123" to the order. */
export function splitOrderRefs(content: string): ({ text: string } | { orderId: number; text: string })[] {
  const parts: ({ text: string } | { orderId: number; text: string })[] = [];
  let last = 0;
  for (const m of content.matchAll(/订单(\d{1,12})/g)) {
    const idx = m.index ?? 0;
    if (idx > last) parts.push({ text: content.slice(last, idx) });
    parts.push({ text: '订单' });
    parts.push({ orderId: Number(m[1]), text: m[1] ?? '' });
    last = idx + m[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
