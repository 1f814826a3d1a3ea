import { businessGroupsApi, ORDER_TYPE_LABELS, ORDER_TYPES, type WorkGroupRow, workGroupSaveSchema } from '@certdesk/contract';
import { Form, Input, Modal, Radio, Select } from 'antd';
import { call } from '../../api/client';
import { ruleOf } from '../../lib/zod-rule';
import { type EditDialogProps, useFormDialog } from '../../ui/forms';
import { usePeople } from '../../ui/pickers/PeoplePicker';

interface Values {
  name: string;
  roleType: 200 | 300;
  orderTypes: number[];
  uid: number[];
}

/** Add or edit a business group: name, worker type, order types and workers (02 §2.4). */
export function BusinessGroupDialog({ row, open, onClose, onSaved }: EditDialogProps<WorkGroupRow>) {
  const { form, modalProps } = useFormDialog<Values, WorkGroupRow>({
    open,
    row,
    onClose,
    onSaved,
    submitTestId: 'group-submit',
    valuesOf: (r) =>
      r
        ? { name: r.name, roleType: r.roleType === 300 ? 300 : 200, orderTypes: r.orderTypes, uid: r.uid }
        : { name: '', roleType: 200, orderTypes: [], uid: [] },
    save: (v) =>
      call(businessGroupsApi.save, { id: row?.id, name: v.name.trim(), roleType: v.roleType, orderTypes: v.orderTypes, uid: v.uid }),
  });
  const roleType = Form.useWatch('roleType', form) ?? 200;
  const people = usePeople(roleType);
  return (
    <Modal {...modalProps} title={row ? '编辑业务组' : '新增业务组'} width={560} destroyOnHidden>
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
