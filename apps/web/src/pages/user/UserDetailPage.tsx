import { emailConfigInputSchema, seatInfoInputSchema, type UserDetail, updateUserSchema, usersApi } from '@certdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Result, Select, Spin } from 'antd';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { call } from '../../api/client';
import { useRoleOptions } from '../../features/roles/roles-api';
import { SettingsCard } from '../../features/users/SettingsCard';
import { ruleOf } from '../../lib/zod-rule';

/** Account settings (/user/detail/{id}): basic info; seat and mailbox only for role type 200. */
export default function UserDetailPage() {
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const roles = useRoleOptions();
  const query = useQuery({ queryKey: ['userDetail', id], queryFn: () => call(usersApi.detail, { id }), enabled: id > 0 });
  const d = query.data;
  const initial = useMemo(() => initialValues(d), [d]);
  if (query.isPending) return <Spin style={{ margin: 48 }} />;
  if (!d || !initial) return <Result status="404" title="用户不存在" />;
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['userDetail', id] });
  const isCertifier = d.roleTypes.includes(200);
  return (
    <div style={{ padding: 16 }} data-testid="user-detail">
      <SettingsCard
        title="基本信息"
        testId="card-basic"
        initial={initial.basic}
        onSubmit={async (v) => {
          await call(usersApi.update, { uid: id, nickName: v.nickName.trim(), roles: v.roles });
          await refresh();
        }}
      >
        {() => (
          <>
            <Form.Item label="用户名">
              <Input value={d.account} disabled data-testid="detail-account" />
            </Form.Item>
            <Form.Item name="nickName" label="姓名" rules={[ruleOf(updateUserSchema.shape.nickName)]}>
              <Input maxLength={64} data-testid="detail-nickName" />
            </Form.Item>
            <Form.Item label="角色">
              <Input value={d.rolePo.name} disabled data-testid="detail-role" />
            </Form.Item>
            <Form.Item name="roles" label="附加角色" tooltip="用户同时拥有附加角色的权限">
              <Select
                mode="multiple"
                allowClear
                placeholder="无"
                options={(roles.data ?? []).filter((r) => r.id !== d.roleId).map((r) => ({ value: r.id, label: r.name }))}
              />
            </Form.Item>
          </>
        )}
      </SettingsCard>
      {isCertifier && (
        <SettingsCard
          title="坐席配置"
          testId="card-seat"
          initial={initial.seat}
          onSubmit={async (v) => {
            await call(usersApi.saveSeat, { uid: id, ...v, password: v.password || undefined });
            await refresh();
          }}
        >
          {() => (
            <>
              <Form.Item name="entId" label="企业ID" rules={[ruleOf(seatInfoInputSchema.shape.entId)]}>
                <Input data-testid="seat-entId" />
              </Form.Item>
              <Form.Item name="agentId" label="坐席账号" rules={[ruleOf(seatInfoInputSchema.shape.agentId)]}>
                <Input data-testid="seat-agentId" />
              </Form.Item>
              <StoredPasswordItem label="坐席密码" stored={d.seatInfoConfig?.hasPassword} testId="seat-password" />
              <Form.Item name="agentDn" label="分机号" rules={[ruleOf(seatInfoInputSchema.shape.agentDn)]}>
                <Input data-testid="seat-agentDn" />
              </Form.Item>
              <Form.Item name="seatNumber" label="外显号码" rules={[ruleOf(seatInfoInputSchema.shape.seatNumber)]}>
                <Input data-testid="seat-seatNumber" />
              </Form.Item>
            </>
          )}
        </SettingsCard>
      )}
      {isCertifier && (
        <SettingsCard
          title="邮箱配置"
          testId="card-mail"
          initial={initial.mail}
          onSubmit={async (v) => {
            await call(usersApi.saveEmail, { uid: id, account: v.account.trim(), password: v.password || undefined });
            await refresh();
          }}
        >
          {() => (
            <>
              <Form.Item name="account" label="邮箱账号" rules={[ruleOf(emailConfigInputSchema.shape.account)]}>
                <Input data-testid="mail-account" />
              </Form.Item>
              <StoredPasswordItem label="邮箱密码" stored={d.emailConfig?.hasPassword} testId="mail-password" />
            </>
          )}
        </SettingsCard>
      )}
    </div>
  );
}

/**
 * The password field of the seat and mailbox cards. It is optional in the schemas (a blank one
 * keeps the stored password) and required while none is stored; it is never shown back.
 */
function StoredPasswordItem({ label, stored, testId }: { label: string; stored: boolean | undefined; testId: string }) {
  return (
    <Form.Item name="password" label={label} rules={stored ? [] : [{ required: true, whitespace: true, message: `请输入${label}` }]}>
      <Input.Password placeholder={stored ? '已设置，留空则不修改' : '请输入'} autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}

/** The values each card starts from and resets to; passwords always start blank (never sent back). */
function initialValues(d: UserDetail | undefined) {
  if (!d) return null;
  const s = d.seatInfoConfig;
  return {
    basic: { nickName: d.nickName, roles: d.roles },
    seat: { entId: s?.entId ?? '', agentId: s?.agentId ?? '', password: '', agentDn: s?.agentDn ?? '', seatNumber: s?.seatNumber ?? '' },
    mail: { account: d.emailConfig?.account ?? '', password: '' },
  };
}
