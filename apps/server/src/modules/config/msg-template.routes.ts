import { msgTemplateListSchema, msgTemplateRowSchema, saveMsgTemplateSchema } from '@certdesk/contract';
import { eq, ilike, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { crudRoutes } from '../../platform/crud/crud.routes.js';
import { likeContains } from '../../platform/db/like.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { messageTemplates as t } from './config.schema.js';
import { accessOf, tags } from './config.shared.js';

/** Message templates (/configuration/message): list and edit, no add nor delete (the events are fixed). */
export const msgTemplateRoutes = (ctx: AppContext) =>
  crudRoutes(ctx, {
    table: t,
    entity: 'msgTemplate',
    tags,
    access: accessOf(76000),
    notFound: '消息模板不存在',
    list: {
      path: '/api/config/msgTemplate/list',
      summary: '消息模板列表',
      body: msgTemplateListSchema,
      row: msgTemplateRowSchema,
      where: (q) => {
        const where: SQL[] = [];
        if (q.title) where.push(ilike(t.title, likeContains(q.title)));
        if (q.eventName) where.push(ilike(t.eventName, likeContains(q.eventName)));
        return where;
      },
      toRow: (r) => ({ id: r.id, title: r.title, eventName: r.eventName, content: r.content, updateAt: formatShanghai(r.updatedAt) }),
    },
    // The save schema requires the id: a template is only ever edited.
    save: {
      path: '/api/config/msgTemplate/save',
      summary: '修改消息模板',
      body: saveMsgTemplateSchema,
      answer: { data: 'null', msg: '保存成功' },
      values: (input) => ({ title: input.title, eventName: input.eventName, content: input.content }),
      unique: { column: t.eventName, of: (v) => v.eventName, message: (v) => `标识 ${v.eventName} 已被其他模板使用` },
    },
  });

/**
 * The text of an event's message with its placeholders filled ({orderId} …), or null when no
 * template exists; for the messages feature.
 */
export async function renderMessage(ctx: AppContext, eventName: string, values: Record<string, string | number>) {
  const [row] = await ctx.db.select().from(t).where(eq(t.eventName, eventName));
  if (!row) return null;
  const fill = (s: string) => s.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
  return { title: fill(row.title), content: fill(row.content) };
}
