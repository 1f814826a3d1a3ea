import { idCardError, idCardFormatMessage } from '@certdesk/contract';
import { Col, DatePicker, Form, Input, Modal, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { ruleOf } from '../../lib/zod-rule';
import { useDetail } from './detail-context';
import { checksIdCard, ID_TYPES, type RecordField, type RecordSpec } from './verified-record-fields';

const SEXES = [
  { value: '1', label: '男' },
  { value: '2', label: '女' },
];
const DATE_FORMAT = 'YYYY-MM-DD';

// Dates are stored as text; the picker shows only a yyyy-MM-dd value (other text is kept unless replaced).
const dateProps = (value: string | undefined) => ({
  value: value && /^\d{4}-\d{2}-\d{2}/.test(value) && dayjs(value).isValid() ? dayjs(value) : undefined,
});
const dateText = (value: Dayjs | null) => (value ? value.format(DATE_FORMAT) : '');

/** The input of a field by its kind. */
function input(f: RecordField): ReactNode {
  const testid = `record-${f.name}`;
  if (f.kind === 'sex') return <Select options={SEXES} allowClear data-testid={testid} />;
  if (f.kind === 'idType') return <Select options={ID_TYPES.map((t) => ({ value: t, label: t }))} allowClear data-testid={testid} />;
  if (f.kind === 'date') return <DatePicker style={{ width: '100%' }} data-testid={testid} />;
  return <Input allowClear data-testid={testid} />;
}

/**
 * Client rules, the server's (02 §5): a typed field is checked by the save body's schema (required
 * names, lengths, messages); the ID number by its type, which the form holds beside it.
 */
function rules(f: RecordField, spec: RecordSpec): Rule[] {
  const kind = f.kind ?? 'text';
  if (kind === 'text' || kind === 'dateText') {
    const field = (spec.route.body.shape as Record<string, z.ZodType>)[f.name];
    if (f.name !== 'idNumber') return field ? [ruleOf(field)] : [];
  }
  if (f.name !== 'idNumber') return [];
  return [
    ({ getFieldValue }) => ({
      validator(_, value: string | undefined) {
        const invalid = value?.trim() && checksIdCard(getFieldValue('idType')) && idCardError(value.trim()) !== null;
        return invalid ? Promise.reject(new Error(idCardFormatMessage)) : Promise.resolve();
      },
    }),
  ];
}

/** The 编辑 dialog of a verified record: every field of the record, saved through its endpoint. */
export function VerifiedRecordForm({
  spec,
  record,
  onClose,
}: {
  spec: RecordSpec;
  record: Record<string, string> | null;
  onClose: () => void;
}) {
  const { orderId, refresh } = useDetail();
  const [form] = Form.useForm<Record<string, string | undefined>>();
  const [saving, setSaving] = useState(false);
  const initial = Object.fromEntries(spec.fields.map((f) => [f.name, record?.[f.name] ?? (f.kind === 'idType' ? '身份证' : '')]));
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // Fields the type does not show keep their stored values (the endpoint replaces the whole record).
    const kept = Object.fromEntries(spec.allFields.map((f) => [f, record?.[f] ?? '']));
    const entered = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, (v ?? '').trim()]));
    setSaving(true);
    try {
      await call(spec.route, { orderId, ...kept, ...entered });
      toastSuccess('保存成功');
      onClose();
      refresh();
    } catch {
      // the API client has shown the server's message; the dialog stays open for a correction
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title="编辑核验记录"
      width={780}
      okText="保存"
      onOk={save}
      onCancel={onClose}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'record-save' }}
      destroyOnHidden
    >
      <Form form={form} initialValues={initial} labelCol={{ flex: '110px' }} labelWrap data-testid="record-form">
        <Row gutter={16}>
          {spec.fields.map((f) => (
            <Col span={12} key={f.name}>
              <Form.Item
                name={f.name}
                label={f.label}
                rules={rules(f, spec)}
                dependencies={f.name === 'idNumber' ? ['idType'] : undefined}
                {...(f.kind === 'date' ? { getValueProps: dateProps, normalize: dateText } : {})}
              >
                {input(f)}
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
