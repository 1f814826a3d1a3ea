import { COMPANY_FIELD_LABELS, COMPANY_FIELDS, type CompanyField, type CompanyRecord } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { insertOrderLogs } from '../orders/order-log.repo.js';
import { companyEditOf, fieldHistory, latestSuccessfulLookup, upsertCompanyEdit } from './detail.repo.js';
import type { CompanyInfo, CompanyLists } from './detail.schema.js';
import { type DetailOrder, editableOrder } from './detail-access.js';

/** The registry card as the detail shows it. */
export type CompanyCard = CompanyInfo & CompanyLists & { orgType: number; recordId: number | null; edited: boolean };

/** logEventType of a registry card edit (changeRecord eventType 10). */
export const COMPANY_EDIT_EVENT = 10;

const EMPTY_INFO = Object.fromEntries(COMPANY_FIELDS.map((f) => [f, ''])) as unknown as CompanyInfo;

/** The registry API's record mapped to the card's fields. */
export function cardFromRecord(r: CompanyRecord): CompanyInfo & CompanyLists {
  const b = r.companyBasicInfo;
  return {
    companyName: b.Name,
    socialCredit: b.creditCode,
    province: b.Province ?? '',
    city: b.City ?? '',
    address: b.Address,
    legalUse: b.OperName,
    companyCreateDate: b.StartDate,
    companyTypeName: b.EconKind,
    licenseStart: b.TermStart,
    licenseEnd: b.TeamEnd,
    operatingName: b.Status,
    registerCapital: b.RegistCapi,
    currencyType: /美元/.test(b.RegistCapi) ? '美元' : b.RegistCapi ? '人民币' : '',
    licenseRegisterAgency: b.BelongOrg,
    simpleLogout: b.SimpleLogout ?? '',
    businessScope: b.Scope,
    annualMobile: '',
    checkDate: b.CheckDate,
    licenseNo: b.No,
    checkOrg: b.CheckOrg,
    condOrg: b.CondOrg,
    annualReports: r.AnnualReports.map((a) => ({ year: a.Year, publishDate: a.PublishDate })),
    changes: r.ChangeRecords.map((c) => ({
      projectName: c.ProjectName,
      beforeContent: c.BeforeContent,
      afterContent: c.AfterContent,
      changeDate: c.ChangeDate,
    })),
    exceptions: r.Exceptions.map((e) => ({
      addReason: e.AddReason,
      addDate: e.AddDate,
      decisionOffice: e.DecisionOffice,
      removeReason: e.RomoveReason,
      removeDate: e.RemoveDate,
    })),
  };
}

/**
 * The card of an order: the latest successful lookup, overlaid with the certifier's edit when
 * that edit was made on this lookup (a newer re-check wins). Null when no lookup succeeded and
 * nothing was edited.
 */
export async function companyCardOf(db: Db, order: DetailOrder): Promise<CompanyCard | null> {
  const latest = await latestSuccessfulLookup(db, order.id);
  const edit = await companyEditOf(db, order.id);
  const base = latest?.resultJson ? cardFromRecord(latest.resultJson) : null;
  const editCurrent = edit && (latest === undefined || edit.baseRecordId === latest.id);
  if (!base && !edit) return null;
  const lists: CompanyLists = base ?? { annualReports: [], changes: [], exceptions: [] };
  const info: CompanyInfo = { ...EMPTY_INFO, ...(base ?? {}), ...(editCurrent ? edit.info : {}) };
  return {
    ...info,
    annualReports: lists.annualReports,
    changes: lists.changes,
    exceptions: lists.exceptions,
    orgType: latest?.orgType ?? order.orgType,
    recordId: latest?.id ?? null,
    edited: Boolean(editCurrent),
  };
}

/** Saves the certifier's edit of the card; each changed field gets a history row with its old value. */
export async function updateCompany(ctx: AppContext, user: AuthUser, input: { orderId: number } & Partial<Record<CompanyField, string>>) {
  const order = await editableOrder(ctx, user, input.orderId);
  await ctx.db.transaction(async (tx) => {
    const card = await companyCardOf(tx, order);
    const before: CompanyInfo = card ? pick(card) : { ...EMPTY_INFO };
    const after: CompanyInfo = { ...before };
    const changed: CompanyField[] = [];
    for (const f of COMPANY_FIELDS) {
      const v = input[f];
      if (v !== undefined && v !== before[f]) {
        after[f] = v;
        changed.push(f);
      }
    }
    if (changed.length === 0) return;
    await upsertCompanyEdit(tx, { orderId: order.id, info: after, baseRecordId: card?.recordId ?? null, updatedUid: user.id });
    await insertOrderLogs(
      tx,
      changed.map((f) => ({
        orderId: order.id,
        uid: user.id,
        uname: user.nickName,
        operateType: '修改档案信息',
        logEventType: COMPANY_EDIT_EVENT,
        doc: `${COMPANY_FIELD_LABELS[f]}：${before[f] || '（空）'} → ${after[f] || '（空）'}`,
        field: f,
        beforeValue: before[f],
      })),
    );
  });
  const card = await companyCardOf(ctx.db, order);
  return card;
}

function pick(card: CompanyCard): CompanyInfo {
  return Object.fromEntries(COMPANY_FIELDS.map((f) => [f, card[f] ?? ''])) as unknown as CompanyInfo;
}

/** The history of one field: who changed it, when, and the value before. */
export async function changeRecords(ctx: AppContext, orderId: number, eventType: number, field: string) {
  const rows = await fieldHistory(ctx.db, orderId, eventType, field);
  return rows.map((r) => ({ updateDate: r.updateDate.getTime(), uname: r.uname, beforeValue: r.beforeValue ?? '' }));
}
