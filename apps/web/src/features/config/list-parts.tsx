import { Typography } from 'antd';
import type { FilterField } from '../../ui/list-page';
import { ORDER_TYPE_OPTIONS, orderTypeNames } from './order-type-options';

// Filters and columns that several configuration screens show alike.

/** Text filters of a list, by field name and label, in order. */
export const textFilters = (labels: Record<string, string>): FilterField[] =>
  Object.entries(labels).map(([name, label]) => ({ name, label, type: 'input' }));

/** Columns that show a field as it is, by field name and title, in order. */
export const textColumns = (titles: Record<string, string>) => Object.entries(titles).map(([dataIndex, title]) => ({ title, dataIndex }));

/** The order type filter (one type, or several with `multiple`). */
export const orderTypeFilter = (more: { multiple?: boolean; advanced?: boolean } = {}): FilterField => ({
  name: 'orderType',
  label: '订单类型',
  type: 'select',
  options: ORDER_TYPE_OPTIONS,
  ...more,
});

/** The order types of a row by their names (全部 when none). */
export const orderTypeColumn = (dataIndex: string) => ({ title: '订单类型', dataIndex, render: orderTypeNames });

/** A long text (a dictionary value, a mail template) on one line of `maxWidth`, whole in its tooltip. */
export const ellipsisColumn = (title: string, dataIndex: string, maxWidth: number) => ({
  title,
  dataIndex,
  render: (v: string) => (
    <Typography.Text ellipsis={{ tooltip: v }} style={{ maxWidth }}>
      {v}
    </Typography.Text>
  ),
});
