import { ATTACH_TYPE_DEGREE, ATTACH_TYPE_REPORT_CODE, detailApi, type RouteOutput } from '@certdesk/contract';
import { Button, Space, Upload } from 'antd';
import { useState } from 'react';
import { call } from '../../api/client';
import { uploadFile } from '../../ui/upload';
import { useDetail } from './detail-context';

/** What /api/ocr/edu answers: the CHSI-style degree record (school, major, level, …). */
export type DegreeOcrRecord = RouteOutput<typeof detailApi.ocrDegree>;

/** Message placed in the report-code field when the degree OCR fails (02 §8). */
export const DEGREE_UNREADABLE = '无法识别, 请手动输入';

interface Props {
  /** A picture was read: the card fills its form from the record. */
  onRecognised: (record: DegreeOcrRecord) => void;
  /** Nothing could be read: the card shows the message in the code field. */
  onUnreadable: (message: string) => void;
}

const KINDS = [
  { type: ATTACH_TYPE_DEGREE, label: '识别学历证书', testid: 'degree-ocr-certificate' },
  { type: ATTACH_TYPE_REPORT_CODE, label: '识别在线验证报告', testid: 'degree-ocr-report' },
] as const;

/** Degree OCR (POST /api/ocr/edu): 104 degree certificate, 103 online verification report. */
export function DegreeOcrButtons({ onRecognised, onUnreadable }: Props) {
  const { orderId, canEdit } = useDetail();
  const [busy, setBusy] = useState<number | null>(null);
  const recognise = async (file: File, type: number) => {
    setBusy(type);
    try {
      // an upload failure is already toasted by uploadFile; nothing was recognised then
      const up = await uploadFile(file, 'datum').catch(() => null);
      if (!up) return;
      // quiet: a refusal is not toasted but shown in the code field, as the spec places it
      const record = await call(detailApi.ocrDegree, { orderId, url: up.url, type }, { quiet: true });
      onRecognised(record);
    } catch {
      onUnreadable(DEGREE_UNREADABLE);
    } finally {
      setBusy(null);
    }
  };
  return (
    // a line of its own: the report-code field that follows is inline too
    <Space style={{ display: 'flex', marginTop: 8 }}>
      {KINDS.map((k) => (
        <Upload
          key={k.type}
          accept="image/*"
          showUploadList={false}
          disabled={!canEdit || busy !== null}
          beforeUpload={(f) => {
            void recognise(f, k.type);
            return false;
          }}
        >
          <Button size="small" disabled={!canEdit} loading={busy === k.type} data-testid={k.testid}>
            {k.label}
          </Button>
        </Upload>
      ))}
    </Space>
  );
}
