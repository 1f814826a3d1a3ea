import { accountApi } from '@certdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Modal, Space, Upload } from 'antd';
import ImgCrop, { type ImgCropProps } from 'antd-img-crop';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { USER_INFO_KEY } from '../../api/session';
import { CSP_NONCE } from '../../app/csp-nonce';
import { toastError, toastSuccess } from '../../app/feedback';
import { uploadFile } from '../../ui/upload/upload-file';
import { AVATAR_SIZE, toAvatarPng } from './crop';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * Pick a picture, frame it in antd-img-crop's cropper (drag, zoom), see the 300×300 result and
 * upload it; then save it as the avatar, show 修改成功 and refresh the user info.
 */
export function AvatarCropDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [avatar, setAvatar] = useState<{ file: File; url: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(
    () => () => {
      if (avatar) URL.revokeObjectURL(avatar.url);
    },
    [avatar],
  );

  const close = () => {
    setAvatar(null);
    onClose();
  };
  // Called by antd-img-crop with the cropped picture; never lets antd's Upload send it itself.
  const cropped = async (file: Blob) => {
    try {
      const png = await toAvatarPng(file);
      setAvatar({ file: png, url: URL.createObjectURL(png) });
    } catch {
      toastError('图片无法读取，请选择其他图片');
    }
    return Upload.LIST_IGNORE;
  };
  const submit = async () => {
    if (!avatar) return;
    setBusy(true);
    try {
      // The specification's flow (02 §4): upload signature, post to the storage host, save the URL.
      const { url } = await uploadFile(avatar.file, 'avatar');
      await call(accountApi.updateAvatar, { avatar: url });
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
      okButtonProps={{ disabled: !avatar, 'data-testid': 'avatar-submit' } as ButtonProps}
      width={420}
    >
      <Space direction="vertical" style={{ width: '100%' }} align="center">
        <ImgCrop
          aspect={1}
          modalTitle="裁剪头像"
          modalOk="确定"
          modalCancel="取消"
          maxZoom={4}
          showGrid
          modalClassName="avatar-crop-modal"
          // react-easy-crop inserts a <style> element: it needs the page's CSP nonce. (Its type asks
          // for every prop that has a default, hence the cast.)
          cropperProps={{ nonce: CSP_NONCE } as ImgCropProps['cropperProps']}
          beforeCrop={(file) => {
            if (file.type.startsWith('image/')) return true;
            toastError('请选择图片文件');
            return false;
          }}
        >
          <Upload accept={ACCEPT} showUploadList={false} beforeUpload={cropped}>
            <Button data-testid="avatar-pick">选择图片</Button>
          </Upload>
        </ImgCrop>
        <div
          data-testid="avatar-frame"
          style={{ width: AVATAR_SIZE, height: AVATAR_SIZE, overflow: 'hidden', background: '#f5f5f5', borderRadius: 4 }}
        >
          {avatar ? (
            <img src={avatar.url} alt="头像预览" width={AVATAR_SIZE} height={AVATAR_SIZE} />
          ) : (
            <div style={{ lineHeight: `${AVATAR_SIZE}px`, textAlign: 'center', color: '#999' }}>请选择一张图片</div>
          )}
        </div>
      </Space>
    </Modal>
  );
}
