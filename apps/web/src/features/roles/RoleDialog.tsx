import { MENU_TREE, type MenuNode, ROLE_TYPE_LABELS, type RoleRow, saveRoleSchema } from '@certdesk/contract';
import { type ButtonProps, Form, Input, Modal, Select, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useEffect, useState } from 'react';
import { toastSuccess } from '../../app/feedback';
import { ruleOf } from '../../lib/zod-rule';
import { saveRole } from './roles-api';

const toTree = (nodes: readonly MenuNode[]): DataNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.hidden ? `${n.title}（页面内）` : n.title,
    children: n.children ? toTree(n.children) : undefined,
  }));
const TREE = toTree(MENU_TREE);

interface Values {
  name: string;
  description: string;
  roleType: number;
}

/** Add or edit a role: name, description, role category and the checkbox tree of menus (routeList). */
export function RoleDialog({
  role,
  open,
  onClose,
  onSaved,
}: {
  role: RoleRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [checked, setChecked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      role ? { name: role.name, description: role.description, roleType: role.roleType } : { name: '', description: '', roleType: 900 },
    );
    setChecked(role?.routeList ?? []);
  }, [open, role, form]);
  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    try {
      await saveRole({
        id: role?.id,
        name: v.name.trim(),
        description: v.description?.trim() ?? '',
        roleType: v.roleType,
        routeList: checked,
      });
      toastSuccess('保存成功');
      onSaved();
    } catch {
      // The API client has shown the message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={role ? '编辑角色' : '新增角色'}
      width={560}
      onOk={submit}
      confirmLoading={busy}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'role-submit' } as ButtonProps}
    >
      <Form form={form} labelCol={{ flex: '80px' }}>
        <Form.Item name="name" label="角色名称" rules={[ruleOf(saveRoleSchema.shape.name)]}>
          <Input maxLength={32} data-testid="role-name" />
        </Form.Item>
        <Form.Item name="description" label="描述">
          <Input.TextArea maxLength={200} rows={2} data-testid="role-description" />
        </Form.Item>
        <Form.Item name="roleType" label="角色类型" rules={[ruleOf(saveRoleSchema.shape.roleType)]}>
          <Select data-testid="role-type" options={Object.entries(ROLE_TYPE_LABELS).map(([k, label]) => ({ value: Number(k), label }))} />
        </Form.Item>
        <Form.Item label="菜单权限" extra="超级管理员类型拥有全部菜单">
          <div
            style={{ maxHeight: 320, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 8 }}
            data-testid="role-tree"
          >
            <Tree
              checkable
              defaultExpandAll
              treeData={TREE}
              checkedKeys={checked}
              onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(Number))}
              titleRender={(n) => <span data-testid={`role-tree-${String(n.key)}`}>{String(n.title)}</span>}
            />
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
