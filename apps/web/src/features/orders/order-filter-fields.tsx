import { ORDER_TYPE_LABELS, ORDER_TYPES } from '@certdesk/contract';
import type { FilterField } from '../../ui/list-page';
import { AreaCascader, PeoplePicker } from '../../ui/pickers';
import type { OrderListKind } from './orders-api';

const input = (name: string, label: string, advanced = false): FilterField => ({ name, label, type: 'input', advanced });
const range = (name: string, label: string): FilterField => ({ name, label, type: 'dateRange', advanced: true });

const F = {
  orderId: input('orderId', '工单号'),
  openOrderId: input('openOrderId', '订单号'),
  companyName: input('companyName', '企业名称'),
  applyUser: input('applyUser', '申请人'),
  mark: input('mark', '备注'),
  orderType: {
    name: 'orderType',
    label: '订单类型',
    type: 'select',
    options: ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_LABELS[t] ?? String(t) })),
  },
  orderStatus: {
    name: 'orderStatus',
    label: '订单状态',
    type: 'select',
    options: [
      { value: 10, label: '查档中' },
      { value: 20, label: '待认证' },
      { value: 30, label: '待审核' },
      { value: 100, label: '已结束' },
    ],
  },
  certificationType: {
    name: 'certificationType',
    label: '标签',
    type: 'select',
    advanced: true,
    options: [
      { value: 10, label: 'V' },
      { value: 20, label: 'AV' },
    ],
  },
  area: { name: 'area', label: '省市', type: 'custom', advanced: true, render: () => <AreaCascader testId="filter-area" /> },
  certificationUid: {
    name: 'certificationUid',
    label: '认证专员',
    type: 'custom',
    advanced: true,
    render: () => <PeoplePicker roleType={200} testId="filter-certificationUid" />,
  },
  auditUid: {
    name: 'auditUid',
    label: '审核专员',
    type: 'custom',
    advanced: true,
    render: () => <PeoplePicker roleType={300} testId="filter-auditUid" />,
  },
  incomingDate: range('incomingDate', '进件时间'),
  completedCerDate: range('completedCerDate', '认证完成时间'),
  completedAuditDate: range('completedAuditDate', '审核完成时间'),
  finishDate: range('finishDate', '结束时间'),
  lastContactDate: range('lastContactDate', '最后联系时间'),
} satisfies Record<string, FilterField>;

/** The filters of each list (01 §2); the advanced ones show after 展开 (roles 0 and 100). */
export const ORDER_FILTERS: Record<OrderListKind, FilterField[]> = {
  all: [
    F.orderId,
    F.openOrderId,
    F.companyName,
    F.orderType,
    F.applyUser,
    F.orderStatus,
    F.certificationType,
    F.area,
    F.certificationUid,
    F.auditUid,
    F.incomingDate,
    F.completedCerDate,
    F.completedAuditDate,
    F.finishDate,
    F.lastContactDate,
  ],
  pendingCert: [
    F.orderId,
    F.openOrderId,
    F.companyName,
    F.orderType,
    F.applyUser,
    F.mark,
    F.certificationType,
    F.area,
    F.certificationUid,
    F.auditUid,
    F.incomingDate,
    F.completedCerDate,
    F.lastContactDate,
  ],
  pendingReview: [
    F.orderId,
    F.openOrderId,
    F.companyName,
    F.orderType,
    F.certificationUid,
    F.area,
    F.auditUid,
    F.incomingDate,
    F.completedCerDate,
  ],
  auditStats: [
    { ...F.orderId, label: '工单号' },
    F.companyName,
    { ...F.certificationUid, advanced: false },
    { ...F.auditUid, advanced: false },
    F.incomingDate,
    F.completedCerDate,
    F.completedAuditDate,
    F.finishDate,
  ],
};
