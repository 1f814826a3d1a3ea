import { saveSubtotalSchema, subtotalListSchema, subtotalRowSchema } from '@certdesk/contract';
import { and, arrayOverlaps, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { crudRoutes } from '../../platform/crud/crud.routes.js';
import type { Db } from '../../platform/db/client.js';
import { likeContains } from '../../platform/db/like.js';
import { badRequest } from '../../platform/errors.js';
import { dataDic, subtotalKeywords as t } from './config.schema.js';
import { accessOf, tags } from './config.shared.js';

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
async function assertDictionaryKeys(tx: Db, v: { progressKey?: string; warnKey?: string }) {
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
export const subtotalKeywordRoutes = (ctx: AppContext) =>
  crudRoutes(ctx, {
    table: t,
    entity: 'subtotalKeyword',
    tags,
    access: accessOf(74000),
    list: {
      path: '/api/config/subtotal/list',
      summary: '小计关键词列表',
      body: subtotalListSchema,
      row: subtotalRowSchema,
      where: (q) => {
        const where: SQL[] = [];
        if (q.keyword) where.push(ilike(t.keyword, likeContains(q.keyword)));
        if (q.orderType?.length) where.push(arrayOverlaps(t.orderTypes, q.orderType));
        return where;
      },
      toRow,
    },
    save: {
      path: '/api/config/subtotal/save',
      summary: '保存小计关键词',
      body: saveSubtotalSchema,
      answer: { data: 'id', msg: '保存成功' },
      values: ({ orderType, ...rest }) => ({ ...rest, orderTypes: orderType }),
      unique: { column: t.keyword, of: (v) => v.keyword, message: (v) => `关键词 ${v.keyword} 已存在` },
      check: assertDictionaryKeys,
    },
    delete: { path: '/api/config/subtotal', summary: '删除小计关键词' },
  });

/** Keywords that apply to an order type (for the subtotal feature of the order detail). */
export async function keywordsForOrderType(ctx: AppContext, orderType: number) {
  const rows = await ctx.db.select().from(t).orderBy(asc(t.id));
  return rows.filter((r) => r.orderTypes.length === 0 || r.orderTypes.includes(orderType)).map(toRow);
}
