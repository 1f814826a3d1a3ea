import { HistoryOutlined } from '@ant-design/icons';
import { COMPANY_FIELD_LABELS, COMPANY_FIELDS, type CompanyField, compareRegistry, detailApi } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Space, Switch, Tag, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import type { CompanyCard } from './detail-api';
import { useDetail } from './detail-context';
import { FieldHistory } from './FieldHistory';
import { RecheckButton, WebsitesButton } from './RegistryDialogs';

const FLAGGED: Partial<
  Record<CompanyField, 'companyName' | 'socialCredit' | 'province' | 'city' | 'licenseEnd' | 'operatingName' | 'simpleLogout'>
> = {
  companyName: 'companyName',
  socialCredit: 'socialCredit',
  province: 'province',
  city: 'city',
  licenseEnd: 'licenseEnd',
  operatingName: 'operatingName',
  simpleLogout: 'simpleLogout',
};
/** Type 3 shows only a part of the registry card. */
const POSITION_FIELDS: CompanyField[] = ['companyName', 'socialCredit', 'legalUse', 'operatingName', 'address'];

const original = (card: CompanyCard | null): Record<CompanyField, string> =>
  Object.fromEntries(COMPANY_FIELDS.map((f) => [f, card?.[f] ?? ''])) as Record<CompanyField, string>;

/** The editable registry card, with the comparison flag beside each field (02 §5). */
export function RegistryCard() {
  const { orderId, orderType, detail, canEdit, refresh } = useDetail();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Record<CompanyField, string>>();
  const [editing, setEditing] = useState(false);
  const [loaded, setLoaded] = useState(() => original(detail.queryCompanyInfo));
  const [values, setValues] = useState(loaded);
  const [saving, setSaving] = useState(false);
  const [history, setHistory] = useState<CompanyField | null>(null);
  useEffect(() => {
    const next = original(detail.queryCompanyInfo);
    setLoaded(next);
    setValues(next);
    form.setFieldsValue(next);
  }, [detail.queryCompanyInfo, form]);
  const dirty = COMPANY_FIELDS.some((f) => (values[f] ?? '') !== loaded[f]);
  const comparison = useMemo(
    () =>
      compareRegistry(
        { ...values, licenseEnd: values.licenseEnd || null },
        { companyName: detail.orderIncomeInfoVo.companyName ?? '', socialCredit: detail.orderIncomeInfoVo.socialCredit ?? '' },
        detail.orderInfoVo.expiredAt,
      ),
    [values, detail],
  );
  const fields =
    orderType === 3
      ? POSITION_FIELDS
      : COMPANY_FIELDS.filter((f) => (f !== 'checkOrg' && f !== 'condOrg') || detail.orderInfoVo.orgType === 10);
  const save = async () => {
    setSaving(true);
    try {
      const changed = Object.fromEntries(COMPANY_FIELDS.filter((f) => values[f] !== loaded[f]).map((f) => [f, values[f]]));
      await call(detailApi.updateCompany, { orderId, ...changed });
      toastSuccess('保存成功');
      setLoaded({ ...values });
      await queryClient.invalidateQueries({ queryKey: ['orderDetail', orderId] });
      refresh();
    } finally {
      setSaving(false);
    }
  };
  const reset = () => {
    setValues(loaded);
    form.setFieldsValue(loaded);
  };
  return (
    <Card
      size="small"
      title="档案信息"
      data-testid="registry-card"
      extra={
        <Space>
          {canEdit && (
            <Switch checkedChildren="编辑" unCheckedChildren="查看" checked={editing} onChange={setEditing} data-testid="edit-switch" />
          )}
          {canEdit && <RecheckButton />}
          <WebsitesButton />
          <Button size="small" type="primary" disabled={!canEdit || !dirty} loading={saving} onClick={save} data-testid="registry-save">
            保存
          </Button>
          <Button size="small" disabled={!canEdit || !dirty} onClick={reset} data-testid="registry-reset">
            重置
          </Button>
        </Space>
      }
    >
      {!detail.queryCompanyInfo && <Tag color="orange">暂无查档结果</Tag>}
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ flex: '120px' }}
        size="small"
        initialValues={loaded}
        onValuesChange={(_, all) => setValues({ ...loaded, ...all })}
        disabled={!canEdit || !editing}
      >
        {fields.map((f) => {
          const flagKey = FLAGGED[f];
          const flag = flagKey ? comparison.flags[flagKey] : undefined;
          return (
            <Form.Item key={f} label={COMPANY_FIELD_LABELS[f]} style={{ marginBottom: 6 }}>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item name={f} noStyle>
                  {f === 'businessScope' ? (
                    <Input.TextArea autoSize={{ maxRows: 3 }} data-testid={`company-${f}`} />
                  ) : (
                    <Input data-testid={`company-${f}`} />
                  )}
                </Form.Item>
                <Tooltip title="修改记录">
                  <Button icon={<HistoryOutlined />} disabled={false} onClick={() => setHistory(f)} data-testid={`history-${f}`} />
                </Tooltip>
              </Space.Compact>
              {flag && (
                <Tag color={flag === '永续经营' ? 'green' : 'red'} style={{ marginTop: 2 }} data-testid={`flag-${f}`}>
                  {flag}
                </Tag>
              )}
            </Form.Item>
          );
        })}
      </Form>
      <FieldHistory field={history} eventType={10} label={history ? COMPANY_FIELD_LABELS[history] : ''} onClose={() => setHistory(null)} />
    </Card>
  );
}
