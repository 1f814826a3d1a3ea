import { PlusOutlined } from '@ant-design/icons';
import { isAdmin, type Page } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Form, type FormInstance, Modal, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';
import { del, post } from '../../api/client';
import { useUserInfo } from '../../api/session';
import { toastSuccess } from '../../app/feedback';
import { type FilterField, ListPage, type ListSchema } from '../../ui/list-page';

/** A configuration list with its add/edit dialog and delete (02 §2.4 conventions). */
export interface ConfigCrudProps<Row extends { id: number | string }, Values extends object> {
  queryKey: string;
  listUrl: string;
  /** The list's request schema (what its URL may hold). */
  schema: ListSchema;
  saveUrl: string;
  /** Absent: no delete (message templates, mail configuration). */
  deleteUrl?: (row: Row) => string;
  exportUrl?: string;
  filters: FilterField[];
  columns: ColumnsType<Row>;
  title: string;
  /** False: no add button (message templates). */
  canAdd?: boolean;
  testId: string;
  fields: (form: FormInstance<Values>, editing: Row | null) => ReactNode;
  toValues: (row: Row | null) => Partial<Values>;
  toBody: (values: Values, row: Row | null) => object;
  /** Dialog width from the current values (60% for htmlStyle dictionary entries). */
  width?: (values: Partial<Values>) => number | string;
}

export function ConfigCrud<Row extends { id: number | string }, Values extends object>(p: ConfigCrudProps<Row, Values>) {
  const { data: me } = useUserInfo();
  const admin = isAdmin(me?.roles ?? []);
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const watched = Form.useWatch([], form) as Partial<Values> | undefined;
  const [editing, setEditing] = useState<{ row: Row | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = () => void queryClient.invalidateQueries({ queryKey: [p.queryKey] });
  const open = (row: Row | null) => {
    form.resetFields();
    form.setFieldsValue(p.toValues(row) as Parameters<typeof form.setFieldsValue>[0]);
    setEditing({ row });
  };
  // Closing or cancelling resets the form (02 §2.4).
  const close = () => {
    form.resetFields();
    setEditing(null);
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await post(p.saveUrl, p.toBody(values, editing?.row ?? null));
      toastSuccess('操作成功');
      close();
      reload();
    } catch {
      // The API client has shown the message.
    } finally {
      setBusy(false);
    }
  };
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
              {p.deleteUrl && (
                <Popconfirm
                  title="确认删除？"
                  onConfirm={async () => {
                    try {
                      await del(p.deleteUrl!(row));
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
        queryKey={p.queryKey}
        schema={p.schema}
        fetch={(params) => post<Page<Row>>(p.listUrl, params)}
        rowKey={'id' as keyof Row & string}
        exportUrl={p.exportUrl}
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
      <Modal
        open={editing !== null}
        title={`${editing?.row ? '编辑' : '新增'}${p.title}`}
        width={p.width?.(watched ?? {}) ?? 500}
        onOk={submit}
        onCancel={close}
        confirmLoading={busy}
        forceRender
        okButtonProps={{ 'data-testid': `${p.testId}-submit` } as ButtonProps}
      >
        <Form form={form} labelCol={{ flex: '80px' }} validateTrigger={['onBlur', 'onChange']} data-testid={`${p.testId}-form`}>
          {p.fields(form, editing?.row ?? null)}
        </Form>
      </Modal>
    </>
  );
}
