import { certConfirmText, checkCertSubmit, compareRegistry, sendsSuccessCode, usesSingleForm } from '@certdesk/contract';
import { Alert, Col, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toastError, toastSuccess } from '../../app/feedback';
import type { OrderDetail } from '../order-detail/detail-api';
import { useDetail } from '../order-detail/detail-context';
import { confirmAsync } from './confirm';
import { submitCertification } from './decisions-api';
import { ReasonBox } from './ReasonBox';
import { useReasonText } from './use-reason-text';
import { VerdictButtons } from './VerdictButtons';

/** The registry comparison errors the success of a company order must pass (02 §5). */
function registryErrors(detail: OrderDetail) {
  const c = detail.queryCompanyInfo;
  const incoming = detail.orderIncomeInfoVo;
  const registry = {
    companyName: c?.companyName ?? null,
    socialCredit: c?.socialCredit ?? null,
    province: c?.province ?? null,
    city: c?.city ?? null,
    licenseEnd: c?.licenseEnd ?? null,
    operatingName: c?.operatingName ?? null,
    simpleLogout: c?.simpleLogout ?? null,
  };
  return compareRegistry(
    registry,
    { companyName: incoming.companyName ?? '', socialCredit: incoming.socialCredit ?? '' },
    detail.orderInfoVo.expiredAt,
  ).errors;
}

/**
 * The certifier's form below the AuthResults table (02 §2.2): one form for types 1 and 2, a
 * success form and a failure form for the other types. The rules are the contract's (the server
 * checks them again); every submit asks for confirmation.
 */
export function CertDecisionForm() {
  const { orderId, orderType, canEdit, detail } = useDetail();
  const navigate = useNavigate();
  const single = usesSingleForm(orderType);
  const fail = useReasonText();
  const success = useReasonText();
  const [busy, setBusy] = useState(false);
  const disabled = !canEdit || busy;

  const submit = async (result: 10 | 20) => {
    const mine = result === 20 || single ? fail : success;
    const other = result === 20 ? success : fail;
    const verdict = checkCertSubmit({
      orderType,
      result,
      code: mine.code,
      text: mine.text,
      otherText: single ? undefined : other.text,
      registryErrors: result === 10 && single ? registryErrors(detail) : [],
    });
    if (!verdict.ok) return toastError(verdict.message);
    if (!(await confirmAsync(certConfirmText(result), verdict.warning ? `注意：统一社会信用代码${verdict.warning}` : undefined))) return;
    const rejectCode = result === 20 || (!single && sendsSuccessCode(orderType)) ? mine.code : '';
    setBusy(true);
    try {
      await submitCertification({ orderId, result, rejectCode, reason: mine.text.trim() });
      toastSuccess('提交成功');
      navigate('/neworder/auth?type=new');
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (result: 10 | 20) => void submit(result);
  const hint = !canEdit && detail.permission.reason ? <Typography.Text type="secondary">{detail.permission.reason}</Typography.Text> : null;
  if (single) {
    return (
      <Space direction="vertical" style={{ width: '100%', marginTop: 12 }} data-testid="cert-form">
        {detail.orderInfoVo.rejectMsg && detail.orderInfoVo.orderStatus === 20 && (
          <Alert type="warning" showIcon message={`审核退回：${detail.orderInfoVo.rejectMsg}`} />
        )}
        <ReasonBox
          kind="authReject"
          orderId={orderId}
          state={fail}
          disabled={disabled}
          testId="cert"
          placeholder="请选择失败原因"
          textPlaceholder="认证内容（失败时必填）"
        />
        <VerdictButtons step="cert" disabled={disabled} onSubmit={onSubmit} hint={hint} />
      </Space>
    );
  }
  /** One half of the split form: its reason box, then its one button (成功 left, 失败 right). */
  const half = (result: 10 | 20) => {
    const ok = result === 10;
    const word = ok ? '成功' : '失败';
    return (
      <Col span={12}>
        <Typography.Text strong>认证{word}</Typography.Text>
        <ReasonBox
          kind={ok ? 'authSuccess' : 'authReject'}
          orderId={orderId}
          state={ok ? success : fail}
          disabled={disabled}
          testId={ok ? 'cert-ok' : 'cert'}
          placeholder={`请选择${word}原因`}
          textPlaceholder={`请输入${word}原因`}
        />
        <VerdictButtons
          step="cert"
          results={[result]}
          disabled={disabled}
          onSubmit={onSubmit}
          hint={ok ? null : hint}
          style={{ marginTop: 8 }}
        />
      </Col>
    );
  };
  return (
    <Row gutter={16} style={{ marginTop: 12 }} data-testid="cert-form">
      {half(10)}
      {half(20)}
    </Row>
  );
}
