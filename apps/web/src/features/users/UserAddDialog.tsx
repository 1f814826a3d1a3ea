import { type CreateUserRequest, SEAT_AGENT_ROLE_ID } from '@certdesk/contract';
import { type ButtonProps, Divider, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useRoleOptions } from '../roles/roles-api';
import { createUser, type InitialPassword } from './users-api';

interface Values {
  account: string;
  nickName: string;
  roleId: number;
  entId?: string;
  agentId?: string;
  seatPassword?: string;
  agentDn?: string;
  seatNumber?: string;
  emailAccount?: string;
  emailPassword?: string;
}

const SEAT_FIELDS: [keyof Values, string, boolean?][] = [
  ['entId', '企业ID'],
  ['agentId', '坐席ID'],
  ['seatPassword', '坐席密码', true],
  ['agentDn', '坐席分机号'],
  ['seatNumber', '外显号码'],
  ['emailAccount', '邮箱账号'],
  ['emailPassword', '邮箱密码', true],
];

/** The add-user dialog: seat and mailbox fields appear, and are required, for the seat agent role (id 10) only. */
export function UserAddDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (r: InitialPassword) => void;
}) {
  const [form] = Form.useForm<Values>();
  const roleId = Form.useWatch('roleId', form);
  const roles = useRoleOptions();
  const [busy, setBusy] = useState(false);
  const seat = roleId === SEAT_AGENT_ROLE_ID;
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const body: CreateUserRequest = { account: v.account.trim(), nickName: v.nickName.trim(), roleId: v.roleId };
    if (seat) {
      body.seatInfo = { entId: v.entId!, agentId: v.agentId!, password: v.seatPassword!, agentDn: v.agentDn!, seatNumber: v.seatNumber! };
      body.emailConfig = { account: v.emailAccount!, password: v.emailPassword! };
    }
    setBusy(true);
    try {
      const r = await createUser(body);
      form.resetFields();
      onCreated(r);
    } catch {
      // The API client has shown the message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title="新增用户"
      width={560}
      onOk={submit}
      confirmLoading={busy}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      okButtonProps={{ 'data-testid': 'user-add-submit' } as ButtonProps}
      destroyOnHidden
    >
      <Form form={form} labelCol={{ flex: '96px' }} data-testid="user-add-form">
        <Form.Item name="account" label="用户名" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
          <Input data-testid="user-add-account" maxLength={64} />
        </Form.Item>
        <Form.Item name="nickName" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input data-testid="user-add-nickName" maxLength={64} />
        </Form.Item>
        <Form.Item name="roleId" label="角色" rules={[{ required: true, message: '请选择角色' }]}>
          <Select
            data-testid="user-add-role"
            placeholder="请选择角色"
            loading={roles.isPending}
            options={(roles.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
          />
        </Form.Item>
        {seat && (
          <>
            <Divider plain>坐席与邮箱</Divider>
            {SEAT_FIELDS.map(([name, label, secret]) => (
              <Form.Item
                key={name}
                name={name}
                label={label}
                rules={[
                  { required: true, whitespace: true, message: `请输入${label}` },
                  ...(name === 'emailAccount' ? [{ type: 'email' as const, message: '请输入正确的邮箱地址' }] : []),
                ]}
              >
                {secret ? (
                  <Input.Password data-testid={`user-add-${name}`} autoComplete="new-password" />
                ) : (
                  <Input data-testid={`user-add-${name}`} />
                )}
              </Form.Item>
            ))}
          </>
        )}
      </Form>
    </Modal>
  );
}
