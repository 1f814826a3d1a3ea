import { dataDicListSchema, dataDicRowSchema, ORDER_TYPE_LABELS, saveDataDicSchema } from '@certdesk/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../platform/context.js';
import { crudRoutes } from '../../platform/crud/crud.routes.js';
import { dataDic } from './config.schema.js';
import { accessOf, tags } from './config.shared.js';
import { dicConditions, dicOrderBy, dicScope } from './data-dic.repo.js';
import { type DicCategory, saveDic, toDicRow } from './data-dic.service.js';

/**
 * One dictionary category under a path prefix: the codes are typed by the administrator (a
 * string id), the list sorts by a whitelisted field (D22), and the save is its own use case.
 */
const dicRoutes = (ctx: AppContext, base: string, category: DicCategory, title: string, routeId: number) =>
  crudRoutes(ctx, {
    table: dataDic,
    entity: category === 'mail' ? 'mailConfig' : 'dataDic',
    tags,
    access: accessOf(routeId),
    scope: dicScope(category),
    idParam: z.string().min(1).max(64),
    notFound: '字典项不存在',
    list: {
      path: `${base}/list`,
      summary: `${title}列表`,
      body: dataDicListSchema,
      row: dataDicRowSchema,
      where: dicConditions,
      orderBy: dicOrderBy,
      toRow: toDicRow,
    },
    info: { path: `${base}/info`, summary: `${title}详情` },
    save: {
      path: `${base}/save`,
      summary: `保存${title}`,
      body: saveDataDicSchema,
      answer: { data: 'null' },
      run: async (c, actor, input) => {
        await saveDic(c, actor, category, input);
        return null;
      },
    },
    delete: { path: base, summary: `删除${title}` },
    export: {
      path: `${base}/list/export`,
      summary: `导出${title}`,
      sheet: title,
      columns: [
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
    },
  });

/** Data dictionary (/configuration/datadic) and mail configuration (/configuration/mail). */
export function dataDicRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(dicRoutes(ctx, '/api/config/dataDic', 'dic', '数据字典', 73000));
    await app.register(dicRoutes(ctx, '/api/config/emailTemplate', 'mail', '邮件配置', 75000));
  };
}
