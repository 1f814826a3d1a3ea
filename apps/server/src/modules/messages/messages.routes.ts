import {
  ADMIN_ROLES,
  envelopeOf,
  type MessageRow,
  messageListSchema,
  messageRowSchema,
  pageOf,
  readMsgSchema,
  unReadGroupSchema,
  unReadMsgListSchema,
} from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { type ExportColumn, sendXlsx } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import {
  exportMessages,
  listMessages,
  myUnreadCount,
  myUnreadGroups,
  orderOfLink,
  readMessages,
  unreadOfGroup,
} from './messages.service.js';

const tags = ['消息'];
const page = envelopeOf(pageOf(messageRowSchema));

const EXPORT_COLUMNS: ExportColumn<MessageRow>[] = [
  { header: '消息ID', value: (r) => r.id, width: 10 },
  { header: '接收人', value: (r) => r.uname },
  { header: '消息分组', value: (r) => r.msgTitle },
  { header: '内容', value: (r) => r.content, width: 60 },
  { header: '订单ID', value: (r) => r.orderId },
  { header: '状态', value: (r) => (r.read ? '已读' : '未读'), width: 8 },
  { header: '时间', value: (r) => r.createAt, width: 20 },
];

/** The message centre and the popover (01 §2, §7). Any signed-in user reads their own messages. */
export function messageRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/message/list',
      { schema: { tags, summary: '消息列表', body: messageListSchema, response: { 200: page } }, onRequest: guard() },
      async (request) => ok(await listMessages(ctx, requireUser(request), request.body)),
    );
    app.post(
      '/api/message/list/export',
      {
        schema: { tags, summary: '导出消息', body: messageListSchema.omit({ pageNum: true, pageSize: true }) },
        onRequest: guard({ roles: ADMIN_ROLES }),
      },
      async (request, reply) => sendXlsx(reply, '消息列表', EXPORT_COLUMNS, exportMessages(ctx, requireUser(request), request.body)),
    );
    app.post(
      '/api/message/readMsg',
      {
        schema: { tags, summary: '标记已读（-1 为全部）', body: readMsgSchema, response: { 200: envelopeOf(z.number().int()) } },
        onRequest: guard(),
      },
      async (request) => ok(await readMessages(ctx, requireUser(request), request.body.msgId)),
    );
    app.get(
      '/api/message/unReadCount',
      { schema: { tags, summary: '未读数量', response: { 200: envelopeOf(z.number().int()) } }, onRequest: guard() },
      async (request) => ok(await myUnreadCount(ctx, requireUser(request))),
    );
    app.get(
      '/api/message/unReadMsgGroup',
      { schema: { tags, summary: '未读消息分组', response: { 200: envelopeOf(z.array(unReadGroupSchema)) } }, onRequest: guard() },
      async (request) => ok(await myUnreadGroups(ctx, requireUser(request))),
    );
    app.post(
      '/api/message/unReadMsgList',
      { schema: { tags, summary: '分组未读消息', body: unReadMsgListSchema, response: { 200: page } }, onRequest: guard() },
      async (request) => ok(await unreadOfGroup(ctx, requireUser(request), request.body)),
    );
    app.get(
      '/api/message/order/:orderId',
      {
        schema: {
          tags,
          summary: '消息中的订单链接',
          params: z.object({ orderId: z.coerce.number({ error: '订单ID必须是数字' }).int().positive('订单ID必须大于0') }),
          response: { 200: envelopeOf(z.object({ orderId: z.number().int(), orderType: z.number().int() })) },
        },
        onRequest: guard(),
      },
      async (request) => ok(await orderOfLink(ctx, requireUser(request), request.params.orderId)),
    );
  };
}
