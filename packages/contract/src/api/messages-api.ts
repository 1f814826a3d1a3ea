import { z } from 'zod';
import { pageOf } from '../envelope.js';
import { messageListSchema, messageRowSchema, readMsgSchema, unReadGroupSchema, unReadMsgListSchema } from '../messages.js';
import { defineRoute } from './route.js';

const messagePage = pageOf(messageRowSchema);
const count = z.number().int();

/** The message centre and the top-bar popover (modules/messages, features/messages). The export stays a file answer. */
export const messagesApi = {
  list: defineRoute({ method: 'POST', path: '/api/message/list', body: messageListSchema, response: messagePage }),
  /** Marks one message read, or all with -1; answers the unread count left. */
  read: defineRoute({ method: 'POST', path: '/api/message/readMsg', body: readMsgSchema, response: count }),
  unreadCount: defineRoute({ method: 'GET', path: '/api/message/unReadCount', response: count }),
  unreadGroups: defineRoute({ method: 'GET', path: '/api/message/unReadMsgGroup', response: z.array(unReadGroupSchema) }),
  unreadOfGroup: defineRoute({ method: 'POST', path: '/api/message/unReadMsgList', body: unReadMsgListSchema, response: messagePage }),
  /** Where an order link in a message leads (未找到订单 when missing or not visible). */
  orderOfLink: defineRoute({
    method: 'GET',
    path: '/api/message/order/:orderId',
    params: z.object({ orderId: z.coerce.number({ error: '订单ID必须是数字' }).int().positive('订单ID必须大于0') }),
    response: z.object({ orderId: z.number().int(), orderType: z.number().int() }),
  }),
};
