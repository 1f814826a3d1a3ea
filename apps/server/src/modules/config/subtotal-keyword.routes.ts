import { envelopeOf, pageOf, saveSubtotalSchema, subtotalListSchema, subtotalRowSchema, toPage } from '@certdesk/contract';
import { and, arrayOverlaps, asc, count, eq, ilike, ne, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { ok } from '../../platform/http.js';
import { recordAudit } from '../admin-audit/admin-audit.service.js';
import { dataDic, subtotalKeywords as t } from './config.schema.js';
import { actorOf, like, readAccess, WRITE } from './config.shared.js';

const tags = ['配置管理'];
const toRow = (r: typeof t.$inferSelect) => ({
  id: r.id,
  keyword: r.keyword,
  orderType: r.orderTypes,
  progressKey: r.progressKey,
  progressContent: r.progressContent,
  warnKey: r.warnKey,
  warnContent: r.warnContent,
});

/**
 * A keyword's progress and warning keys must be options of the data dictionary (types progress
 * and warn): the order detail can send nothing else, so a key typed wrong here would make every
 * prompt of the keyword fail.
 */
async function assertDictionaryKeys(tx: Db, v: { progressKey: string; warnKey: string }) {
  for (const [key, type, label] of [
    [v.progressKey, 'progress', '进度编码'],
    [v.warnKey, 'warn', '预警编码'],
  ] as const) {
    if (!key) continue;
    const [found] = await tx
      .select({ id: dataDic.id })
      .from(dataDic)
      .where(and(eq(dataDic.category, 'dic'), eq(dataDic.type, type), eq(dataDic.id, key)));
    if (!found) throw badRequest(`${label} ${key} 不在数据字典中`);
  }
}

/** Subtotal keywords (/configuration/subtotal). */
export function subtotalKeywordRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/config/subtotal/list',
      {
        schema: { tags, summary: '小计关键词列表', body: subtotalListSchema, response: { 200: envelopeOf(pageOf(subtotalRowSchema)) } },
        onRequest: guard(readAccess(74000)),
      },
      async (request) => {
        const q = request.body;
        const where: SQL[] = [];
        if (q.keyword) where.push(ilike(t.keyword, like(q.keyword)));
        if (q.orderType?.length) where.push(arrayOverlaps(t.orderTypes, q.orderType));
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
        return ok(toPage(rows.map(toRow), total?.n ?? 0, q.pageSize));
      },
    );
    app.post(
      '/api/config/subtotal/save',
      {
        schema: { tags, summary: '保存小计关键词', body: saveSubtotalSchema, response: { 200: envelopeOf(z.number().int()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        const { id, orderType, ...rest } = request.body;
        const values = { ...rest, orderTypes: orderType };
        const saved = await ctx.db.transaction(async (tx) => {
          const [dup] = await tx
            .select({ id: t.id })
            .from(t)
            .where(and(eq(t.keyword, values.keyword), id ? ne(t.id, id) : undefined));
          if (dup) throw conflict(`关键词 ${values.keyword} 已存在`);
          await assertDictionaryKeys(tx, values);
          if (!id) {
            const [row] = await tx.insert(t).values(values).returning();
            await recordAudit(tx, actorOf(request), { entity: 'subtotalKeyword', entityId: row!.id, action: 'create', after: values });
            return row!.id;
          }
          const [before] = await tx.select().from(t).where(eq(t.id, id));
          if (!before) throw notFound();
          await tx
            .update(t)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(t.id, id));
          await recordAudit(tx, actorOf(request), { entity: 'subtotalKeyword', entityId: id, action: 'update', before, after: values });
          return id;
        });
        return ok(saved, '保存成功');
      },
    );
    app.delete(
      '/api/config/subtotal/:id',
      {
        schema: {
          tags,
          summary: '删除小计关键词',
          params: z.object({ id: z.coerce.number().int().positive() }),
          response: { 200: envelopeOf(z.null()) },
        },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await ctx.db.transaction(async (tx) => {
          const [row] = await tx.delete(t).where(eq(t.id, request.params.id)).returning();
          if (!row) throw notFound();
          await recordAudit(tx, actorOf(request), { entity: 'subtotalKeyword', entityId: row.id, action: 'delete', before: row });
        });
        return ok(null, '删除成功');
      },
    );
  };
}

/** Keywords that apply to an order type (for the subtotal feature of the order detail). */
export async function keywordsForOrderType(ctx: AppContext, orderType: number) {
  const rows = await ctx.db.select().from(t).orderBy(asc(t.id));
  return rows.filter((r) => r.orderTypes.length === 0 || r.orderTypes.includes(orderType)).map(toRow);
}
