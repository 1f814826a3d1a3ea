import { envelopeOf, msgTemplateListSchema, msgTemplateRowSchema, pageOf, saveMsgTemplateSchema, toPage } from '@certdesk/contract';
import { and, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { conflict, notFound } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import { recordAudit } from '../admin-audit/admin-audit.service.js';
import { messageTemplates as t } from './config.schema.js';
import { actorOf, like, readAccess, WRITE } from './config.shared.js';

const tags = ['配置管理'];

/** Message templates (/configuration/message): list and edit, no add (the events are fixed). */
export function msgTemplateRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/config/msgTemplate/list',
      {
        schema: { tags, summary: '消息模板列表', body: msgTemplateListSchema, response: { 200: envelopeOf(pageOf(msgTemplateRowSchema)) } },
        onRequest: guard(readAccess(76000)),
      },
      async (request) => {
        const q = request.body;
        const where: SQL[] = [];
        if (q.title) where.push(ilike(t.title, like(q.title)));
        if (q.eventName) where.push(ilike(t.eventName, like(q.eventName)));
        const cond = and(...where);
        const [rows, [total]] = await Promise.all([
          ctx.db
            .select()
            .from(t)
            .where(cond)
            .orderBy(asc(t.id))
            .limit(q.pageSize)
            .offset((q.pageNum - 1) * q.pageSize),
          ctx.db.select({ n: count() }).from(t).where(cond),
        ]);
        const result = rows.map((r) => ({
          id: r.id,
          title: r.title,
          eventName: r.eventName,
          content: r.content,
          updateAt: formatShanghai(r.updatedAt),
        }));
        return ok(toPage(result, total?.n ?? 0, q.pageSize));
      },
    );
    app.post(
      '/api/config/msgTemplate/save',
      {
        schema: { tags, summary: '修改消息模板', body: saveMsgTemplateSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        const input = request.body;
        await ctx.db.transaction(async (tx) => {
          const [before] = await tx.select().from(t).where(eq(t.id, input.id));
          if (!before) throw notFound('消息模板不存在');
          const [dup] = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(eq(t.eventName, input.eventName), ne(t.id, input.id)));
          if (dup) throw conflict(`标识 ${input.eventName} 已被其他模板使用`);
          const values = { title: input.title, eventName: input.eventName, content: input.content };
          await tx
            .update(t)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(t.id, input.id));
          await recordAudit(tx, actorOf(request), { entity: 'msgTemplate', entityId: input.id, action: 'update', before, after: values });
        });
        return ok(null, '保存成功');
      },
    );
  };
}

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
