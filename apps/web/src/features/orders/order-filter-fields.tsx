import { ORDER_TYPE_LABELS, ORDER_TYPES } from '@certdesk/contract';
import type { FilterField } from '../../ui/list-page';
import { AreaCascader, PeoplePicker } from '../../ui/pickers';
import type { OrderListKind } from './orders-api';

const input = (name: string, label: string, advanced = false): FilterField => ({ name, label, type: 'input', advanced });
const range = (name: string, label: string): FilterField => ({ name, label, type: 'dateRange', advanced: true });
const person = (name: string, label: string, roleType: 200 | 300): FilterField => ({
  name,
  label,
  type: 'custom',
  advanced: true,
  render: () => <PeoplePicker roleType={roleType} testId={`filter-${name}`} />,
});

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
  certificationUid: person('certificationUid', '认证专员', 200),
  auditUid: person('auditUid', '审核专员', 300),
  incomingDate: range('incomingDate', '进件时间'),
  completedCerDate: range('completedCerDate', '认证完成时间'),
  completedAuditDate: range('completedAuditDate', '审核完成时间'),
  finishDate: range('finishDate', '结束时间'),
  lastContactDate: range('lastContactDate', '最后联系时间'),
} satisfies Record<string, FilterField>;

/** The first filters of the all-orders and pending-certification lists. */
const FIRST = [F.orderId, F.openOrderId, F.companyName, F.orderType, F.applyUser];
/** Their advanced filters: label, area, handlers, and the dates both lists have. */
const ADVANCED = [F.certificationType, F.area, F.certificationUid, F.auditUid, F.incomingDate, F.completedCerDate];

/** The filters of each list (01 §2); the advanced ones show after 展开 (roles 0 and 100). */
export const ORDER_FILTERS: Record<OrderListKind, FilterField[]> = {
  all: [...FIRST, F.orderStatus, ...ADVANCED, F.completedAuditDate, F.finishDate, F.lastContactDate],
  pendingCert: [...FIRST, F.mark, ...ADVANCED, F.lastContactDate],
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
