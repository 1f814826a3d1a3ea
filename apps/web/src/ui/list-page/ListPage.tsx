import { DownloadOutlined } from '@ant-design/icons';
import { formatTotal, isAdmin, type Page } from '@certdesk/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Space, Table } from 'antd';
import type { ColumnsType, SorterResult, TablePaginationConfig } from 'antd/es/table/interface';
import { type Key, type ReactNode, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { download } from '../../api/client';
import { useUserInfo } from '../../api/session';
import { toRequestFilters } from './filter-values';
import { SearchForm } from './SearchForm';
import type { FilterField } from './types';
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

export interface ListPageProps<Row> {
  /** Query key prefix; the page reloads when it is invalidated. */
  queryKey: string;
  fetch: (params: Record<string, unknown>) => Promise<Page<Row>>;
  filters: FilterField[];
  columns: ColumnsType<Row> | ((ctx: ListContext<Row>) => ColumnsType<Row>);
  rowKey: keyof Row & string;
  selectable?: boolean;
  toolbar?: (ctx: ListContext<Row>) => ReactNode;
  /** Export call and file name; the button shows for roles 0 and 100 (01 §6). */
  exportUrl?: string;
  exportRoles?: 'admins' | 'all';
  /** Initial filter values (also what reset returns to). */
  initialValues?: Record<string, unknown>;
  scrollX?: number;
  onRowDoubleClick?: (row: Row) => void;
}

/**
 * A list screen built on antd (01 §2 conventions): page size 10 (10/20/30/50), search resets to
 * page 1, reset clears and reloads, the expand toggle for roles 0 and 100, sortable columns sent as
 * `field` + `sortType` (D22), multi-select, export of the current filters, and reload when visited
 * with ?type=new.
 */
export function ListPage<Row extends object>(props: ListPageProps<Row>) {
  const { data: user } = useUserInfo();
  const admin = isAdmin(user?.roles ?? []);
  const [form] = Form.useForm();
  const [searchParams, setSearchParams] = useSearchParams();
  const [expanded, setExpanded] = useState(false);
  const [filters, setFilters] = useState<Record<string, unknown>>(() =>
    toRequestFilters(props.initialValues ?? {}, rangeFields(props.filters)),
  );
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 10 });
  const [sort, setSort] = useState<{ field?: string; sortType?: 'asc' | 'desc' }>({});
  const [selected, setSelected] = useState<{ keys: Key[]; rows: Row[] }>({ keys: [], rows: [] });
  const [exporting, setExporting] = useState(false);

  const params = useMemo(() => ({ ...filters, ...sort, ...paging }), [filters, sort, paging]);
  const query = useQuery({
    queryKey: [props.queryKey, params],
    queryFn: () => props.fetch(params),
    placeholderData: keepPreviousData,
  });

  // ?type=new (after a submit elsewhere): reload once, then drop the flag.
  const typeNew = searchParams.get('type') === 'new';
  const { refetch } = query;
  useEffect(() => {
    if (!typeNew) return;
    void refetch();
    const next = new URLSearchParams(searchParams);
    next.delete('type');
    setSearchParams(next, { replace: true });
  }, [typeNew, refetch, searchParams, setSearchParams]);

  const ctx: ListContext<Row> = {
    selectedKeys: selected.keys,
    selectedRows: selected.rows,
    params,
    reload: () => void query.refetch(),
    clearSelection: () => setSelected({ keys: [], rows: [] }),
  };
  const search = () => {
    setFilters(toRequestFilters(form.getFieldsValue(), rangeFields(props.filters)));
    setPaging((p) => ({ ...p, pageNum: 1 }));
    ctx.clearSelection();
  };
  const reset = () => {
    form.resetFields();
    search();
  };
  const onTableChange = (pagination: TablePaginationConfig, _f: unknown, sorter: SorterResult<Row> | SorterResult<Row>[]) => {
    const s = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = s?.order ? String(s.columnKey ?? s.field) : undefined;
    setSort(field ? { field, sortType: s?.order === 'ascend' ? 'asc' : 'desc' } : {});
    setPaging({ pageNum: pagination.current ?? 1, pageSize: pagination.pageSize ?? 10 });
  };
  const canExport = props.exportUrl && (props.exportRoles === 'all' || admin);
  const page = query.data;
  const columns = typeof props.columns === 'function' ? props.columns(ctx) : props.columns;

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
          initialValues={props.initialValues}
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
                    await download(props.exportUrl!, { ...filters, ...sort });
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
          rowKey={props.rowKey}
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
            current: paging.pageNum,
            pageSize: paging.pageSize,
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
