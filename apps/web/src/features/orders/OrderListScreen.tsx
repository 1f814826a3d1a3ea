import { canEndOrder, isAdmin, type OrderRow, orderListExportPath, orderListsApi } from '@certdesk/contract';
import type { ButtonProps } from 'antd';
import { Button, Modal, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type Key, useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../api/session';
import { toastSuccess, toastWarning } from '../../app/feedback';
import { type ListContext, ListPage } from '../../ui/list-page';
import { AssignDialog } from './AssignDialog';
import { DelayDialog } from './DelayDialog';
import { EndOrderButton } from './EndOrderButton';
import { orderColumns } from './order-columns';
import { ORDER_FILTERS } from './order-filter-fields';
import { grantFourValidate, ORDERS_KEY, type OrderListKind } from './orders-api';

type Dialog = { kind: 'delay' | 'assign'; ids: Key[]; reload: () => void } | null;

/** Toolbar buttons of each list for roles 0 and 100 (01 §2). */
const TOOLBAR: Record<OrderListKind, ('delay' | 'grant' | 'assign')[]> = {
  all: ['delay', 'grant'],
  pendingCert: ['assign'],
  pendingReview: ['assign'],
  auditStats: [],
};

/** One of the four order list screens (01 §2): filters, columns, selection, toolbar and row actions. */
export function OrderListScreen({ kind }: { kind: OrderListKind }) {
  const { data: user } = useUserInfo();
  const roles = user?.roles ?? [];
  const admin = isAdmin(roles);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<Dialog>(null);
  const buttons = admin ? TOOLBAR[kind] : [];

  /** Runs an action on the selection, or says that nothing is selected. */
  const withSelection = (ctx: ListContext<OrderRow>, run: (ids: Key[]) => void) => () => {
    if (ctx.selectedKeys.length === 0) toastWarning('请至少选择一个订单');
    else run(ctx.selectedKeys);
  };

  const toolbar = (ctx: ListContext<OrderRow>) => (
    <>
      {buttons.includes('delay') && (
        <Button data-testid="order-delay" onClick={withSelection(ctx, (ids) => setDialog({ kind: 'delay', ids, reload: ctx.reload }))}>
          延期
        </Button>
      )}
      {buttons.includes('grant') && (
        <Button
          data-testid="order-grant"
          onClick={withSelection(ctx, (ids) =>
            Modal.confirm({
              title: '授权',
              content: '确认授权所选订单进行四要素查询吗？',
              okButtonProps: { 'data-testid': 'grant-ok' } as ButtonProps,
              onOk: async () => {
                await grantFourValidate(ids as (string | number)[]);
                toastSuccess('授权成功!');
                ctx.clearSelection();
                ctx.reload();
              },
            }),
          )}
        >
          授权
        </Button>
      )}
      {buttons.includes('assign') && (
        <Button
          type="primary"
          data-testid="order-assign"
          onClick={withSelection(ctx, (ids) => setDialog({ kind: 'assign', ids, reload: ctx.reload }))}
        >
          分配
        </Button>
      )}
    </>
  );

  const actions = (ctx: ListContext<OrderRow>): ColumnsType<OrderRow> => [
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: kind === 'pendingReview' && canEndOrder(roles) ? 120 : 72,
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            data-testid={`detail-${row.orderId}`}
            onClick={() => navigate(`/neworder/detail/${row.orderId}?orderType=${row.orderType}`)}
          >
            详情
          </Button>
          {kind === 'pendingReview' && canEndOrder(roles) && <EndOrderButton row={row} onDone={ctx.reload} />}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<OrderRow>
        queryKey={`${ORDERS_KEY}-${kind}`}
        route={orderListsApi[kind]}
        filters={ORDER_FILTERS[kind]}
        columns={(ctx) => [...orderColumns(kind, { roles, userId: user?.id ?? 0, reload: ctx.reload }), ...actions(ctx)]}
        rowKey="orderId"
        selectable={kind !== 'auditStats' && admin}
        toolbar={buttons.length > 0 ? toolbar : undefined}
        exportUrl={orderListExportPath(kind)}
      />
      <DelayDialog
        ids={dialog?.ids ?? []}
        open={dialog?.kind === 'delay'}
        onClose={() => setDialog(null)}
        onDone={() => dialog?.reload()}
      />
      <AssignDialog
        ids={dialog?.ids ?? []}
        dispatchType={kind === 'pendingReview' ? 20 : 10}
        open={dialog?.kind === 'assign'}
        onClose={() => setDialog(null)}
        onDone={() => dialog?.reload()}
      />
    </>
  );
}
