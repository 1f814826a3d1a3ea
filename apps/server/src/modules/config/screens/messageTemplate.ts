import { configApi } from '@certdesk/contract';
import { formatShanghai } from '../../../platform/export/xlsx.js';
import { msgTemplateWhere } from '../config.repo.js';
import { messageTemplates as t } from '../config.schema.js';
import { crudScreen } from '../config.shared.js';

/** Message templates (/configuration/message): list and edit, no add nor delete (the events are fixed). */
export default crudScreen({
  api: configApi.messageTemplate,
  table: t,
  entity: 'msgTemplate',
  notFound: '消息模板不存在',
  list: {
    where: msgTemplateWhere,
    toRow: (r) => ({ id: r.id, title: r.title, eventName: r.eventName, content: r.content, updateAt: formatShanghai(r.updatedAt) }),
  },
  // The save schema requires the id: a template is only ever edited.
  save: {
    msg: '保存成功',
    values: (input) => ({ title: input.title, eventName: input.eventName, content: input.content }),
    unique: { column: t.eventName, of: (v) => v.eventName, message: (v) => `标识 ${v.eventName} 已被其他模板使用` },
  },
});
