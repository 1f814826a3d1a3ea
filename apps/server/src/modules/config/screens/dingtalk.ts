import { configApi, ORDER_TYPE_LABELS, type ProgressConfigRow } from '@certdesk/contract';
import { formatShanghai } from '../../../platform/export/xlsx.js';
import { progressConfigWhere } from '../config.repo.js';
import { progressPushConfigs as t } from '../config.schema.js';
import { crudScreen } from '../config.shared.js';

// The secret is sealed at rest and never answered; only whether one is set.
const toRow = (r: typeof t.$inferSelect): ProgressConfigRow => ({
  id: r.id,
  name: r.name,
  webhook: r.webhook,
  hasSecret: r.secretEnc !== '',
  enabled: r.enabled,
  orderTypes: r.orderTypes,
  updateAt: formatShanghai(r.updatedAt),
});

/** The chat-app robot configurations of progress pushes (/configuration/dingtalk, D14). */
export default crudScreen({
  api: configApi.dingtalk,
  table: t,
  entity: 'progressConfig',
  list: { where: progressConfigWhere, toRow },
  save: {
    msg: '保存成功',
    values: (input) => ({ name: input.name, webhook: input.webhook, enabled: input.enabled, orderTypes: input.orderTypes }),
    // A blank secret on edit keeps the stored one.
    hidden: (input, c) => (input.secret ? { secretEnc: c.secrets.seal(input.secret) } : {}),
    // The trail records whether a secret was given (redacted), never the secret.
    audited: (values, input) => ({ ...values, secret: input.secret }),
    unique: { column: t.name, of: (v) => v.name, message: (v) => `名称 ${v.name} 已存在` },
  },
  export: {
    sheet: '进度推送配置',
    columns: [
      { header: '名称', value: (r) => r.name },
      { header: 'Webhook地址', width: 40, value: (r) => r.webhook },
      { header: '加签密钥', value: (r) => (r.secretEnc ? '已设置' : '未设置') },
      { header: '状态', value: (r) => (r.enabled ? '启用' : '停用') },
      { header: '订单类型', value: (r) => r.orderTypes.map((o) => ORDER_TYPE_LABELS[o] ?? o).join('、') },
      { header: '更新时间', width: 20, value: (r) => formatShanghai(r.updatedAt) },
    ],
  },
});
