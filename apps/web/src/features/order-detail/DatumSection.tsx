import { UploadOutlined } from '@ant-design/icons';
import {
  ATTACH_TYPE_LABELS,
  certificationApi,
  DATUM_TYPE_MESSAGE,
  isDatumFile,
  isVideoFile,
  type OrderAttachmentRow,
} from '@certdesk/contract';
import { Button, Card, Checkbox, Empty, Select, Space, Tooltip, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { toastError, toastSuccess } from '../../app/feedback';
import { confirmAction } from '../../ui/forms';
import { uploadFile } from '../../ui/upload';
import { useDetailPart } from './detail-api';
import { useDetail } from './detail-context';
import { MediaViewer } from './MediaViewer';

/** A datum file as listed. */
export type Attachment = OrderAttachmentRow;

const TYPE_OPTIONS = Object.entries(ATTACH_TYPE_LABELS).map(([k, v]) => ({ value: Number(k), label: v }));

/** The file's name and digests, for the tooltip on its name. */
function DigestLines({ file }: { file: Attachment }) {
  return (
    <div style={{ fontFamily: 'monospace', fontSize: 11, wordBreak: 'break-all' }} data-testid="datum-digests">
      <div>{file.name}</div>
      <div>SHA-256: {file.sha256 ?? '尚未计算（下载证据包时补算）'}</div>
      <div>MD5: {file.md5}</div>
    </div>
  );
}

/** Section 5: the datum package (upload, paste, type change, delete, viewer with rotation). */
export function DatumSection() {
  const { orderId, canEdit } = useDetail();
  const query = useDetailPart(orderId, 'attach', certificationApi.attachments);
  const files = query.data ?? [];
  const [checked, setChecked] = useState<number[]>([]);
  const [viewing, setViewing] = useState<Attachment | null>(null);
  const [busy, setBusy] = useState(false);

  const upload = async (file: File) => {
    if (!isDatumFile(file.name)) return toastError(DATUM_TYPE_MESSAGE);
    setBusy(true);
    try {
      const up = await uploadFile(file, 'datum');
      const r = await call(certificationApi.addAttachment, {
        orderId,
        md5: up.md5,
        name: up.name,
        type: 200,
        url: up.url,
      });
      toastSuccess(r.duplicate ? '文件已存在' : '上传成功');
      await query.refetch();
    } finally {
      setBusy(false);
    }
  };

  // Pasting an image anywhere on the detail uploads it after the file check (02 §2.1).
  useEffect(() => {
    if (!canEdit) return;
    const onPaste = (e: ClipboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      const file = Array.from(e.clipboardData?.files ?? [])[0];
      if (!file) return;
      e.preventDefault();
      const named =
        file.name && file.name !== 'image.png' ? file : new File([file], `paste.${file.type.split('/')[1] ?? 'png'}`, { type: file.type });
      void upload(named);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  });

  const changeType = async (a: Attachment, type: number) => {
    try {
      await call(certificationApi.updateAttachment, { id: a.id, type });
      toastSuccess('资料包类型修改成功');
    } catch {
      toastError('资料包类型修改失败');
    }
    void query.refetch();
  };
  const remove = () => {
    const ids = checked.length ? checked : files.map((f) => f.id);
    confirmAction({
      title: checked.length ? '确认删除所选文件？' : '该操作将删除全部文件，是否继续？',
      okTestId: 'datum-delete-confirm',
      action: async () => {
        try {
          for (const id of ids) await call(certificationApi.deleteAttachment, { id });
        } finally {
          // Some files may be gone even when a later one failed.
          void query.refetch();
        }
        toastSuccess('删除成功');
        setChecked([]);
      },
    });
  };
  return (
    <Card
      id="Datum"
      title="资料包"
      size="small"
      data-testid="section-datum"
      extra={
        canEdit && (
          <Space>
            <Upload
              accept=".png,.gif,.jpg,.jpeg,.svg,.mp4,.avi,.mov,.wmv,.m4v"
              showUploadList={false}
              beforeUpload={(f) => {
                void upload(f);
                return false;
              }}
              multiple
            >
              <Button size="small" icon={<UploadOutlined />} loading={busy} data-testid="datum-upload">
                上传
              </Button>
            </Upload>
            <Button size="small" danger disabled={files.length === 0} onClick={remove} data-testid="datum-delete">
              {checked.length ? '删除所选' : '删除全部'}
            </Button>
          </Space>
        )
      }
    >
      {canEdit && <div style={{ color: '#999', marginBottom: 8 }}>支持粘贴图片上传；格式 PNG、GIF、JPG、JPEG、SVG 或视频</div>}
      {files.length === 0 ? (
        <Empty description="暂无资料" />
      ) : (
        <Space wrap size={12} data-testid="datum-grid">
          {files.map((a) => (
            <div key={a.id} style={{ width: 150, border: '1px solid #eee', borderRadius: 6, padding: 6 }} data-testid="datum-item">
              <button
                type="button"
                onClick={() => setViewing(a)}
                style={{
                  cursor: 'pointer',
                  border: 0,
                  width: '100%',
                  height: 110,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  background: '#fafafa',
                }}
              >
                {isVideoFile(a.url) ? (
                  <video src={a.url} style={{ maxWidth: '100%', maxHeight: 110 }}>
                    <track kind="captions" />
                  </video>
                ) : (
                  <img src={a.url} alt={a.name} style={{ maxWidth: '100%', maxHeight: 110 }} />
                )}
              </button>
              <Tooltip title={<DigestLines file={a} />} placement="bottom">
                <div
                  style={{ fontSize: 12, marginTop: 4, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                  data-testid="datum-name"
                >
                  {a.name || '未命名'}
                </div>
              </Tooltip>
              <Space size={4} style={{ marginTop: 4 }}>
                {canEdit && (
                  <Checkbox
                    checked={checked.includes(a.id)}
                    onChange={(e) => setChecked(e.target.checked ? [...checked, a.id] : checked.filter((x) => x !== a.id))}
                  />
                )}
                <Select
                  size="small"
                  value={a.type}
                  options={TYPE_OPTIONS}
                  disabled={!canEdit}
                  onChange={(v) => changeType(a, v)}
                  style={{ width: 120 }}
                />
              </Space>
            </div>
          ))}
        </Space>
      )}
      <MediaViewer file={viewing} onClose={() => setViewing(null)} onSaved={() => void query.refetch()} />
    </Card>
  );
}
