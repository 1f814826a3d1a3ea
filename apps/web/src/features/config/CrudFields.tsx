import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { ruleOf } from '../../lib/zod-rule';
import { AreaCascader } from '../../ui/pickers';
import { type CrudField, type FieldContext, resolve } from './crud-fields';
import { ORDER_TYPE_OPTIONS } from './order-type-options';

/** The inputs of a configuration dialog, from its field configuration. */
export function CrudFields<Row>({ fields, ctx }: { fields: CrudField<Row>[]; ctx: FieldContext<Row> }) {
  return (
    <>
      {fields
        .filter((f) => !resolve(f.hidden, ctx))
        .map((f) => (
          <Form.Item
            key={f.name}
            name={f.name}
            label={f.label}
            extra={resolve(f.extra, ctx)}
            rules={rulesOf(f)}
            valuePropName={f.kind === 'switch' ? 'checked' : 'value'}
          >
            {inputOf(f, resolve(f.disabled, ctx) ?? false)}
          </Form.Item>
        ))}
    </>
  );
}

function rulesOf<Row>(f: CrudField<Row>): Rule[] {
  const required: Rule[] = !f.required
    ? []
    : f.kind === 'area'
      ? [{ required: true, message: f.required }]
      : [{ required: true, whitespace: true, message: f.required }];
  const contract: Rule[] = f.schema ? [ruleOf(f.schema)] : [];
  return [...required, ...contract, ...(f.rules ?? [])];
}

function inputOf<Row>(f: CrudField<Row>, disabled: boolean): ReactNode {
  const common = { disabled: disabled || undefined, placeholder: f.placeholder, 'data-testid': f.testId };
  switch (f.kind) {
    case 'text':
      return <Input maxLength={f.max} {...common} />;
    case 'password':
      return <Input.Password autoComplete="new-password" maxLength={f.max} {...common} />;
    case 'textarea':
      return <Input.TextArea autoSize={f.rows} maxLength={f.max} {...common} />;
    case 'number':
      return <InputNumber min={0} precision={0} style={{ width: '100%' }} {...common} />;
    case 'orderTypes':
      return <Select mode="multiple" allowClear options={ORDER_TYPE_OPTIONS} {...common} />;
    case 'switch':
      return <Switch {...common} />;
    case 'area':
      return (
        <AreaCascader
          depth={f.district ? 3 : 2}
          placeholder={f.placeholder ?? (f.district ? '请选择省/市/区' : '请选择省/市')}
          testId={f.testId ?? 'area-cascader'}
        />
      );
  }
}
