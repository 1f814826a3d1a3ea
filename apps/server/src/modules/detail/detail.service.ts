import { isExpired } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import type { PartnerFileRow } from '../evidence/evidence.schema.js';
import { partnerFileRows } from '../evidence/partner-files.repo.js';
import { partnerFileView } from '../evidence/partner-files.service.js';
import { workCalendarFor } from '../orders/order-timing.js';
import { companyCardOf } from './company.service.js';
import { businessPhonesOfArea, incomingsOf, nickNames, websitesOfArea } from './detail.repo.js';
import { type DetailOrder, editRefusal, readableOrder } from './detail-access.js';
import { applicantValues, typeDataOf } from './type-data.service.js';

const when = (d: Date | null) => (d ? formatShanghai(d) : null);

async function namesOf(ctx: AppContext, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await nickNames(ctx.db, wanted);
  return new Map(rows.map((r) => [r.id, r.nickName]));
}

/**
 * The incoming card (orderIncomeInfoVo): what the partner sent. A file we fetched is shown as our
 * copy (its link signed for this reader); `partnerFiles` says, per file the order names now, whether
 * we hold it, and why not.
 */
function incomingCard(ctx: AppContext, user: AuthUser, o: DetailOrder, files: PartnerFileRow[]) {
  const current = new Set([o.licenseUrl, o.authorizationLetter, ...o.certFileUrl].filter(Boolean));
  const shown = files.filter((f) => current.has(f.sourceUrl));
  const copies = new Map(
    shown.filter((f) => f.status === 'fetched' && f.storageKey).map((f) => [f.sourceUrl, ctx.storage.urlOf(f.storageKey)]),
  );
  const sign = (url: string) => (url ? ctx.storage.signUrl(copies.get(url) ?? url, { userId: user.id, orderId: o.id }) : url);
  return {
    orderId: o.id,
    openOrderId: o.openOrderId,
    companyName: o.companyName,
    licenseNumber: o.licenseNumber,
    ceoName: o.ceoName,
    applyUser: o.applyUser,
    applyMobile: o.applyMobile,
    applyIDCard: o.applyIDCard,
    certificationType: o.certificationType,
    certificateType: o.certificateType,
    mobileBook: o.mobileBook,
    orgNameAbbreviation: o.orgNameAbbreviation,
    socialCredit: o.socialCredit,
    position: o.position,
    educationLevel: o.educationLevel,
    major: o.major,
    school: o.school,
    expertTitle: o.expertTitle,
    level: o.level,
    honorTitle: o.honorTitle,
    bankNo: o.bankNo,
    bankName: o.bankName,
    provinceName: o.provinceName,
    cityName: o.cityName,
    licenseUrl: sign(o.licenseUrl),
    authorizationLetter: sign(o.authorizationLetter),
    certFileUrl: o.certFileUrl.map(sign),
    partnerFiles: shown.map((f) => partnerFileView(ctx, user, f)),
  };
}

/** GET /api/order/detail/{id}: everything the Info section needs, and what the caller may do. */
export async function loadDetail(ctx: AppContext, user: AuthUser, orderId: number) {
  const o = await readableOrder(ctx, user, orderId);
  const [names, calendar, card, data, files] = await Promise.all([
    namesOf(ctx, [o.certificationUid, o.auditUid]),
    workCalendarFor(ctx),
    companyCardOf(ctx.db, o),
    typeDataOf(ctx.db, o.id),
    partnerFileRows(ctx.db, o.id),
  ]);
  const now = new Date();
  const ended = o.orderStatus === 100;
  const refusal = editRefusal(user, o, now);
  return {
    hasFourValidate: o.fourValidateGranted,
    orderInfoVo: {
      orderId: o.id,
      openOrderId: o.openOrderId,
      orderType: o.orderType,
      orderStatus: o.orderStatus,
      queryStatus: o.queryStatus,
      orgType: o.orgType,
      certificationType: o.certificationType,
      workDay: calendar.workDaysBetween(o.incomingDate, ended && o.finishDate ? o.finishDate : now),
      expired: isExpired(o.expiredDate, now, ended),
      incomingDate: when(o.incomingDate),
      expiredDate: when(o.expiredDate),
      expiredAt: o.expiredDate.getTime(),
      certificationUid: o.certificationUid,
      certificationUName: o.certificationUid ? (names.get(o.certificationUid) ?? '') : '',
      auditUid: o.auditUid,
      auditUName: o.auditUid ? (names.get(o.auditUid) ?? '') : '',
      labels: o.labels,
      mark: o.mark,
      mobileBook: o.mobileBook,
      rejectMsg: o.rejectMsg,
      ...applicantValues(o, data),
    },
    orderIncomeInfoVo: incomingCard(ctx, user, o, files),
    queryCompanyInfo: card,
    educationalInfo: data.educationalInfo,
    majorInfo: data.majorInfo,
    honorInfo: data.honorInfo,
    reportVerificationCode: data.reportVerificationCode,
    /** What the caller may do: edit (assigned certifier while editable) and why not. */
    permission: { canEdit: refusal === null, reason: refusal },
  };
}

/** GET /api/order/company/{id}. */
export async function loadCompany(ctx: AppContext, user: AuthUser, orderId: number) {
  return companyCardOf(ctx.db, await readableOrder(ctx, user, orderId));
}

/** GET /api/order/website/{id}: archive websites of the order's province (its city's and province-wide). */
export async function orderWebsites(ctx: AppContext, user: AuthUser, orderId: number) {
  const o = await readableOrder(ctx, user, orderId);
  if (!o.province) return [];
  return websitesOfArea(ctx.db, o.province, o.city);
}

/** GET /api/order/business/{id}: the phone library of the order's area. */
export async function orderBusinessPhones(ctx: AppContext, user: AuthUser, orderId: number) {
  const o = await readableOrder(ctx, user, orderId);
  if (!o.province) return [];
  const rows = await businessPhonesOfArea(ctx.db, o.province, o.city);
  return rows.map((r) => ({ ...r, uname: r.uname ?? '' }));
}

/** GET /api/order/incoming/{id}: the incoming orders (create, modify, supplement) of the order. */
export async function orderIncomings(ctx: AppContext, user: AuthUser, orderId: number) {
  const o = await readableOrder(ctx, user, orderId);
  const rows = await incomingsOf(ctx.db, o.id);
  return rows.map((r) => ({ id: r.id, kind: r.kind, createAt: formatShanghai(r.createdAt), orderType: o.orderType, payload: r.payload }));
}
