import { ORDER_TYPE_LABELS, ORDER_TYPES, type WorkGroupRow, workGroupSaveSchema } from '@certdesk/contract';
import { type ButtonProps, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { post } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { ruleOf } from '../../lib/zod-rule';
import { validValues } from '../../ui/forms';
import { usePeople } from '../../ui/pickers/PeoplePicker';

interface Values {
  name: string;
  roleType: 200 | 300;
  orderTypes: number[];
  uid: number[];
}

/** Add or edit a business group: name, worker type, order types and workers (02 §2.4). */
export function BusinessGroupDialog({
  row,
  open,
  onClose,
  onSaved,
}: {
  row: WorkGroupRow | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const roleType = Form.useWatch('roleType', form) ?? 200;
  const people = usePeople(roleType);
  useEffect(() => {
    if (open)
      form.setFieldsValue(
        row
          ? { name: row.name, roleType: row.roleType === 300 ? 300 : 200, orderTypes: row.orderTypes, uid: row.uid }
          : { name: '', roleType: 200, orderTypes: [], uid: [] },
      );
  }, [open, row, form]);
  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    setBusy(true);
    try {
      await post('/api/user/workGroup/create', {
        id: row?.id,
        name: v.name.trim(),
        roleType: v.roleType,
        orderTypes: v.orderTypes,
        uid: v.uid,
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
      title={row ? '编辑业务组' : '新增业务组'}
      width={560}
      onOk={submit}
      confirmLoading={busy}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'group-submit' } as ButtonProps}
    >
      <Form form={form} labelCol={{ flex: '90px' }} preserve={false}>
        <Form.Item name="name" label="业务组名称" rules={[ruleOf(workGroupSaveSchema.shape.name)]}>
          <Input maxLength={50} data-testid="group-name" />
        </Form.Item>
        <Form.Item name="roleType" label="人员类型" rules={[ruleOf(workGroupSaveSchema.shape.roleType, { required: true })]}>
          <Radio.Group
            data-testid="group-role-type"
            onChange={() => form.setFieldValue('uid', [])}
            options={[
              { value: 200, label: '认证专员' },
              { value: 300, label: '审核专员' },
            ]}
          />
        </Form.Item>
        <Form.Item name="orderTypes" label="订单类型" rules={[ruleOf(workGroupSaveSchema.shape.orderTypes)]}>
          <Select
            mode="multiple"
            data-testid="group-order-types"
            placeholder="请选择订单类型"
            options={ORDER_TYPES.map((t) => ({ value: t, label: ORDER_TYPE_LABELS[t] }))}
          />
        </Form.Item>
        <Form.Item name="uid" label="人员" rules={[ruleOf(workGroupSaveSchema.shape.uid)]}>
          <Select
            mode="multiple"
            data-testid="group-users"
            placeholder="请选择人员"
            loading={people.isLoading}
            showSearch={{ optionFilterProp: 'label' }}
            options={(people.data ?? []).map((p) => ({ value: Number(p.key), label: p.name }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
