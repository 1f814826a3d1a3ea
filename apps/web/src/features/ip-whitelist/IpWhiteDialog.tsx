import { DANGER_LEVEL_LABELS, type IpWhiteRow, ipWhitelistApi, saveIpWhiteSchema } from '@certdesk/contract';
import { Form, Input, Modal, Radio, Switch } from 'antd';
import { call } from '../../api/client';
import { ruleOf } from '../../lib/zod-rule';
import { type EditDialogProps, useFormDialog } from '../../ui/forms';

interface Values {
  ip: string;
  identify: string;
  dangerLevel: number;
  enabled: boolean;
}

/** Add or edit a whitelist entry: a single address or a CIDR range, its label and danger level. */
export function IpWhiteDialog({ row, open, onClose, onSaved }: EditDialogProps<IpWhiteRow>) {
  const { form, modalProps } = useFormDialog<Values, IpWhiteRow>({
    open,
    row,
    onClose,
    onSaved,
    submitTestId: 'ip-submit',
    valuesOf: (r) =>
      r
        ? { ip: r.ip, identify: r.identify, dangerLevel: r.dangerLevel, enabled: !r.disabled }
        : { ip: '', identify: '', dangerLevel: undefined, enabled: true },
    save: (v) =>
      call(ipWhitelistApi.save, {
        id: row?.id,
        ip: v.ip.trim(),
        identify: v.identify.trim(),
        dangerLevel: v.dangerLevel,
        disabled: !v.enabled,
      }),
  });
  return (
    <Modal {...modalProps} title={row ? '编辑IP白名单' : '新增IP白名单'} width={500}>
      <Form form={form} labelCol={{ flex: '80px' }}>
        <Form.Item
          name="ip"
          label="IP地址"
          extra="单个IPv4/IPv6地址，或CIDR网段，如 192.168.1.0/24"
          rules={[ruleOf(saveIpWhiteSchema.shape.ip)]}
        >
          <Input data-testid="ip-ip" />
        </Form.Item>
        <Form.Item name="identify" label="标识" rules={[ruleOf(saveIpWhiteSchema.shape.identify)]}>
          <Input maxLength={64} data-testid="ip-identify" />
        </Form.Item>
        <Form.Item name="dangerLevel" label="危险等级" rules={[ruleOf(saveIpWhiteSchema.shape.dangerLevel)]}>
          <Radio.Group
            data-testid="ip-danger"
            options={Object.entries(DANGER_LEVEL_LABELS).map(([k, label]) => ({ value: Number(k), label }))}
          />
        </Form.Item>
        <Form.Item name="enabled" label="启用" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
