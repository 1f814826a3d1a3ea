import {
  ALL_ORDERS_SORT_FIELDS,
  AUDIT_STATS_SORT_FIELDS,
  hidesCertifierColumns,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  type OrderRow,
  PENDING_CERT_SORT_FIELDS,
  PENDING_REVIEW_SORT_FIELDS,
  PUSH_STATUS_LABELS,
} from '@certdesk/contract';
import { Tag } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { CertTag, OrderLabels, WithDuplicateFlag } from './OrderTags';
import type { OrderListKind } from './orders-api';
import { RemarkCell } from './RemarkCell';

type Col = ColumnType<OrderRow> & { key: string };

const SORTABLE: Record<OrderListKind, readonly string[]> = {
  all: ALL_ORDERS_SORT_FIELDS,
  pendingCert: PENDING_CERT_SORT_FIELDS,
  pendingReview: PENDING_REVIEW_SORT_FIELDS,
  auditStats: AUDIT_STATS_SORT_FIELDS,
};

const text = (key: keyof OrderRow & string, title: string, width = 120): Col => ({ key, dataIndex: key, title, width });

/** Every column the lists use, by key. */
function catalogue(opts: { userId: number; reload: () => void }): Record<string, Col> {
  return {
    orderId: text('orderId', '工单号', 90),
    openOrderId: text('openOrderId', '订单号', 170),
    orderType: { ...text('orderType', '订单类型', 110), render: (v: number) => ORDER_TYPE_LABELS[v] ?? v },
    certificationType: { ...text('certificationType', '标签', 64), render: (v: number) => <CertTag type={v} /> },
    companyName: {
      ...text('companyName', '企业名称', 220),
      render: (_: unknown, r) => <WithDuplicateFlag text={r.companyName} duplicate={r.duplicateName} title="企业名称重复" />,
    },
    applyUser: {
      ...text('applyUser', '申请人', 110),
      render: (_: unknown, r) => <WithDuplicateFlag text={r.applyUser} duplicate={r.duplicateApplyUser} title="申请人重复" />,
    },
    area: { key: 'area', title: '省市', width: 140, render: (_: unknown, r) => [r.provinceName, r.cityName].filter(Boolean).join(' ') },
    labels: { key: 'labels', title: '订单标记', width: 150, render: (_: unknown, r) => <OrderLabels row={r} /> },
    mark: {
      key: 'mark',
      title: '备注',
      width: 180,
      render: (_: unknown, r) => <RemarkCell row={r} editable={r.certificationUid === opts.userId} onSaved={opts.reload} />,
    },
    orderStatus: {
      ...text('orderStatus', '订单状态', 96),
      render: (v: number) => (
        <Tag color={v === 100 ? 'default' : v === 20 ? 'processing' : v >= 30 ? 'warning' : 'cyan'}>{ORDER_STATUS_LABELS[v] ?? v}</Tag>
      ),
    },
    workDay: {
      ...text('workDay', '工作日', 90),
      render: (v: number, r) => (r.expired ? <Tag color="error">{v}天 超期</Tag> : `${v}天`),
    },
    certificationUName: text('certificationUName', '认证专员', 100),
    auditUName: text('auditUName', '审核专员', 100),
    pushStatus: {
      ...text('pushStatus', '推送状态', 96),
      render: (v: number | null) => (v === null ? '' : <Tag color={v === 1 ? 'success' : 'error'}>{PUSH_STATUS_LABELS[v]}</Tag>),
    },
    typeName: text('typeName', '审核类型', 110),
    childTypeName: text('childTypeName', '审核子类型', 110),
    reason: { ...text('reason', '审核原因', 200), ellipsis: true },
    incomingDate: text('incomingDate', '进件时间', 170),
    expiredDate: text('expiredDate', '截止时间', 170),
    lastContactDate: text('lastContactDate', '最后联系时间', 170),
    completedCerDate: text('completedCerDate', '认证完成时间', 170),
    completedAuditDate: text('completedAuditDate', '审核完成时间', 170),
    finishDate: text('finishDate', '结束时间', 170),
  };
}

/** The first columns of the three working lists: which order, whose, where, its labels. */
const LEAD = ['orderId', 'openOrderId', 'orderType', 'certificationType', 'companyName', 'applyUser', 'area', 'labels'];
/** Who handles it. */
const HANDLERS = ['workDay', 'certificationUName', 'auditUName'];

const LAYOUT: Record<OrderListKind, string[]> = {
  all: [
    ...LEAD,
    'orderStatus',
    ...HANDLERS,
    'pushStatus',
    'incomingDate',
    'expiredDate',
    'lastContactDate',
    'completedCerDate',
    'completedAuditDate',
    'finishDate',
  ],
  pendingCert: [...LEAD, 'mark', ...HANDLERS, 'incomingDate', 'expiredDate', 'completedCerDate', 'lastContactDate'],
  pendingReview: [...LEAD, 'orderStatus', ...HANDLERS, 'incomingDate', 'completedCerDate'],
  auditStats: [
    'orderId',
    'openOrderId',
    'orderType',
    'companyName',
    'labels',
    'certificationUName',
    'auditUName',
    'typeName',
    'childTypeName',
    'reason',
    'incomingDate',
    'completedCerDate',
    'completedAuditDate',
    'finishDate',
  ],
};

/**
 * The columns of a list (01 §2): labels as coloured tags, duplicate flags, sortable columns from
 * the list's fixed sort fields (D22), and — for users holding both 200 and 300 — no certifier and
 * push status columns (01 §6).
 */
export function orderColumns(kind: OrderListKind, opts: { roles: readonly number[]; userId: number; reload: () => void }): Col[] {
  const all = catalogue(opts);
  const hidden = hidesCertifierColumns(opts.roles) ? ['certificationUName', 'pushStatus'] : [];
  return LAYOUT[kind]
    .filter((k) => !hidden.includes(k))
    .map((k) => all[k]!)
    .map((c) => (SORTABLE[kind].includes(c.key) ? { ...c, sorter: true } : c));
}
