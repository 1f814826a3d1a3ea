import { PlusOutlined } from '@ant-design/icons';
import { type ApiRoute, isAdmin, type MenuNode, type Page } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { useUserInfo } from '../../api/session';
import { toastSuccess } from '../../app/feedback';
import { useFormDialog } from '../../ui/forms';
import { type FilterField, ListPage, type ListSchema } from '../../ui/list-page';
import { CrudFields } from './CrudFields';
import { type CrudField, fieldsToBody, fieldsToValues } from './crud-fields';

type Values = Record<string, unknown>;

/** A configuration screen's routes and menu entry, as the contract's `configApi` gives them. */
export interface ScreenApi<Row> {
  menu: MenuNode;
  /** Its body is the list's request schema (what the screen's URL may hold). */
  list: ApiRoute & { body: ListSchema; response: z.ZodType<Page<Row>> };
  save: ApiRoute & { body: z.ZodType };
  delete?: ApiRoute & { params: z.ZodType };
  exportPath?: string;
}

/**
 * A configuration screen: its list, and an add/edit dialog and delete driven by a field
 * configuration (02 §2.4 conventions), calling the routes of its `configApi` entry. See
 * docs/architecture.md, "Adding a configuration screen".
 */
export interface ConfigCrudProps<Row extends { id: number | string }> {
  api: ScreenApi<Row>;
  filters: FilterField[];
  columns: ColumnsType<Row>;
  /** What the dialog's title calls a row ('新增字典项'); the menu title unless given. */
  title?: string;
  /** False: no add button (message templates). */
  canAdd?: boolean;
  /** False: no delete button where the route exists (mail configuration). */
  canDelete?: boolean;
  /** False: no export button where the route exists (mail configuration). */
  canExport?: boolean;
  testId: string;
  /** The dialog's fields; they also give its starting values and the save body. */
  fields: CrudField<Row>[];
  /** The save body where it is more than the fields' values (`body` is what they give). */
  toBody?: (body: Values, row: Row | null) => object;
  /** Dialog width from the current values (60% for htmlStyle dictionary entries). */
  width?: (values: Values) => number | string;
}

export function ConfigCrud<Row extends { id: number | string }>(p: ConfigCrudProps<Row>) {
  const { data: me } = useUserInfo();
  const admin = isAdmin(me?.roles ?? []);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const { api } = p;
  // The list's path names the screen's cached pages.
  const queryKey = api.list.path;
  const reload = () => void queryClient.invalidateQueries({ queryKey: [queryKey] });
  const remove = p.canDelete === false ? undefined : api.delete;
  const row = editing?.row ?? null;
  // Closing or cancelling resets the form (02 §2.4).
  const close = () => {
    form.resetFields();
    setEditing(null);
  };
  const { form, modalProps } = useFormDialog<Values, Row>({
    open: editing !== null,
    row,
    onClose: close,
    submitTestId: `${p.testId}-submit`,
    valuesOf: (r) => fieldsToValues(p.fields, r),
    save: (values) => {
      const body = fieldsToBody(p.fields, values, row);
      return call(api.save, p.toBody ? p.toBody(body, row) : body);
    },
    success: '操作成功',
    onSaved: () => {
      close();
      reload();
    },
  });
  const watched = (Form.useWatch([], form) as Values | undefined) ?? {};
  const open = (r: Row | null) => setEditing({ row: r });
  const actions: ColumnsType<Row> = admin
    ? [
        {
          title: '操作',
          key: 'actions',
          fixed: 'right',
          render: (_: unknown, row: Row) => (
            <Space size={0}>
              <Button type="link" size="small" data-testid={`${p.testId}-edit-${row.id}`} onClick={() => open(row)}>
                编辑
              </Button>
              {remove && (
                <Popconfirm
                  title="确认删除？"
                  onConfirm={async () => {
                    try {
                      await call(remove, { id: row.id });
                      toastSuccess('删除成功');
                      reload();
                    } catch {
                      // The API client has shown the message.
                    }
                  }}
                >
                  <Button type="link" size="small" danger data-testid={`${p.testId}-delete-${row.id}`}>
                    删除
                  </Button>
                </Popconfirm>
              )}
            </Space>
          ),
        },
      ]
    : [];
  return (
    <>
      <ListPage<Row>
        queryKey={queryKey}
        schema={api.list.body}
        fetch={(params) => call(api.list, params)}
        rowKey={'id' as keyof Row & string}
        exportUrl={p.canExport === false ? undefined : api.exportPath}
        filters={p.filters}
        columns={[...p.columns, ...actions]}
        toolbar={() =>
          admin &&
          p.canAdd !== false && (
            <Button type="primary" icon={<PlusOutlined />} data-testid={`${p.testId}-add`} onClick={() => open(null)}>
              新增
            </Button>
          )
        }
      />
      <Modal {...modalProps} title={`${row ? '编辑' : '新增'}${p.title ?? api.menu.title}`} width={p.width?.(watched) ?? 500} forceRender>
        <Form form={form} labelCol={{ flex: '80px' }} validateTrigger={['onBlur', 'onChange']} data-testid={`${p.testId}-form`}>
          <CrudFields fields={p.fields} ctx={{ editing: row, values: watched }} />
        </Form>
      </Modal>
    </>
  );
}
