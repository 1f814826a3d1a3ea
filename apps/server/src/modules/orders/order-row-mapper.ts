import type { OrderRow } from '@certdesk/contract';
import { formatShanghai } from '../../platform/export/xlsx.js';
import type { OrderListRecord } from './order-page-queries.js';

/** workDay and expired of an order, from the working-day calendar (D3). */
export interface OrderTiming {
  workDay: number;
  expired: boolean;
}

const when = (d: Date | null) => (d ? formatShanghai(d) : null);

/** An order record as a list row (01 §3): dates in Asia/Shanghai, names of the handlers. */
export function toOrderRow(r: OrderListRecord, timing: OrderTiming): OrderRow {
  return {
    orderId: r.id,
    openOrderId: r.openOrderId,
    orderType: r.orderType,
    orderStatus: r.orderStatus,
    queryStatus: r.queryStatus,
    certificationType: r.certificationType,
    companyName: r.companyName,
    socialCredit: r.socialCredit,
    applyUser: r.applyUser,
    applyMobile: r.applyMobile,
    applyIDCard: r.applyIDCard,
    position: r.position,
    educationLevel: r.educationLevel,
    major: r.major,
    school: r.school,
    ceoName: r.ceoName,
    bankNo: r.bankNo,
    bankName: r.bankName,
    certificateType: r.certificateType,
    licenseNumber: r.licenseNumber,
    licenseUrl: r.licenseUrl,
    authorizationLetter: r.authorizationLetter,
    certFileUrl: r.certFileUrl,
    duplicateName: r.duplicateName,
    duplicateApplyUser: r.duplicateApplyUser,
    labels: r.labels,
    workDay: timing.workDay,
    incomingDate: when(r.incomingDate),
    expiredDate: when(r.expiredDate),
    lastContactDate: when(r.lastContactDate),
    completedCerDate: when(r.completedCerDate),
    completedAuditDate: when(r.completedAuditDate),
    finishDate: when(r.finishDate),
    dispatchCerDate: when(r.dispatchCerDate),
    dispatchAuditDate: when(r.dispatchAuditDate),
    certificationUid: r.certificationUid,
    certificationUName: r.certificationUName ?? '',
    auditUid: r.auditUid,
    auditUName: r.auditUName ?? '',
    operatorUName: r.operatorUName ?? '',
    certificationResult: r.certificationResult,
    rejectMsg: r.rejectMsg,
    pushStatus: r.pushStatus,
    province: r.province,
    city: r.city,
    provinceName: r.provinceName,
    cityName: r.cityName,
    mark: r.mark,
    expired: timing.expired,
    typeName: r.typeName,
    childTypeName: r.childTypeName,
    reason: r.reason,
    fourValidateGranted: r.fourValidateGranted,
  };
}
