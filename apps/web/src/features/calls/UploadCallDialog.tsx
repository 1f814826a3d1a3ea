import { UploadOutlined } from '@ant-design/icons';
import { callsApi, isAudioFileName, uploadCallSchema } from '@certdesk/contract';
import { Button, DatePicker, Form, Input, Modal, Upload } from 'antd';
import type { UploadFile } from 'antd/es/upload/interface';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { call } from '../../api/client';
import { toastError, toastSuccess } from '../../app/feedback';
import { ruleOf } from '../../lib/zod-rule';
import { validValues } from '../../ui/forms';
import { uploadFile } from '../../ui/upload';

interface Values {
  fromMobile: string;
  toMobile: string;
  startDate: Dayjs;
  endDate: Dayjs;
}

/**
 * Upload a call record to an order (02 §5): caller, callee, start and end time and one audio
 * file (最多只允许上传1个文件); POST /api/call/upload/order. The order detail mounts it.
 */
export function UploadCallDialog({
  orderId,
  open,
  onClose,
  onDone,
}: {
  orderId: number;
  open: boolean;
  onClose: () => void;
  onDone?: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [recordUrl, setRecordUrl] = useState('');
  const [saving, setSaving] = useState(false);
  const close = () => {
    form.resetFields();
    setFiles([]);
    setRecordUrl('');
    onClose();
  };
  const submit = async () => {
    const v = await validValues(form);
    if (!v) return;
    if (!recordUrl) return toastError('请上传录音文件');
    setSaving(true);
    try {
      await call(callsApi.upload, { ...v, startDate: v.startDate.valueOf(), endDate: v.endDate.valueOf(), recordUrl, orderId });
      toastSuccess('上传成功');
      close();
      onDone?.();
    } catch {
      // shown by the API client
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={open}
      title="上传通话记录"
      onCancel={close}
      onOk={submit}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'upload-call-ok' } as Record<string, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="fromMobile" label="主叫号码" rules={[ruleOf(uploadCallSchema.shape.fromMobile)]}>
          <Input data-testid="upload-call-from" placeholder="请输入主叫号码" />
        </Form.Item>
        <Form.Item name="toMobile" label="被叫号码" rules={[ruleOf(uploadCallSchema.shape.toMobile)]}>
          <Input data-testid="upload-call-to" placeholder="请输入被叫号码" />
        </Form.Item>
        <Form.Item name="startDate" label="开始时间" rules={[{ required: true, message: '请选择开始时间' }]}>
          <DatePicker showTime style={{ width: '100%' }} data-testid="upload-call-start" />
        </Form.Item>
        <Form.Item name="endDate" label="结束时间" rules={[{ required: true, message: '请选择结束时间' }]}>
          <DatePicker showTime style={{ width: '100%' }} data-testid="upload-call-end" />
        </Form.Item>
        <Form.Item label="录音文件" required>
          <Upload
            accept="audio/*"
            maxCount={1}
            fileList={files}
            onRemove={() => {
              setFiles([]);
              setRecordUrl('');
            }}
            beforeUpload={(file, list) => {
              if (list.length > 1 || files.length >= 1) {
                toastError('最多只允许上传1个文件');
                return Upload.LIST_IGNORE;
              }
              if (!file.type.startsWith('audio/') && !isAudioFileName(file.name)) {
                toastError('只能上传音频文件');
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={async ({ file, onSuccess, onError }) => {
              try {
                const stored = await uploadFile(file as File, 'record');
                setRecordUrl(stored.url);
                setFiles([{ uid: stored.url, name: (file as File).name, status: 'done' }]);
                onSuccess?.(stored);
              } catch (err) {
                onError?.(err as Error);
              }
            }}
          >
            <Button icon={<UploadOutlined />} data-testid="upload-call-file">
              上传录音
            </Button>
          </Upload>
        </Form.Item>
      </Form>
    </Modal>
  );
}
