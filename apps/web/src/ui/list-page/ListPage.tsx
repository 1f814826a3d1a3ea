import { DownloadOutlined } from '@ant-design/icons';
import { formatTotal, type Page } from '@certdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Space, Table } from 'antd';
import type { ColumnsType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { type Key, type ReactNode, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { useIsAdmin } from '../../api/session';
import { toRequestFilters } from './filter-values';
import type { ListRoute } from './list-route';
import { EMPTY_LIST_STATE, type ListSchema, type ListUrlState, toFormValues, toRequestParams, toUrlFilters } from './list-url-state';
import { SearchForm } from './SearchForm';
import type { FilterField } from './types';
import { useListUrlState } from './use-list-url-state';
import './list-page.css';

/** What the toolbar and row actions can use. */
export interface ListContext<Row> {
  selectedKeys: Key[];
  selectedRows: Row[];
  /** The request as sent now (filters, sort, page). */
  params: Record<string, unknown>;
  reload: () => void;
  clearSelection: () => void;
}

/**
 * Where the rows come from: a list route of the contract (its body is the request schema, `call`
 * the fetch), or a fetch and the schema for lists that pick their route at run time.
 */
type ListSource<Row> =
  | {
      route: ListRoute & { response: z.ZodType<Page<Row>> };
      /** Query key prefix; the page reloads when it is invalidated. The route's path where no other screen invalidates it. */
      queryKey?: string;
      fetch?: never;
      schema?: never;
    }
  | {
      route?: never;
      /** Query key prefix; the page reloads when it is invalidated. */
      queryKey: string;
      fetch: (params: Record<string, unknown>) => Promise<Page<Row>>;
      /** The list's request schema from packages/contract: what the URL may hold, checked as the server checks it. */
      schema: ListSchema;
    };

/** The row's key field: `id` unless the rows have none or are keyed otherwise. */
type RowKey<Row> = 'id' extends keyof Row ? { rowKey?: keyof Row & string } : { rowKey: keyof Row & string };

export type ListPageProps<Row> = ListSource<Row> &
  RowKey<Row> & {
    filters: FilterField[];
    columns: ColumnsType<Row> | ((ctx: ListContext<Row>) => ColumnsType<Row>);
    selectable?: boolean;
    toolbar?: (ctx: ListContext<Row>) => ReactNode;
    /** Export call and file name; the button shows for roles 0 and 100 (01 §6). */
    exportUrl?: string;
    exportRoles?: 'admins' | 'all';
    scrollX?: number;
    onRowDoubleClick?: (row: Row) => void;
  };

/**
 * A list screen built on antd (01 §2 conventions): page size 10 (10/20/30/50), search resets to
 * page 1, reset clears and reloads, the expand toggle for roles 0 and 100, sortable columns sent as
 * `field` + `sortType` (D22), multi-select, export of the current filters, and reload when visited
 * with ?type=new. Filters, sort, page and page size live in the query string (useListUrlState).
 */
export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const admin = useIsAdmin();
  const [form] = Form.useForm();
  const { route } = props;
  const schema = route ? route.body : props.schema;
  const url = useListUrlState(schema);
  const { state } = url;
  const [expanded, setExpanded] = useState(false);
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const [exporting, setExporting] = useState(false);

  const params = useMemo(() => toRequestParams(state), [state]);
  const query = useQuery({
    queryKey: [props.queryKey ?? route?.path, params],
    queryFn: () => (route ? call(route, params) : props.fetch(params)),
    placeholderData: keepPreviousData,
    // ?type=new (after a submit elsewhere): reload even what was just fetched (01 §2).
    refetchOnMount: url.typeNew ? 'always' : true,
  });

  // The form shows the URL's filters: on opening, and again on back/forward or a tab click. The
  // pages rebuild their fields on every render, so the latest are read through a ref: the state
  // changing, not a render, is what refills the form (a refill while typing would wipe the input).
  const fieldsRef = useRef(props.filters);
  fieldsRef.current = props.filters;
  useLayoutEffect(() => {
    const fields = fieldsRef.current;
    form.resetFields();
    form.setFieldsValue(toFormValues(schema, state.filters, fields));
    if (admin && fields.some((f) => f.advanced && state.filters[f.name] !== undefined)) setExpanded(true);
  }, [form, schema, state.filters, admin]);

  const ctx: ListContext<Row> = {
    selectedKeys: selected.keys,
    selectedRows: selected.rows,
    params,
    reload: () => void query.refetch(),
    clearSelection: () => setSelected({ keys: [], rows: [] }),
  };
  /** Moves to a new state; the same state again reloads instead (搜索 and 重置 always fetch). */
  const go = (next: ListUrlState, clearTypeNew = false) => {
    if (!url.write(next, 'push', clearTypeNew)) ctx.reload();
  };
  const search = () => {
    const filters = toUrlFilters(toRequestFilters(form.getFieldsValue(), rangeFields(props.filters)));
    go({ ...state, filters, pageNum: 1 });
    ctx.clearSelection();
  };
  const reset = () => {
    form.resetFields();
    go(EMPTY_LIST_STATE, true);
    ctx.clearSelection();
  };
  const onTableChange = (pagination: TablePaginationConfig, _f: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? String(s.columnKey ?? s.field) : undefined;
    const sort = field ? { field, sortType: s?.order === 'ascend' ? ('asc' as const) : ('desc' as const) } : {};
    go({ filters: state.filters, ...sort, pageNum: pagination.current ?? 1, pageSize: pagination.pageSize ?? 10 });
  };
  const canExport = props.exportUrl && (props.exportRoles === 'all' || admin);
  const page = query.data;
  const columns = withSortOrder(typeof props.columns === 'function' ? props.columns(ctx) : props.columns, state);

  return (
    <div className="list-page">
      <Card className="list-page-card" size="small">
        <SearchForm
          form={form}
          fields={props.filters}
          expanded={expanded}
          canExpand={admin}
          onToggle={() => setExpanded(!expanded)}
          onSearch={search}
          onReset={reset}
        />
      </Card>
      <Card className="list-page-card" size="small">
        {(props.toolbar || canExport) && (
          <Space className="list-toolbar" wrap>
            {props.toolbar?.(ctx)}
            {canExport && (
              <Button
                icon={<DownloadOutlined />}
                loading={exporting}
                data-testid="list-export"
                onClick={async () => {
                  setExporting(true);
                  try {
                    const { pageNum: _n, pageSize: _s, ...filtersAndSort } = params;
                    await download(props.exportUrl!, filtersAndSort);
                  } catch {
                    // The API client has shown the message.
                  } finally {
                    setExporting(false);
                  }
                }}
              >
                导出
              </Button>
            )}
          </Space>
        )}
        <Table<Row>
          rowKey={props.rowKey ?? 'id'}
          size="middle"
          columns={columns}
          dataSource={page?.result ?? []}
          loading={query.isFetching}
          scroll={{ x: props.scrollX ?? 'max-content' }}
          onChange={onTableChange}
          onRow={props.onRowDoubleClick ? (row) => ({ onDoubleClick: () => props.onRowDoubleClick?.(row) }) : undefined}
          rowSelection={
            props.selectable
              ? { selectedRowKeys: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }), preserveSelectedRowKeys: false }
              : undefined
          }
          pagination={{
            current: state.pageNum,
            pageSize: state.pageSize,
            total: page?.totalCount ?? 0,
            pageSizeOptions: [10, 20, 30, 50],
            showSizeChanger: true,
            showQuickJumper: true,
            showTotal: (total) => `共 ${formatTotal(total, page?.totalCapped)} 条`,
          }}
        />
      </Card>
    </div>
  );
}

function rangeFields(fields: FilterField[]): string[] {
  return fields.filter((f) => f.type === 'dateRange').map((f) => f.name);
}

/** Sort arrows follow the URL: the column named by `field` shows its direction, the others none. */
function withSortOrder<Row>(columns: ColumnsType<Row>, state: ListUrlState): ColumnsType<Row> {
  return columns.map((c) => {
    if (!c.sorter) return c;
    const key = String(c.key ?? ('dataIndex' in c ? c.dataIndex : ''));
    const order = state.field === key ? (state.sortType === 'asc' ? 'ascend' : 'descend') : null;
    return { ...c, sortOrder: order };
  });
}
