import {
  certificationApi,
  detailApi,
  FOUR_ELEMENT_MISMATCH,
  fourValidateSchema,
  manualReptileSchema,
  registryApi,
  verifyUserSchema,
  type WebsiteRow,
} from '@certdesk/contract';
import { Button, Descriptions, Form, Input, Modal, Select, Tag } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { ruleOf } from '../../lib/zod-rule';
import { TextItem, validValues } from '../../ui/forms';
import { useDetail } from './detail-context';
import { PartTableButton } from './PartTableButton';

/** Re-check registry (/api/manualReptile): company name and type required. */
export function RecheckButton() {
  const { orderId, detail, refresh } = useDetail();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm();
  const card = detail.queryCompanyInfo;
  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    const sent = await call(registryApi.manualLookup, { orderId, ...v, province: card?.province ?? '', city: card?.city ?? '' }).then(
      () => true,
      () => false, // The API client has shown the message.
    );
    if (!sent) return;
    toastSuccess('已提交重新查档');
    setOpen(false);
    refresh();
  };
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="recheck-open">
        重新查档
      </Button>
      <Modal open={open} title="重新查档" onOk={submit} onCancel={() => setOpen(false)} width={500} destroyOnHidden>
        <Form
          form={form}
          labelCol={{ flex: '110px' }}
          initialValues={{
            companyName: card?.companyName || detail.orderIncomeInfoVo.companyName,
            socialCredit: card?.socialCredit ?? '',
            licenseNo: card?.licenseNo ?? '',
            orgType: detail.orderInfoVo.orgType,
          }}
        >
          <Form.Item name="companyName" label="企业名称" rules={[ruleOf(manualReptileSchema.shape.companyName)]}>
            <Input data-testid="recheck-name" />
          </Form.Item>
          <TextItem name="socialCredit" label="统一社会信用代码" />
          <TextItem name="licenseNo" label="注册号" />
          <Form.Item name="orgType" label="企业类型" rules={[ruleOf(manualReptileSchema.shape.orgType)]}>
            <Select
              options={[
                { value: 20, label: '企业' },
                { value: 10, label: '事业单位/组织' },
              ]}
            />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

/** The registry websites of the order's area. */
export function WebsitesButton() {
  return (
    <PartTableButton<WebsiteRow>
      label="查档网址"
      part="websites"
      route={detailApi.websites}
      width={700}
      pagination={false}
      columns={[
        { title: '省市', render: (_, r) => `${r.provinceName}${r.cityName}` },
        {
          title: '网址',
          dataIndex: 'website',
          render: (v: string) => (
            <a href={v} target="_blank" rel="noreferrer">
              {v}
            </a>
          ),
        },
        { title: '备注', dataIndex: 'notes' },
      ]}
    />
  );
}

/** A check dialog: open or not, its form, and the last answer (null after a refusal, which the API client has shown). */
function useCheckDialog<Values, Answer>(check: (values: Values) => Promise<Answer>) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<Answer | null>(null);
  const [form] = Form.useForm<Values>();
  const submit = async () => {
    const values = await validValues(form);
    if (values) setResult(await check(values).catch(() => null));
  };
  return { open, setOpen, result, form, submit };
}

type Four = Record<'enterpriseName' | 'enterpriseNo' | 'legalName' | 'legalIdCard', string>;
const FOUR_LABELS: Four = { enterpriseName: '企业名称', enterpriseNo: '信用代码', legalName: '法人姓名', legalIdCard: '法人身份证' };

/** Four-element check (D12): each mismatching field shows 不一致. */
export function FourElementButton() {
  const { orderId, detail } = useDetail();
  const { open, setOpen, result, form, submit } = useCheckDialog((v: Four) => call(detailApi.fourValidate, { orderId, ...v }));
  const i = detail.orderIncomeInfoVo;
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="four-open">
        四要素核验
      </Button>
      <Modal open={open} title="四要素核验" okText="核验" onOk={submit} onCancel={() => setOpen(false)} width={560} destroyOnHidden>
        <Form
          form={form}
          labelCol={{ flex: '100px' }}
          initialValues={{ enterpriseName: i.companyName, enterpriseNo: i.socialCredit, legalName: i.ceoName, legalIdCard: '' }}
        >
          {(Object.keys(FOUR_LABELS) as (keyof Four)[]).map((k) => (
            <Form.Item key={k} name={k} label={FOUR_LABELS[k]} rules={[ruleOf(fourValidateSchema.shape[k])]}>
              <Input />
            </Form.Item>
          ))}
        </Form>
        {result && (
          <Descriptions size="small" column={1} bordered title="核验结果">
            {(Object.keys(FOUR_LABELS) as (keyof Four)[]).map((k) => (
              <Descriptions.Item key={k} label={FOUR_LABELS[k]}>
                {result[k]} {result.result[k] === FOUR_ELEMENT_MISMATCH ? <Tag color="red">不一致</Tag> : <Tag color="green">一致</Tag>}
              </Descriptions.Item>
            ))}
          </Descriptions>
        )}
      </Modal>
    </>
  );
}

/** Legal person check: name and an 18-character ID. */
export function LegalPersonButton() {
  const { orderId, detail } = useDetail();
  const { open, setOpen, result, form, submit } = useCheckDialog((v: { name: string; idCardNo: string }) =>
    call(certificationApi.checkLegalPerson, { orderId, ...v }),
  );
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="legal-open">
        法人核验
      </Button>
      <Modal open={open} title="法人核验" okText="核验" onOk={submit} onCancel={() => setOpen(false)} width={500} destroyOnHidden>
        <Form
          form={form}
          labelCol={{ flex: '90px' }}
          initialValues={{ name: detail.queryCompanyInfo?.legalUse || detail.orderIncomeInfoVo.ceoName, idCardNo: '' }}
        >
          <Form.Item name="name" label="姓名" rules={[ruleOf(verifyUserSchema.shape.name)]}>
            <Input />
          </Form.Item>
          <Form.Item name="idCardNo" label="身份证号" rules={[ruleOf(verifyUserSchema.shape.idCardNo)]}>
            <Input maxLength={18} />
          </Form.Item>
        </Form>
        {result && <Tag color={result.verifyResult === 10 ? 'green' : 'red'}>{result.verifyMsg}</Tag>}
      </Modal>
    </>
  );
}
