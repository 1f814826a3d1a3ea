import { Button, type ButtonProps, Popconfirm, Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { toastSuccess } from '../../app/feedback';

/**
 * The 编辑 and 删除 links of a list row (roles, business groups, IP whitelist): delete asks first,
 * then toasts 删除成功 and calls onDeleted; a refusal leaves the list as it was (the API client has
 * shown why). Test ids are the screens' own, so each is optional.
 */
export function EditDeleteActions({
  onEdit,
  onDelete,
  onDeleted,
  confirmTitle,
  testIds = {},
}: {
  onEdit: () => void;
  onDelete: () => Promise<unknown>;
  onDeleted: () => void;
  confirmTitle: string;
  testIds?: { edit?: string; delete?: string; confirm?: string };
}) {
  const remove = async () => {
    try {
      await onDelete();
      toastSuccess('删除成功');
      onDeleted();
    } catch {
      // The API client has shown the message.
    }
  };
  return (
    <Space size={0}>
      <Button type="link" size="small" data-testid={testIds.edit} onClick={onEdit}>
        编辑
      </Button>
      <Popconfirm
        title={confirmTitle}
        onConfirm={remove}
        {...(testIds.confirm ? { okButtonProps: { 'data-testid': testIds.confirm } as ButtonProps } : {})}
      >
        <Button type="link" size="small" danger data-testid={testIds.delete}>
          删除
        </Button>
      </Popconfirm>
    </Space>
  );
}

/** The 操作 column of a list: what `render` shows for each row. */
export function actionsColumn<Row>(render: (row: Row) => ReactNode, width?: number): ColumnType<Row> {
  return { title: '操作', key: 'actions', width, render: (_: unknown, row: Row) => render(row) };
}
