import { UploadOutlined } from '@ant-design/icons';
import { type MailAttachment, type MailTemplateOption, mailApi, sendEmailSchema } from '@certdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Form, Input, Modal, Spin, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { ruleOf } from '../../lib/zod-rule';
import { validValues } from '../../ui/forms';
import { uploadFile } from '../../ui/upload';
import { MAIL_KEY } from './mail-api';
import { RichEditor } from './RichEditor';
import { useRichEditor } from './use-rich-editor';

/** Which dialog: 发送邮件 (material requests) or 结果邮件 (the result to the company). */
export type MailKind = 'send' | 'result';

interface Props {
  orderId: number;
  kind: MailKind;
  open: boolean;
  onClose: () => void;
  onSent?: () => void;
}

/** The send-mail and result-mail dialogs of the order detail (02 §2.1, §5, §7). */
export function SendMailDialog({ orderId, kind, open, onClose, onSent }: Props) {
  const [form] = Form.useForm<{ receiveAccount: string; topic: string; options: string[] }>();
  const tpl = useQuery({
    queryKey: [MAIL_KEY, 'template', orderId, kind, open],
    queryFn: () => call(mailApi.template, { orderId }),
    enabled: open,
    staleTime: 0,
  });
  const { editor, pending, addImages, finalHtml } = useRichEditor();
  const [files, setFiles] = useState<(MailAttachment & { uid: string })[]>([]);
  const [sending, setSending] = useState(false);
  const options: MailTemplateOption[] = (tpl.data?.optionsInfos ?? []).filter((o) => o.type === kind);

  // A fresh template (and serial number) each time the dialog opens.
  useEffect(() => {
    if (!open || !tpl.data || !editor) return;
    form.setFieldsValue({ topic: tpl.data.topic, options: [] });
    editor.commands.setContent(tpl.data.emailTemplate.replace('{content}', ''));
    setFiles([]);
  }, [open, tpl.data, editor, form]);

  const pick = (codes: string[]) => {
    if (!tpl.data || !editor) return;
    const chosen = options.filter((o) => codes.includes(o.code)).map((o) => o.content + o.child.map((c) => c.content).join(''));
    editor.commands.setContent(tpl.data.emailTemplate.replace('{content}', chosen.join('')));
  };

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    const body = finalHtml();
    if (!body || !tpl.data) return;
    setSending(true);
    try {
      await call(mailApi.send, {
        receiveAccount: values.receiveAccount,
        topic: values.topic,
        content: body.html,
        imgMD5: body.imgMD5,
        seqNo: tpl.data.seqNo,
        orderId,
        attachments: files.map(({ uid: _uid, ...f }) => f),
      });
      toastSuccess('发送成功');
      onSent?.();
      onClose();
    } catch {
      // The API client has shown the message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={kind === 'send' ? '发送邮件' : '结果邮件'}
      open={open}
      width={820}
      onCancel={() => Modal.confirm({ title: '确认关闭？', onOk: onClose })}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="ok" type="primary" loading={sending} onClick={() => void submit()} data-testid="mail-confirm">
          确定
        </Button>,
      ]}
    >
      <Spin spinning={tpl.isLoading}>
        <Form form={form} labelCol={{ flex: '80px' }} data-testid="mail-dialog">
          <Form.Item label="收件人" name="receiveAccount" rules={[ruleOf(sendEmailSchema.shape.receiveAccount)]}>
            <Input placeholder="请输入收件人邮箱" data-testid="mail-to" maxLength={254} />
          </Form.Item>
          <Form.Item label="主题" name="topic" rules={[ruleOf(sendEmailSchema.shape.topic)]}>
            <Input data-testid="mail-topic" maxLength={200} />
          </Form.Item>
          {options.length > 0 && (
            <Form.Item label="邮件类型" name="options">
              <Checkbox.Group
                options={options.map((o) => ({ label: o.name, value: o.code }))}
                onChange={(v) => pick(v as string[])}
                data-testid="mail-options"
              />
            </Form.Item>
          )}
          <Form.Item label="正文" required>
            <RichEditor editor={editor} pending={pending} onPick={addImages} />
          </Form.Item>
          <Form.Item label="附件">
            <Upload
              multiple
              fileList={files.map((f) => ({ uid: f.uid, name: f.name, status: 'done' as const }))}
              onRemove={(f) => setFiles((list) => list.filter((x) => x.uid !== f.uid))}
              customRequest={async ({ file, onSuccess, onError }) => {
                try {
                  const up = await uploadFile(file as File, 'attachment');
                  setFiles((list) => [
                    ...list,
                    { uid: (file as File & { uid: string }).uid, name: (file as File).name, url: up.url, md5: up.md5 },
                  ]);
                  onSuccess?.(up);
                } catch (err) {
                  onError?.(err as Error);
                }
              }}
              showUploadList
            >
              <Button icon={<UploadOutlined />} data-testid="mail-attach">
                添加附件
              </Button>
            </Upload>
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
