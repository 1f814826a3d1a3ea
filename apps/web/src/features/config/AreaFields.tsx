import { Form } from 'antd';
import { AreaCascader } from '../../ui/pickers';

/**
 * Province / city (/ district) of a configuration row, picked in the shared area cascader
 * (GB/T 2260, GET /api/options/area) rather than typed: a typed name that matched no order's
 * area found nothing. The form value is the cascader path (`areaPath`); see area-codes.ts.
 */
export function AreaFields({ district = false, required = false }: { district?: boolean; required?: boolean }) {
  return (
    <Form.Item name="areaPath" label="省市" rules={required ? [{ required: true, message: '请选择省份' }] : []}>
      <AreaCascader depth={district ? 3 : 2} placeholder={district ? '请选择省/市/区' : '请选择省/市'} testId="area-cascader" />
    </Form.Item>
  );
}
