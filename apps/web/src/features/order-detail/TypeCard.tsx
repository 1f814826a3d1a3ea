import { type ApplicantValues, detailApi, type RouteInput } from '@certdesk/contract';
import { Button, Card, Form, Input, Space } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { call } from '../../api/client';
import { toastError, toastSuccess } from '../../app/feedback';
import { ruleOf } from '../../lib/zod-rule';
import { validValues } from '../../ui/forms';
import { DegreeOcrButtons, type DegreeOcrRecord } from './DegreeOcrButtons';
import { useDetail } from './detail-context';
import { ReportCodeField, type ReportCodeFromOcr } from './ReportCodeField';
import { VerifiedRecord } from './VerifiedRecord';

interface Spec {
  title: string;
  route: (typeof detailApi)['savePosition' | 'saveEducationalValue' | 'saveMajorValue' | 'saveHonorValue'];
  /** The form's fields; their rules are the route body's (required, length, message). */
  fields: { name: keyof ApplicantValues; label: string }[];
  failure: string;
}

/** The rules of a field: its schema in the save body (each spec shows only fields its body has). */
const rulesOf = (spec: Spec, name: keyof ApplicantValues) => {
  const field = (spec.route.body.shape as Partial<Record<keyof ApplicantValues, z.ZodType>>)[name];
  return field ? [ruleOf(field)] : [];
};

/** Skill, professional qualification and job title: a name and a level, saved alike. */
const levelledSpec = (title: string, nameLabel: string): Spec => ({
  title,
  route: detailApi.saveMajorValue,
  fields: [
    { name: 'expertTitle', label: nameLabel },
    { name: 'level', label: '等级' },
  ],
  failure: '保存失败',
});

const SPECS: Record<number, Spec> = {
  3: {
    title: '职位信息',
    route: detailApi.savePosition,
    fields: [{ name: 'position', label: '申请人职位' }],
    failure: '保存职位失败',
  },
  4: {
    title: '学历信息',
    route: detailApi.saveEducationalValue,
    fields: [
      { name: 'educational', label: '申请人学历' },
      { name: 'major', label: '申请人专业' },
      { name: 'school', label: '申请人学校' },
    ],
    failure: '保存职位失败',
  },
  5: levelledSpec('技能信息', '技能名称'),
  6: levelledSpec('职业资格信息', '资格名称'),
  7: levelledSpec('职称信息', '职称名称'),
  8: {
    title: '荣誉信息',
    route: detailApi.saveHonorValue,
    fields: [{ name: 'honorTitle', label: '荣誉名称' }],
    failure: '保存失败',
  },
};

/** The lower card by order type: position, degree, skill, professional, job title, honour. */
export function TypeCard() {
  const { orderId, orderType, detail, canEdit, refresh } = useDetail();
  const spec = SPECS[orderType];
  const [form] = Form.useForm<Record<string, string>>();
  const loaded = Object.fromEntries((spec?.fields ?? []).map((f) => [f.name, detail.orderInfoVo[f.name] ?? '']));
  const [dirty, setDirty] = useState(false);
  const [codeFromOcr, setCodeFromOcr] = useState<ReportCodeFromOcr>();
  if (!spec) return null;
  // a recognised degree fills the form and activates save (the certifier checks and saves)
  const fillFromOcr = (r: DegreeOcrRecord) => {
    form.setFieldsValue({ educational: r.level ?? '', major: r.major ?? '', school: r.school ?? '' });
    setDirty(true);
    if (r.reportVerificationCode) setCodeFromOcr({ code: r.reportVerificationCode });
  };
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      // The form holds the spec's fields, which are the route's body.
      await call(spec.route, { orderId, ...values } as RouteInput<Spec['route']>);
      toastSuccess('保存成功');
      setDirty(false);
      refresh();
    } catch {
      toastError(spec.failure);
    }
  };
  return (
    <Card
      size="small"
      title={spec.title}
      data-testid="type-card"
      extra={
        <Space>
          <Button size="small" type="primary" disabled={!canEdit || !dirty} onClick={save} data-testid="type-save">
            保存
          </Button>
          <Button
            size="small"
            disabled={!canEdit || !dirty}
            onClick={() => {
              form.setFieldsValue(loaded);
              setDirty(false);
            }}
          >
            重置
          </Button>
        </Space>
      }
    >
      <Form
        form={form}
        layout="inline"
        initialValues={loaded}
        disabled={!canEdit}
        onValuesChange={(_, all) => setDirty(Object.keys(loaded).some((k) => (all[k] ?? '') !== loaded[k]))}
      >
        {spec.fields.map((f) => (
          <Form.Item key={f.name} name={f.name} label={f.label} rules={rulesOf(spec, f.name)}>
            <Input data-testid={`type-${f.name}`} />
          </Form.Item>
        ))}
      </Form>
      {orderType === 4 && (
        <DegreeOcrButtons onRecognised={fillFromOcr} onUnreadable={(m) => setCodeFromOcr({ code: '', placeholder: m })} />
      )}
      {orderType === 4 && <ReportCodeField fromOcr={codeFromOcr} />}
      <VerifiedRecord />
    </Card>
  );
}
