import type { DataDicRow, SaveDataDicRequest } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { badRequest, conflict } from '../../platform/errors.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { type Actor, recordAudit } from '../admin-audit/admin-audit.service.js';
import type { dataDic } from './config.schema.js';
import { dicEntry, dicValuesOfTypes, insertDicEntry, updateDicEntry } from './data-dic.repo.js';

const CALENDAR_TYPES = ['holiday', 'workday'];
const isCalendarDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

/** 'dic' for the data dictionary screen, 'mail' for the mail configuration screen. */
export type DicCategory = 'dic' | 'mail';
type Row = typeof dataDic.$inferSelect;

/** The answer form of an entry. */
export const toDicRow = (r: Row): DataDicRow => ({
  id: r.id,
  code: r.id,
  name: r.name,
  type: r.type,
  value: r.value,
  order: r.sort,
  orderType: r.orderTypes,
  tag: r.tag,
  picSize: r.picSize,
  pcode: r.pcode,
  updateAt: formatShanghai(r.updatedAt),
});

/**
 * Adds (isAdd: an existing code is refused) or edits an entry; the code never changes. For
 * mail configuration, order matters only for type SendEmailTypeDic and is stored 0 otherwise.
 */
export async function saveDic(ctx: AppContext, actor: Actor, category: DicCategory, input: SaveDataDicRequest) {
  const values = {
    category,
    name: input.name,
    type: input.type,
    value: input.value,
    sort: category === 'mail' && input.type !== 'SendEmailTypeDic' ? 0 : input.order,
    orderTypes: input.orderType,
    tag: input.tag,
    picSize: input.picSize,
    pcode: input.pcode,
  };
  const entity = category === 'mail' ? 'mailConfig' : 'dataDic';
  if (CALENDAR_TYPES.includes(input.type) && !isCalendarDate(input.value.trim())) throw badRequest('日历日期格式应为 yyyy-MM-dd');
  await ctx.db.transaction(async (tx) => {
    const before = await dicEntry(tx, input.id);
    if (before && (input.isAdd || before.category !== category)) throw conflict(`编码 ${input.id} 已存在`);
    if (!before) {
      await insertDicEntry(tx, input.id, values);
      await recordAudit(tx, actor, { entity, entityId: input.id, action: 'create', after: values });
      return;
    }
    // Mail configuration: type and tag are fixed once created (02 §2.4).
    const next =
      category === 'mail'
        ? { ...values, type: before.type, tag: before.tag, sort: before.type === 'SendEmailTypeDic' ? input.order : 0 }
        : values;
    await updateDicEntry(tx, input.id, next);
    await recordAudit(tx, actor, { entity, entityId: input.id, action: 'update', before, after: next });
  });
}

/**
 * Administrator extensions of the working-day calendar (D3): dictionary entries of type
 * 'holiday' (a weekday off) and 'workday' (a weekend make-up day), value yyyy-MM-dd.
 */
export async function listCalendarExtras(ctx: AppContext): Promise<{ holidays: string[]; workdays: string[] }> {
  const rows = await dicValuesOfTypes(ctx.db, CALENDAR_TYPES);
  const dates = (type: string) =>
    [...new Set(rows.filter((r) => r.type === type).map((r) => r.value.trim()))].filter((v) => /^\d{4}-\d{2}-\d{2}$/.test(v)).sort();
  return { holidays: dates('holiday'), workdays: dates('workday') };
}
