import {
  CERT_RESULT_LABELS,
  certificationTag,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  type OrderRow,
  PUSH_STATUS_LABELS,
} from '@certdesk/contract';
import type { ExportColumn } from '../../platform/export/xlsx.js';
import type { ListKind } from './order-filters.js';

type Col = ExportColumn<OrderRow>;

/** Columns shared by the lists, with the lists' Chinese headers. */
const C = {
  orderId: { header: '工单号', width: 12, value: (r) => r.orderId },
  openOrderId: { header: '订单号', width: 22, value: (r) => r.openOrderId },
  orderType: { header: '订单类型', width: 14, value: (r) => ORDER_TYPE_LABELS[r.orderType] ?? String(r.orderType) },
  tag: { header: '标签', width: 8, value: (r) => certificationTag(r.certificationType) },
  companyName: { header: '企业名称', width: 32, value: (r) => r.companyName },
  applyUser: { header: '申请人', width: 12, value: (r) => r.applyUser },
  applyMobile: { header: '申请人手机', width: 14, value: (r) => r.applyMobile },
  area: { header: '省市', width: 18, value: (r) => [r.provinceName, r.cityName].filter(Boolean).join(' ') },
  labels: { header: '订单标记', width: 20, value: (r) => r.labels.map((l) => l.name).join('、') },
  duplicates: {
    header: '重复提示',
    width: 16,
    value: (r) => [r.duplicateName ? '企业重复' : '', r.duplicateApplyUser ? '申请人重复' : ''].filter(Boolean).join('、'),
  },
  orderStatus: { header: '订单状态', width: 10, value: (r) => ORDER_STATUS_LABELS[r.orderStatus] ?? String(r.orderStatus) },
  workDay: { header: '工作日', width: 8, value: (r) => r.workDay },
  expired: { header: '是否超期', width: 10, value: (r) => (r.expired ? '已超期' : '') },
  certifier: { header: '认证专员', width: 12, value: (r) => r.certificationUName },
  auditor: { header: '审核专员', width: 12, value: (r) => r.auditUName },
  certResult: {
    header: '认证结果',
    width: 10,
    value: (r) => (r.certificationResult === null ? '' : (CERT_RESULT_LABELS[r.certificationResult] ?? '')),
  },
  pushStatus: { header: '推送状态', width: 10, value: (r) => (r.pushStatus === null ? '' : (PUSH_STATUS_LABELS[r.pushStatus] ?? '')) },
  mark: { header: '备注', width: 24, value: (r) => r.mark },
  incomingDate: { header: '进件时间', width: 20, value: (r) => r.incomingDate },
  expiredDate: { header: '截止时间', width: 20, value: (r) => r.expiredDate },
  lastContactDate: { header: '最后联系时间', width: 20, value: (r) => r.lastContactDate },
  completedCerDate: { header: '认证完成时间', width: 20, value: (r) => r.completedCerDate },
  completedAuditDate: { header: '审核完成时间', width: 20, value: (r) => r.completedAuditDate },
  finishDate: { header: '结束时间', width: 20, value: (r) => r.finishDate },
  typeName: { header: '审核类型', width: 14, value: (r) => r.typeName },
  childTypeName: { header: '审核子类型', width: 14, value: (r) => r.childTypeName },
  reason: { header: '审核原因', width: 30, value: (r) => r.reason },
} satisfies Record<string, Col>;

/** The first columns of the three working lists: which order, whose, where, its labels. */
const LEAD = [C.orderId, C.openOrderId, C.orderType, C.tag, C.companyName, C.applyUser, C.area, C.labels];

/** Export columns of each list: the columns the screen shows, in its order. */
export const EXPORT_COLUMNS: Record<ListKind, Col[]> = {
  all: [
    ...LEAD,
    C.duplicates,
    C.orderStatus,
    C.workDay,
    C.expired,
    C.certifier,
    C.auditor,
    C.certResult,
    C.pushStatus,
    C.incomingDate,
    C.expiredDate,
    C.lastContactDate,
    C.completedCerDate,
    C.completedAuditDate,
    C.finishDate,
  ],
  pendingCert: [
    ...LEAD,
    C.mark,
    C.workDay,
    C.expired,
    C.certifier,
    C.auditor,
    C.incomingDate,
    C.expiredDate,
    C.completedCerDate,
    C.lastContactDate,
  ],
  pendingReview: [...LEAD, C.orderStatus, C.workDay, C.certifier, C.auditor, C.certResult, C.incomingDate, C.completedCerDate],
  auditStats: [
    C.orderId,
    C.openOrderId,
    C.orderType,
    C.companyName,
    C.labels,
    C.certifier,
    C.auditor,
    C.certResult,
    C.typeName,
    C.childTypeName,
    C.reason,
    C.incomingDate,
    C.completedCerDate,
    C.completedAuditDate,
    C.finishDate,
  ],
};

/** Title of each list: its OpenAPI summary, and the sheet and file name of its export (`全部订单_20261121.xlsx`). */
export const LIST_TITLES: Record<ListKind, string> = {
  all: '全部订单',
  pendingCert: '待认证订单',
  pendingReview: '待审核订单',
  auditStats: '审核统计',
};
