import { useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Modal, Slider, Space, Upload } from 'antd';
import { type PointerEvent, useRef, useState } from 'react';
import { post } from '../../api/client';
import { USER_INFO_KEY } from '../../api/session';
import { toastError, toastSuccess } from '../../app/feedback';
import { uploadFile } from '../../ui/upload/upload-file';
import { AVATAR_SIZE, type CropView, clampView, coverView, cropToPng } from './crop';

/**
 * Pick a picture, frame it (drag to move, slider to zoom), crop to a 300×300 PNG and upload;
 * then save it as the avatar, show 修改成功 and refresh the user info.
 */
export function AvatarCropDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [view, setView] = useState<CropView>({ scale: 1, x: 0, y: 0 });
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number; view: CropView } | null>(null);
  const base = image ? coverView(image.naturalWidth, image.naturalHeight) : null;

  const load = (file: File) => {
    if (!file.type.startsWith('image/')) {
      toastError('请选择图片文件');
      return false;
    }
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setView(coverView(img.naturalWidth, img.naturalHeight));
    };
    img.src = URL.createObjectURL(file);
    return false;
  };
  const move = (e: PointerEvent) => {
    if (!drag.current || !image) return;
    const d = drag.current;
    setView(
      clampView({ ...d.view, x: d.view.x + e.clientX - d.x, y: d.view.y + e.clientY - d.y }, image.naturalWidth, image.naturalHeight),
    );
  };
  const zoom = (factor: number) => {
    if (!image || !base) return;
    const scale = base.scale * factor;
    // Zoom about the frame's centre.
    const c = AVATAR_SIZE / 2;
    const next = { scale, x: c - ((c - view.x) * scale) / view.scale, y: c - ((c - view.y) * scale) / view.scale };
    setView(clampView(next, image.naturalWidth, image.naturalHeight));
  };
  const close = () => {
    setImage(null);
    onClose();
  };
  const submit = async () => {
    if (!image) return;
    setBusy(true);
    try {
      // The specification's flow (02 §4): upload signature, post to the storage host, save the URL.
      const { url } = await uploadFile(await cropToPng(image, view), 'avatar');
      await post('/api/user/update', { avatar: url });
      toastSuccess('修改成功');
      await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      close();
    } catch (err) {
      // A failed upload is only logged (02 §4); the API client or the upload helper has shown the message.
      console.error('avatar upload failed', err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title="修改头像"
      onCancel={close}
      onOk={submit}
      confirmLoading={busy}
      okButtonProps={{ disabled: !image, 'data-testid': 'avatar-submit' } as ButtonProps}
      width={420}
    >
      <Space direction="vertical" style={{ width: '100%' }} align="center">
        <Upload accept="image/png,image/jpeg,image/gif,image/webp" showUploadList={false} beforeUpload={load}>
          <Button data-testid="avatar-pick">选择图片</Button>
        </Upload>
        <div
          data-testid="avatar-frame"
          style={{
            width: AVATAR_SIZE,
            height: AVATAR_SIZE,
            overflow: 'hidden',
            position: 'relative',
            background: '#f5f5f5',
            cursor: image ? 'move' : 'default',
            borderRadius: 4,
            touchAction: 'none',
          }}
          onPointerDown={(e) => {
            drag.current = { x: e.clientX, y: e.clientY, view };
            e.currentTarget.setPointerCapture(e.pointerId);
          }}
          onPointerMove={move}
          onPointerUp={() => {
            drag.current = null;
          }}
        >
          {image ? (
            <img
              src={image.src}
              alt="头像预览"
              draggable={false}
              style={{
                position: 'absolute',
                left: view.x,
                top: view.y,
                width: image.naturalWidth * view.scale,
                height: image.naturalHeight * view.scale,
                maxWidth: 'none',
              }}
            />
          ) : (
            <div style={{ lineHeight: `${AVATAR_SIZE}px`, textAlign: 'center', color: '#999' }}>请选择一张图片</div>
          )}
        </div>
        <Slider
          style={{ width: AVATAR_SIZE }}
          min={1}
          max={4}
          step={0.05}
          disabled={!image}
          value={base ? view.scale / base.scale : 1}
          onChange={zoom}
          tooltip={{ formatter: (v) => `${Math.round((v ?? 1) * 100)}%` }}
        />
      </Space>
    </Modal>
  );
}
