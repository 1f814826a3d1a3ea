import { MENU_TREE, type MenuNode, ROLE_TYPE_LABELS, type RoleRow, saveRoleSchema } from '@certdesk/contract';
import { Form, Input, Modal, Select, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import type { Key } from 'react';
import { ruleOf } from '../../lib/zod-rule';
import { useFormDialog } from '../../ui/forms';
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
  routeList: number[];
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
  const { form, modalProps } = useFormDialog<Values, RoleRow>({
    open,
    row: role,
    onClose,
    onSaved,
    submitTestId: 'role-submit',
    valuesOf: (r) =>
      r
        ? { name: r.name, description: r.description, roleType: r.roleType, routeList: r.routeList }
        : { name: '', description: '', roleType: 900, routeList: [] },
    save: (v) =>
      saveRole({
        id: role?.id,
        name: v.name.trim(),
        description: v.description?.trim() ?? '',
        roleType: v.roleType,
        routeList: v.routeList ?? [],
      }),
  });
  return (
    <Modal {...modalProps} title={role ? '编辑角色' : '新增角色'} width={560}>
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
            <Form.Item
              name="routeList"
              noStyle
              valuePropName="checkedKeys"
              trigger="onCheck"
              getValueFromEvent={(keys: Key[] | { checked: Key[] }) => (Array.isArray(keys) ? keys : keys.checked).map(Number)}
            >
              <Tree
                checkable
                defaultExpandAll
                treeData={TREE}
                titleRender={(n) => <span data-testid={`role-tree-${String(n.key)}`}>{String(n.title)}</span>}
              />
            </Form.Item>
          </div>
        </Form.Item>
      </Form>
    </Modal>
  );
}
