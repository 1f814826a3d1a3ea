import { Form, Input } from 'antd';

/**
 * Province / city (/ district) entry. The shared area cascader (GET /api/options/area) is not
 * available yet, so names or GB/T 2260 codes are typed; the server turns codes into names.
 */
export function AreaFields({ district = false, required = false }: { district?: boolean; required?: boolean }) {
  return (
    <Form.Item label="省市" required={required} style={{ marginBottom: 0 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Form.Item
          name="province"
          style={{ flex: 1 }}
          rules={required ? [{ required: true, whitespace: true, message: '请选择省份' }] : []}
        >
          <Input placeholder="省份，如 广东省" data-testid="area-province" />
        </Form.Item>
        <Form.Item name="city" style={{ flex: 1 }}>
          <Input placeholder="城市，如 深圳市" data-testid="area-city" />
        </Form.Item>
        {district && (
          <Form.Item name="area" style={{ flex: 1 }}>
            <Input placeholder="区县" data-testid="area-district" />
          </Form.Item>
        )}
      </div>
    </Form.Item>
  );
}
