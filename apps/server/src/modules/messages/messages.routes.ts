import { ADMIN_ROLES, type MessageRow, messageListSchema, messagesApi } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, requireUser } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { type ExportColumn, sendXlsx } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import { serve } from '../../platform/serve.js';
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
const signedIn = guard();

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
    serve(app, messagesApi.list, { tags, summary: '消息列表', onRequest: signedIn }, async (request) =>
      ok(await listMessages(ctx, requireUser(request), request.body)),
    );
    // The export answers a file, not an envelope: it stays outside the contract's route table.
    app.post(
      '/api/message/list/export',
      {
        schema: { tags, summary: '导出消息', body: messageListSchema.omit({ pageNum: true, pageSize: true }) },
        onRequest: guard({ roles: ADMIN_ROLES }),
      },
      async (request, reply) => sendXlsx(reply, '消息列表', EXPORT_COLUMNS, exportMessages(ctx, requireUser(request), request.body)),
    );
    serve(app, messagesApi.read, { tags, summary: '标记已读（-1 为全部）', onRequest: signedIn }, async (request) =>
      ok(await readMessages(ctx, requireUser(request), request.body.msgId)),
    );
    serve(app, messagesApi.unreadCount, { tags, summary: '未读数量', onRequest: signedIn }, async (request) =>
      ok(await myUnreadCount(ctx, requireUser(request))),
    );
    serve(app, messagesApi.unreadGroups, { tags, summary: '未读消息分组', onRequest: signedIn }, async (request) =>
      ok(await myUnreadGroups(ctx, requireUser(request))),
    );
    serve(app, messagesApi.unreadOfGroup, { tags, summary: '分组未读消息', onRequest: signedIn }, async (request) =>
      ok(await unreadOfGroup(ctx, requireUser(request), request.body)),
    );
    serve(app, messagesApi.orderOfLink, { tags, summary: '消息中的订单链接', onRequest: signedIn }, async (request) =>
      ok(await orderOfLink(ctx, requireUser(request), request.params.orderId)),
    );
  };
}
