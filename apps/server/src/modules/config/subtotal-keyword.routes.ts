import { saveSubtotalSchema, subtotalListSchema, subtotalRowSchema } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { crudRoutes } from '../../platform/crud/crud.routes.js';
import { subtotalKeywordWhere } from './config.repo.js';
import { subtotalKeywords as t } from './config.schema.js';
import { assertDictionaryKeys, toSubtotalKeywordRow } from './config.service.js';
import { accessOf, tags } from './config.shared.js';

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
      where: subtotalKeywordWhere,
      toRow: toSubtotalKeywordRow,
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
