import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Form, type FormInstance, Input, Row, Select, Space } from 'antd';
import type { FilterField } from './types';

/** The search form of a list page: search, reset and (for roles 0 and 100) the expand toggle. */
export function SearchForm({
  form,
  fields,
  expanded,
  canExpand,
  onToggle,
  onSearch,
  onReset,
  initialValues,
}: {
  initialValues?: Record<string, unknown>;
  form: FormInstance;
  fields: FilterField[];
  expanded: boolean;
  canExpand: boolean;
  onToggle: () => void;
  onSearch: () => void;
  onReset: () => void;
}) {
  const hasAdvanced = fields.some((f) => f.advanced);
  const shown = fields.filter((f) => !f.advanced || (canExpand && expanded));
  return (
    <Form
      form={form}
      initialValues={initialValues}
      labelCol={{ flex: '96px' }}
      labelWrap
      onFinish={onSearch}
      className="list-search"
      data-testid="list-search"
    >
      <Row gutter={16}>
        {shown.map((f) => (
          <Col key={f.name} xs={24} sm={12} lg={8} xxl={6}>
            <Form.Item name={f.name} label={f.label}>
              {control(f)}
            </Form.Item>
          </Col>
        ))}
        <Col flex="auto" style={{ textAlign: 'right', marginBottom: 16 }}>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="list-search-submit">
              搜索
            </Button>
            <Button onClick={onReset} data-testid="list-search-reset">
              重置
            </Button>
            {hasAdvanced && canExpand && (
              <Button type="link" onClick={onToggle} data-testid="list-search-expand">
                {expanded ? '收起' : '展开'} {expanded ? <UpOutlined /> : <DownOutlined />}
              </Button>
            )}
          </Space>
        </Col>
      </Row>
    </Form>
  );
}

function control(f: FilterField) {
  if (f.type === 'input') return <Input allowClear placeholder={f.placeholder ?? `请输入${f.label}`} data-testid={`filter-${f.name}`} />;
  if (f.type === 'select')
    return (
      <Select
        allowClear
        mode={f.multiple ? 'multiple' : undefined}
        options={f.options}
        placeholder={`请选择${f.label}`}
        data-testid={`filter-${f.name}`}
      />
    );
  if (f.type === 'dateRange')
    return <DatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} data-testid={`filter-${f.name}`} />;
  return f.render();
}
