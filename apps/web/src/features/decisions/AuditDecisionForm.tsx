import { auditConfirmText, checkAuditSubmit } from '@certdesk/contract';
import { Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserInfo } from '../../api/session';
import { toastError, toastSuccess } from '../../app/feedback';
import { useDetail } from '../order-detail/detail-context';
import { confirmAsync } from './confirm';
import { finishAudit } from './decisions-api';
import { PushPreviewDialog } from './PushPreviewDialog';
import { ReasonBox } from './ReasonBox';
import { useReasonText } from './use-reason-text';
import { VerdictButtons } from './VerdictButtons';

/** Why the caller may not review now, or null (02 §2.3: assigned auditor, status 30/40, not expired). */
function refusal(
  info: { auditUid?: unknown; orderStatus: number; expired: boolean },
  uid: number | undefined,
  roles: number[],
): string | null {
  if (!roles.includes(300) || uid === undefined || Number(info.auditUid) !== uid) return '只有负责该订单的审核员可以提交审核';
  if (info.orderStatus !== 30 && info.orderStatus !== 40) return '订单当前状态不可审核';
  if (info.expired) return '订单已超期，不可审核';
  return null;
}

/**
 * The auditor's form below the AuditResult table: failure needs a reason and a text and sends
 * the order back to the certifier; success opens the push preview, whose submit finishes (D23).
 */
export function AuditDecisionForm() {
  const { orderId, detail, roles } = useDetail();
  const { data: me } = useUserInfo();
  const navigate = useNavigate();
  const reason = useReasonText();
  const [previewOpen, setPreviewOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const why = refusal(detail.orderInfoVo, me?.id, roles);
  const disabled = why !== null || busy;

  const send = async (result: 10 | 20) => {
    setBusy(true);
    try {
      await finishAudit({ orderId, result, code: reason.code, reason: reason.text.trim() });
      toastSuccess('提交成功');
      navigate('/neworder/check?type=new');
    } finally {
      setBusy(false);
      setPreviewOpen(false);
    }
  };
  const submit = async (result: 10 | 20) => {
    const verdict = checkAuditSubmit({ result, code: reason.code, text: reason.text });
    if (!verdict.ok) return toastError(verdict.message);
    // A success is confirmed from the preview, after the auditor has seen what will be pushed.
    if (result === 10) return setPreviewOpen(true);
    if (await confirmAsync(auditConfirmText(20))) await send(20);
  };
  const submitPreview = async () => {
    if (await confirmAsync(auditConfirmText(10))) await send(10);
  };

  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 12 }} data-testid="audit-form">
      <ReasonBox
        kind="auditReject"
        orderId={orderId}
        state={reason}
        disabled={disabled}
        testId="audit"
        placeholder="请选择审核失败原因"
        textPlaceholder="审核意见（失败时必填）"
      />
      <VerdictButtons
        step="audit"
        disabled={disabled}
        onSubmit={(result) => void submit(result)}
        hint={why && <Typography.Text type="secondary">{why}</Typography.Text>}
      />
      <PushPreviewDialog
        orderId={orderId}
        open={previewOpen}
        busy={busy}
        onCancel={() => setPreviewOpen(false)}
        onSubmit={() => void submitPreview()}
      />
    </Space>
  );
}
