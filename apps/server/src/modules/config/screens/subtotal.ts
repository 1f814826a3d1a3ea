import { configApi } from '@certdesk/contract';
import { subtotalKeywordWhere } from '../config.repo.js';
import { subtotalKeywords as t } from '../config.schema.js';
import { assertDictionaryKeys, toSubtotalKeywordRow } from '../config.service.js';
import { crudScreen } from '../config.shared.js';

/** Subtotal keywords (/configuration/subtotal). */
export default crudScreen({
  api: configApi.subtotal,
  table: t,
  entity: 'subtotalKeyword',
  list: { where: subtotalKeywordWhere, toRow: toSubtotalKeywordRow },
  save: {
    msg: '保存成功',
    values: ({ orderType, ...rest }) => ({ ...rest, orderTypes: orderType }),
    unique: { column: t.keyword, of: (v) => v.keyword, message: (v) => `关键词 ${v.keyword} 已存在` },
    check: assertDictionaryKeys,
  },
});
