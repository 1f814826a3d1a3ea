import {
  certificationApi,
  FRONT_EMPTY_MESSAGE,
  isBlankInfo,
  LEGAL_VERIFY_TYPE_LABELS,
  SIDE_EMPTY_MESSAGE,
  SIDE_VERIFY_TYPE_LABELS,
} from '@certdesk/contract';
import { Button, Card, Checkbox, Form, Input, Radio, Select, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { toastError, toastSuccess } from '../../app/feedback';
import { TextItem } from '../../ui/forms';
import { useDetailPart } from './detail-api';
import { useDetail } from './detail-context';

const opts = (labels: Record<number, string>) => Object.entries(labels).map(([k, v]) => ({ value: Number(k), label: v }));

/** Section 2: side and front verification (types 1 and 2). */
export function AuthSection() {
  const { orderId, canEdit, roles } = useDetail();
  const query = useDetailPart(orderId, 'verify', certificationApi.verification);
  const [active, setActive] = useState('10');
  const [side] = Form.useForm();
  const [front] = Form.useForm();
  const [companyType, setCompanyType] = useState(10);
  useEffect(() => {
    if (!query.data) return;
    setActive(String(query.data.verifyType));
    side.setFieldsValue(query.data.sideInfo ?? {});
    front.setFieldsValue(query.data.frontInfo ?? { companyType: 10 });
    setCompanyType(query.data.frontInfo?.companyType ?? 10);
  }, [query.data, side, front]);
  // Role 300 sees the saved tab only; the other is disabled (02 §4).
  const auditorOnly = roles.includes(300) && !roles.includes(200);
  const save = async () => {
    const verifyType = Number(active);
    const sideInfo = side.getFieldsValue();
    const frontInfo = front.getFieldsValue();
    if (verifyType === 10 && isBlankInfo(sideInfo)) return toastError(SIDE_EMPTY_MESSAGE);
    if (verifyType === 20 && isBlankInfo(frontInfo)) return toastError(FRONT_EMPTY_MESSAGE);
    await call(certificationApi.saveVerification, {
      orderId,
      verifyType,
      sideInfo,
      frontInfo: frontInfo.companyType === 20 ? { ...frontInfo, publicAccount: null } : frontInfo,
    });
    toastSuccess('保存成功');
    void query.refetch();
  };
  const saved = String(query.data?.verifyType ?? 10);
  return (
    <Card
      id="Auth"
      title="认证流程"
      size="small"
      data-testid="section-auth"
      extra={
        canEdit && (
          <Button size="small" type="primary" onClick={save} data-testid="verify-save">
            保存核实信息
          </Button>
        )
      }
    >
      <Tabs
        activeKey={active}
        onChange={setActive}
        items={[
          {
            key: '10',
            label: '侧面核实',
            disabled: auditorOnly && saved !== '10',
            children: (
              <Form form={side} labelCol={{ flex: '110px' }} size="small" disabled={!canEdit}>
                <Form.Item name="verifyType" label="核实渠道">
                  <Select options={opts(SIDE_VERIFY_TYPE_LABELS)} allowClear />
                </Form.Item>
                <TextItem name="ceoName" label="法人姓名" />
                <TextItem name="ceoMobile" label="法人电话" />
                <Form.Item name="localDateTime" label="核实时间">
                  <Input placeholder="yyyy-MM-dd HH:mm:ss" />
                </Form.Item>
                <Form.Item name="ceoVerifyResult" label="法人核实结果">
                  <Input.TextArea autoSize />
                </Form.Item>
                <Form.Item label="申请人">
                  <Form.Item name={['applyUserVerifyResult', 'applyUserOnWork']} valuePropName="checked" noStyle>
                    <Checkbox>在职</Checkbox>
                  </Form.Item>
                  <Form.Item name={['applyUserVerifyResult', 'hasWarrant']} valuePropName="checked" noStyle>
                    <Checkbox>有授权</Checkbox>
                  </Form.Item>
                  <Form.Item name={['applyUserVerifyResult', 'selfApply']} valuePropName="checked" noStyle>
                    <Checkbox>本人申请</Checkbox>
                  </Form.Item>
                </Form.Item>
                <Form.Item name="verifyResult" label="核实结果">
                  <Input.TextArea autoSize data-testid="side-result" />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: '20',
            label: '正面核实',
            disabled: auditorOnly && saved !== '20',
            children: (
              <Form
                form={front}
                labelCol={{ flex: '110px' }}
                size="small"
                disabled={!canEdit}
                onValuesChange={(c) => c.companyType && setCompanyType(c.companyType)}
              >
                <Form.Item name="companyType" label="企业类型">
                  <Radio.Group
                    options={[
                      { value: 10, label: '法人企业' },
                      { value: 20, label: '非法人企业' },
                    ]}
                  />
                </Form.Item>
                {companyType !== 20 && (
                  <>
                    <TextItem name={['publicAccount', 'bankNo']} label="对公账号" />
                    <TextItem name={['publicAccount', 'bankName']} label="开户行" />
                    <TextItem name={['publicAccount', 'transferMoney']} label="打款金额" />
                    <TextItem name={['publicAccount', 'backMoney']} label="回款金额" />
                  </>
                )}
                <Form.Item name={['legalVerifyInfo', 'verifyType']} label="法人核实方式">
                  <Select options={opts(LEGAL_VERIFY_TYPE_LABELS)} allowClear />
                </Form.Item>
                <Form.Item name="applyUserOnWork" valuePropName="checked" label="申请人在职">
                  <Checkbox />
                </Form.Item>
                <Form.Item name="myselfApply" valuePropName="checked" label="本人申请">
                  <Checkbox />
                </Form.Item>
                <Form.Item name="verifyResult" label="核实结果">
                  <Input.TextArea autoSize />
                </Form.Item>
              </Form>
            ),
          },
        ]}
      />
    </Card>
  );
}
