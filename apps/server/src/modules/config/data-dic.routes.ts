import { dataDicListSchema, dataDicRowSchema, envelopeOf, ORDER_TYPE_LABELS, pageOf, saveDataDicSchema, toPage } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.js';
import type { AppContext } from '../../platform/context.js';
import { inBatches, sendXlsx } from '../../platform/export/xlsx.js';
import { ok } from '../../platform/http.js';
import type { dataDic } from './config.schema.js';
import { actorOf, readAccess, WRITE } from './config.shared.js';
import { type DicCategory, deleteDic, dicAfter, dicConditions, dicInfo, listDic, saveDic } from './data-dic.service.js';

const idParams = z.object({ id: z.string().min(1).max(64) });

/** The list, info, save, delete and export routes of one dictionary category under a path prefix. */
function dicRoutes(ctx: AppContext, base: string, category: DicCategory, title: string, routeId: number): FastifyPluginAsyncZod {
  const tags = ['配置管理'];
  return async (app) => {
    app.post(
      `${base}/list`,
      {
        schema: { tags, summary: `${title}列表`, body: dataDicListSchema, response: { 200: envelopeOf(pageOf(dataDicRowSchema)) } },
        onRequest: guard(readAccess(routeId)),
      },
      async (request) => {
        const { result, total } = await listDic(ctx, category, request.body);
        return ok(toPage(result, total, request.body.pageSize));
      },
    );
    app.get(
      `${base}/info/:id`,
      {
        schema: { tags, summary: `${title}详情`, params: idParams, response: { 200: envelopeOf(dataDicRowSchema) } },
        onRequest: guard(readAccess(routeId)),
      },
      async (request) => ok(await dicInfo(ctx, category, request.params.id)),
    );
    app.post(
      `${base}/save`,
      {
        schema: { tags, summary: `保存${title}`, body: saveDataDicSchema, response: { 200: envelopeOf(z.null()) } },
        onRequest: guard(WRITE),
      },
      async (request) => {
        await saveDic(ctx, actorOf(request), category, request.body);
        return ok(null);
      },
    );
    app.delete(
      `${base}/:id`,
      { schema: { tags, summary: `删除${title}`, params: idParams, response: { 200: envelopeOf(z.null()) } }, onRequest: guard(WRITE) },
      async (request) => {
        await deleteDic(ctx, actorOf(request), category, request.params.id);
        return ok(null, '删除成功');
      },
    );
    app.post(
      `${base}/list/export`,
      { schema: { tags, summary: `导出${title}`, body: dataDicListSchema.partial() }, onRequest: guard(WRITE) },
      async (request, reply) => {
        const where = dicConditions(category, request.body);
        const rows = inBatches<typeof dataDic.$inferSelect>((cursor, limit) => dicAfter(ctx, where, cursor, limit));
        return sendXlsx(
          reply,
          title,
          [
            { header: '编码', value: (r) => r.id },
            { header: '名称', value: (r) => r.name },
            { header: '类型', value: (r) => r.type },
            { header: '值', width: 40, value: (r) => r.value },
            { header: '排序', value: (r) => r.sort },
            { header: '订单类型', value: (r) => r.orderTypes.map((t) => ORDER_TYPE_LABELS[t] ?? t).join('、') },
            { header: '标签', value: (r) => r.tag },
            { header: '图片尺寸', value: (r) => r.picSize },
            { header: '父编码', value: (r) => r.pcode },
          ],
          rows,
        );
      },
    );
  };
}

/** Data dictionary (/configuration/datadic) and mail configuration (/configuration/mail). */
export function dataDicRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(dicRoutes(ctx, '/api/config/dataDic', 'dic', '数据字典', 73000));
    await app.register(dicRoutes(ctx, '/api/config/emailTemplate', 'mail', '邮件配置', 75000));
  };
}
