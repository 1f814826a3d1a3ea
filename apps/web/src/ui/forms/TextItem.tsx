import { Form, Input } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/** A plain text field of a form: its label and an input, no rules. */
export function TextItem({ name, label }: { name: NamePath; label: string }) {
  return (
    <Form.Item name={name} label={label}>
      <Input />
    </Form.Item>
  );
}
