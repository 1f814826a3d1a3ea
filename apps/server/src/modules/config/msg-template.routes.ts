import { msgTemplateListSchema, msgTemplateRowSchema, saveMsgTemplateSchema } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { crudRoutes } from '../../platform/crud/crud.routes.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { msgTemplateWhere } from './config.repo.js';
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
      where: msgTemplateWhere,
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
