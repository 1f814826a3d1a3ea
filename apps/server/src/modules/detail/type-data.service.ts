import type { ApplicantValues } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { actorOf, insertOrderLogs, writeOrderLog } from '../orders/order-log.repo.js';
import { typeDataRow, upsertTypeData } from './detail.repo.js';
import type { orderTypeData } from './detail.schema.js';
import { type DetailOrder, editableOrder } from './detail-access.js';

/** logEventType of an edit of type-specific data (changeRecord eventType 80). */
export const TYPE_EDIT_EVENT = 80;

/** Labels of the corrected applicant values, for the operation log. */
const VALUE_LABELS: Record<string, string> = {
  position: '职位',
  educational: '学历',
  major: '专业',
  school: '学校',
  expertTitle: '名称',
  level: '等级',
  honorTitle: '荣誉名称',
};

type TypeData = typeof orderTypeData.$inferSelect;

/** The type data row of an order (empty when nothing was saved yet). */
export async function typeDataOf(db: Db, orderId: number): Promise<TypeData> {
  const row = await typeDataRow(db, orderId);
  return (
    row ?? {
      orderId,
      educationalInfo: null,
      majorInfo: null,
      honorInfo: null,
      values: {},
      reportVerificationCode: '',
      updatedAt: new Date(0),
    }
  );
}

/** The applicant values as shown: the certifier's corrections over the incoming order. */
export function applicantValues(order: DetailOrder, data: TypeData): ApplicantValues & Record<string, string> {
  const incoming: ApplicantValues = {
    position: order.position,
    educational: order.educationLevel,
    major: order.major,
    school: order.school,
    expertTitle: order.expertTitle,
    level: order.level,
    honorTitle: order.honorTitle,
  };
  return { ...incoming, ...data.values };
}

/** Saves corrected applicant values (position, education, skill, honour), logging each change. */
export async function saveValues(ctx: AppContext, user: AuthUser, orderId: number, values: Record<string, string>) {
  const order = await editableOrder(ctx, user, orderId);
  await ctx.db.transaction(async (tx) => {
    const data = await typeDataOf(tx, orderId);
    const before = applicantValues(order, data);
    const changed = Object.keys(values).filter((k) => values[k] !== before[k]);
    if (changed.length === 0) return;
    await upsertTypeData(tx, orderId, { values: { ...data.values, ...values } });
    await insertOrderLogs(
      tx,
      changed.map((k) => ({
        orderId,
        uid: user.id,
        uname: user.nickName,
        operateType: '修改订单信息',
        logEventType: TYPE_EDIT_EVENT,
        doc: `${VALUE_LABELS[k] ?? k}：${before[k] || '（空）'} → ${values[k] || '（空）'}`,
        field: k,
        beforeValue: before[k] ?? '',
      })),
    );
  });
}

/** Which verified record a save writes. */
export type RecordKind = 'educationalInfo' | 'majorInfo' | 'honorInfo';
const RECORD_NAMES: Record<RecordKind, string> = { educationalInfo: '学历信息', majorInfo: '资格信息', honorInfo: '荣誉信息' };

/** Saves a verified record (degree, skill-like, honour) and logs it. */
export async function saveRecord(ctx: AppContext, user: AuthUser, orderId: number, kind: RecordKind, record: Record<string, string>) {
  await editableOrder(ctx, user, orderId);
  await ctx.db.transaction(async (tx) => {
    const set: Partial<TypeData> = { [kind]: record };
    if (kind === 'educationalInfo' && record.reportVerificationCode) set.reportVerificationCode = record.reportVerificationCode;
    await upsertTypeData(tx, orderId, set);
    await writeOrderLog(tx, {
      orderId,
      actor: actorOf(user),
      operateType: `保存${RECORD_NAMES[kind]}`,
      logEventType: TYPE_EDIT_EVENT,
      doc: Object.values(record).filter(Boolean).join('，').slice(0, 500),
    });
  });
}

/** Saves the degree report's online verification code. */
export async function saveReportCode(ctx: AppContext, user: AuthUser, orderId: number, code: string) {
  await editableOrder(ctx, user, orderId);
  await upsertTypeData(ctx.db, orderId, { reportVerificationCode: code });
}
