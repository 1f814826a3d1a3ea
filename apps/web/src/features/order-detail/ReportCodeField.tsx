import { detailApi } from '@certdesk/contract';
import { Button, Input, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess, toastWarning } from '../../app/feedback';
import { uploadFile } from '../../ui/upload';
import { useDetail } from './detail-context';

/** A value the card's degree OCR puts into the code field (a new object each time). */
export interface ReportCodeFromOcr {
  code: string;
  placeholder?: string;
}

/** Degree report code: typed, or read from the report's QR code (fallback 无法识别, 请手动输入). */
export function ReportCodeField({ fromOcr }: { fromOcr?: ReportCodeFromOcr }) {
  const { orderId, detail, canEdit, refresh } = useDetail();
  const [code, setCode] = useState(detail.reportVerificationCode);
  const [placeholder, setPlaceholder] = useState('请输入学信网验证码');
  // the degree OCR of the card writes here: a read report's code, or the failure message
  useEffect(() => {
    if (!fromOcr) return;
    setCode(fromOcr.code);
    if (fromOcr.placeholder) setPlaceholder(fromOcr.placeholder);
  }, [fromOcr]);
  const save = async () => {
    if (!code.trim()) return toastWarning('请输入学信网验证码');
    await call(detailApi.saveReportCode, { orderId, reportVerificationCode: code.trim() });
    toastSuccess('保存成功');
  };
  const commit = async () => {
    await call(detailApi.autoCommitEducational, { orderId });
    toastSuccess('操作成功');
    refresh();
  };
  const recognise = async (file: File) => {
    const up = await uploadFile(file, 'datum');
    const r = await call(detailApi.ocrReportCode, { orderId, url: up.url });
    if (r.recognised) setCode(r.reportVerificationCode);
    else {
      setCode('');
      setPlaceholder(r.message);
    }
  };
  return (
    <Space style={{ marginTop: 8 }}>
      <span>学信网验证码</span>
      <Input
        value={code}
        placeholder={placeholder}
        onChange={(e) => setCode(e.target.value)}
        disabled={!canEdit}
        style={{ width: 220 }}
        data-testid="report-code"
      />
      <Button size="small" disabled={!canEdit} onClick={save}>
        保存
      </Button>
      <Upload
        accept="image/*"
        showUploadList={false}
        disabled={!canEdit}
        beforeUpload={(f) => {
          void recognise(f);
          return false;
        }}
      >
        <Button size="small" disabled={!canEdit}>
          识别报告
        </Button>
      </Upload>
      <Button size="small" disabled={!canEdit || !detail.reportVerificationCode} onClick={commit}>
        自动提交
      </Button>
    </Space>
  );
}
