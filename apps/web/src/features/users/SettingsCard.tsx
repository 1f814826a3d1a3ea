import { Button, Card, Form, type FormInstance, Space } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { toastSuccess } from '../../app/feedback';

/**
 * A card of the account settings with its own form, submit and reset; reset restores the values
 * first loaded (02 §2.4), and a successful submit makes the submitted values the new baseline.
 */
export function SettingsCard<V extends object>({
  title,
  testId,
  initial,
  onSubmit,
  children,
}: {
  title: string;
  testId: string;
  initial: V;
  onSubmit: (values: V) => Promise<unknown>;
  children: (form: FormInstance<V>) => ReactNode;
}) {
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]);
  }, [form, initial]);
  return (
    <Card title={title} size="small" data-testid={testId} style={{ marginBottom: 16 }}>
      <Form
        form={form}
        labelCol={{ flex: '110px' }}
        style={{ maxWidth: 560 }}
        onFinish={async (values) => {
          setBusy(true);
          try {
            await onSubmit(values);
            toastSuccess('保存成功');
          } catch {
            // The API client has shown the message.
          } finally {
            setBusy(false);
          }
        }}
      >
        {children(form)}
        <Form.Item label=" " colon={false}>
          <Space>
            <Button type="primary" htmlType="submit" loading={busy} data-testid={`${testId}-submit`}>
              提交
            </Button>
            <Button
              data-testid={`${testId}-reset`}
              onClick={() => {
                form.resetFields();
                form.setFieldsValue(initial as Parameters<typeof form.setFieldsValue>[0]);
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
    </Card>
  );
}
