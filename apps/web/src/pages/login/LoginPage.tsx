import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { loginRequestSchema } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { login } from '../../api/session';
import { isSignedIn } from '../../app/token';
import { ruleOf } from '../../lib/zod-rule';
import './login.css';

/** Only same-site paths are followed after sign-in. */
function safeRedirect(value: string | null): string {
  return value?.startsWith('/') && !value.startsWith('//') ? value : '/';
}

/** Sign-in: account (trimmed) and password, both required; Enter submits. */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  // Signed in already (or just now, while this page re-renders): go where the user was heading.
  if (isSignedIn()) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;

  const submit = async (values: { account: string; pwd: string }) => {
    setBusy(true);
    try {
      await login(values.account.trim(), values.pwd);
      queryClient.clear();
      navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <Card className="login-card">
        <Typography.Title level={3} className="login-title">
          企业信息认证管理系统
        </Typography.Title>
        <Form onFinish={submit} size="large" autoComplete="on">
          <Form.Item
            name="account"
            getValueFromEvent={(e) => e.target.value.trimStart()}
            rules={[ruleOf(loginRequestSchema.shape.account)]}
          >
            <Input prefix={<UserOutlined />} placeholder="账号" autoFocus data-testid="login-account" />
          </Form.Item>
          <Form.Item name="pwd" rules={[ruleOf(loginRequestSchema.shape.pwd)]}>
            <Input.Password prefix={<LockOutlined />} placeholder="密码" data-testid="login-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="login-submit">
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
