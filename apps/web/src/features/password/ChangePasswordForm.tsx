import { Msg, updatePasswordSchema } from '@certdesk/contract';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { ruleOf } from '../../lib/zod-rule';

interface Values {
  oldPassword: string;
  newPassword: string;
  vitNewPassword: string;
}

/**
 * Old, new and confirm fields, trimmed; a mismatch shows 两次密码输入不一致 and sends nothing.
 * Used by the forced change (D24) and the profile page.
 */
export function ChangePasswordForm({ onSubmit }: { onSubmit: (oldPassword: string, newPassword: string) => Promise<void> }) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const trim = (e: { target: { value: string } }) => e.target.value.trim();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={async (v) => {
        setBusy(true);
        try {
          await onSubmit(v.oldPassword, v.newPassword);
          form.resetFields();
        } catch {
          // The API client has shown the server's message.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form.Item name="oldPassword" label="原密码" getValueFromEvent={trim} rules={[ruleOf(updatePasswordSchema.shape.oldPassword)]}>
        <Input.Password autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <Form.Item name="newPassword" label="新密码" getValueFromEvent={trim} rules={[ruleOf(updatePasswordSchema.shape.newPassword)]}>
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <Form.Item
        name="vitNewPassword"
        label="确认密码"
        getValueFromEvent={trim}
        dependencies={['newPassword']}
        rules={[
          { required: true, message: '请再次输入新密码' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              !value || value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error(Msg.passwordMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="confirm-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} data-testid="change-password-submit">
        提交
      </Button>
    </Form>
  );
}
