import { RotateLeftOutlined, RotateRightOutlined } from '@ant-design/icons';
import { certificationApi, isVideoFile } from '@certdesk/contract';
import { Button, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { loadImage, renderRotated, uploadFile } from '../../ui/upload';
import type { Attachment } from './DatumSection';
import { useDetail } from './detail-context';

/** The media viewer: images rotate; save uploads the rotated image and updates the attachment. */
export function MediaViewer({ file, onClose, onSaved }: { file: Attachment | null; onClose: () => void; onSaved: () => void }) {
  const { canEdit } = useDetail();
  const [turn, setTurn] = useState(0);
  const [saving, setSaving] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new file opens unrotated; the file is the trigger
  useEffect(() => setTurn(0), [file]);
  if (!file) return null;
  const video = isVideoFile(file.url);
  const save = async () => {
    setSaving(true);
    try {
      const blob = await fetch(file.url).then((r) => r.blob());
      const rotated = await renderRotated(await loadImage(blob), turn);
      const up = await uploadFile(new File([rotated], 'rotated.jpg', { type: 'image/jpeg' }), 'datum');
      await call(certificationApi.updateAttachment, { id: file.id, url: up.url, md5: up.md5 });
      toastSuccess('保存成功');
      setTurn(0);
      onSaved();
      onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={file.name || '查看'} onCancel={onClose} width={820} footer={null} destroyOnHidden>
      <div style={{ height: 520, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden', background: '#222' }}>
        {video ? (
          <video src={file.url} controls style={{ maxWidth: '100%', maxHeight: 500 }}>
            <track kind="captions" />
          </video>
        ) : (
          <img
            src={file.url}
            alt={file.name}
            data-testid="viewer-image"
            style={{ maxWidth: 500, maxHeight: 500, transform: `rotate(${turn}deg)`, transition: 'transform .2s' }}
          />
        )}
      </div>
      {!video && (
        <Space style={{ marginTop: 12 }}>
          <Button icon={<RotateLeftOutlined />} onClick={() => setTurn(turn - 90)} data-testid="rotate-left">
            左转
          </Button>
          <Button icon={<RotateRightOutlined />} onClick={() => setTurn(turn + 90)} data-testid="rotate-right">
            右转
          </Button>
          {turn % 360 !== 0 && canEdit && (
            <>
              <Button type="primary" loading={saving} onClick={save} data-testid="rotate-save">
                保存
              </Button>
              <Button onClick={() => setTurn(0)}>取消</Button>
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
