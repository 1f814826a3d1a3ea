import {
  type CreateUserRequest,
  createUserSchema,
  emailConfigInputSchema,
  SEAT_AGENT_ROLE_ID,
  seatInfoInputSchema,
} from '@certdesk/contract';
import { Divider, Form, Input, Modal, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { ruleOf } from '../../lib/zod-rule';
import { useFormDialog } from '../../ui/forms';
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

// The passwords are optional in the seat and mailbox schemas (the cards keep a stored one) and
// required on creation, which the create schema's refinement says with these messages.
const required = (message: string): Rule => ({ required: true, whitespace: true, message });
const SEAT_FIELDS: [keyof Values, string, Rule, boolean?][] = [
  ['entId', '企业ID', ruleOf(seatInfoInputSchema.shape.entId)],
  ['agentId', '坐席ID', ruleOf(seatInfoInputSchema.shape.agentId)],
  ['seatPassword', '坐席密码', required('请输入坐席密码'), true],
  ['agentDn', '坐席分机号', ruleOf(seatInfoInputSchema.shape.agentDn)],
  ['seatNumber', '外显号码', ruleOf(seatInfoInputSchema.shape.seatNumber)],
  ['emailAccount', '邮箱账号', ruleOf(emailConfigInputSchema.shape.account)],
  ['emailPassword', '邮箱密码', required('请输入邮箱密码'), true],
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
  // The new account's initial password is the answer, shown by the caller instead of a toast.
  const { form, modalProps } = useFormDialog<Values, never, InitialPassword>({
    open,
    submitTestId: 'user-add-submit',
    success: null,
    save: (v) => {
      const body: CreateUserRequest = { account: v.account.trim(), nickName: v.nickName.trim(), roleId: v.roleId };
      if (v.roleId === SEAT_AGENT_ROLE_ID) {
        body.seatInfo = { entId: v.entId!, agentId: v.agentId!, password: v.seatPassword!, agentDn: v.agentDn!, seatNumber: v.seatNumber! };
        body.emailConfig = { account: v.emailAccount!, password: v.emailPassword! };
      }
      return createUser(body);
    },
    onSaved: (r) => {
      form.resetFields();
      onCreated(r);
    },
    onClose: () => {
      form.resetFields();
      onClose();
    },
  });
  const roleId = Form.useWatch('roleId', form);
  const roles = useRoleOptions();
  const seat = roleId === SEAT_AGENT_ROLE_ID;
  return (
    <Modal {...modalProps} title="新增用户" width={560} destroyOnHidden>
      <Form form={form} labelCol={{ flex: '96px' }} data-testid="user-add-form">
        <Form.Item name="account" label="用户名" rules={[ruleOf(createUserSchema.shape.account)]}>
          <Input data-testid="user-add-account" maxLength={64} />
        </Form.Item>
        <Form.Item name="nickName" label="姓名" rules={[ruleOf(createUserSchema.shape.nickName)]}>
          <Input data-testid="user-add-nickName" maxLength={64} />
        </Form.Item>
        <Form.Item name="roleId" label="角色" rules={[ruleOf(createUserSchema.shape.roleId)]}>
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
            {SEAT_FIELDS.map(([name, label, rule, secret]) => (
              <Form.Item key={name} name={name} label={label} rules={[rule]}>
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
