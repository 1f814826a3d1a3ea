import { CAPTURE_STATUS_LABELS, type EmailRow } from '@certdesk/contract';
import { Descriptions, Modal, Tag, Typography } from 'antd';
import { CSP_NONCE } from '../../app/csp-nonce';

/**
 * Mail HTML (already sanitised by the server) inside a sandboxed iframe with no script
 * permission and a CSP of its own: whatever a reply holds, nothing in it runs in our pages. The
 * frame keeps our origin (never scripts), so that its images of our store are fetched with the
 * session cookie, which a frame of no origin would not send; it inherits the page's policy too,
 * so its own style element carries the page's nonce.
 */
export function SandboxedHtml({ html, testId }: { html: string; testId?: string }) {
  const doc = `<!doctype html><html><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self' http: https: data:; style-src 'unsafe-inline' 'self' 'nonce-${CSP_NONCE ?? ''}'"><style nonce="${CSP_NONCE ?? ''}">body{font:14px/1.6 -apple-system,'Microsoft YaHei',sans-serif;margin:8px;color:#222}img{max-width:100%}</style></head><body>${html}</body></html>`;
  return <iframe title="邮件正文" className="mail-preview-frame" sandbox="allow-same-origin" srcDoc={doc} data-testid={testId} />;
}

/** The preview dialog of the e-mail history: subject, HTML body, and the captured reply. */
export function MailPreview({ row, onClose }: { row: EmailRow | null; onClose: () => void }) {
  return (
    <Modal title="邮件预览" open={row !== null} onCancel={onClose} footer={null} width={820} destroyOnHidden>
      {row && (
        <>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="主题" span={2}>
              <span data-testid="mail-preview-topic">{row.topic}</span>
            </Descriptions.Item>
            <Descriptions.Item label="发件人">{row.senderUName}</Descriptions.Item>
            <Descriptions.Item label="收件人">{row.recEmail}</Descriptions.Item>
            <Descriptions.Item label="发送时间">{row.senderDate}</Descriptions.Item>
            <Descriptions.Item label="抓取状态">
              {row.emailCaptureStatus === null ? '-' : <Tag>{CAPTURE_STATUS_LABELS[row.emailCaptureStatus]}</Tag>}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 12 }}>
            正文
          </Typography.Title>
          <SandboxedHtml html={row.content} testId="mail-preview-body" />
          {row.reply && (
            <>
              <Typography.Title level={5} style={{ marginTop: 12 }}>
                回复（{row.replyDate}）
              </Typography.Title>
              <SandboxedHtml html={row.replyContent} testId="mail-preview-reply" />
              {row.replyAttachment.length > 0 && (
                <div data-testid="mail-preview-attachments">
                  回复附件：
                  {row.replyAttachment.map((a, i) => (
                    // The digests on hover: what the dossier's manifest lists for the same file.
                    <span key={`${a.md5}-${a.name}`} title={`SHA-256: ${a.sha256 ?? '未记录'}\nMD5: ${a.md5}`}>
                      {i > 0 && '、'}
                      {a.name}
                    </span>
                  ))}
                </div>
              )}
            </>
          )}
        </>
      )}
    </Modal>
  );
}
