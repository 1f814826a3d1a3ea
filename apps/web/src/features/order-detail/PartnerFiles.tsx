import { detailApi, PARTNER_FILE_FIELD_LABELS, PARTNER_FILE_STATUS_LABELS, type PartnerFile } from '@certdesk/contract';
import { Button, Image, Space, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { call } from '../../api/client';
import { toastSuccess } from '../../app/feedback';
import { useDetail } from './detail-context';

/** Who may ask for a file again (the server also checks the order is theirs). */
const RETRY_ROLES = [0, 100, 200];
const STATUS_COLOR = { pending: 'processing', fetched: 'success', failed: 'error' } as const;

const sizeText = (n: number | null) =>
  n === null ? '-' : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

/** Where a file came from and what we hold: shown on hover, so the card stays small. */
function Provenance({ f }: { f: PartnerFile }) {
  return (
    <div style={{ maxWidth: 360, wordBreak: 'break-all' }}>
      <div>来源：{f.sourceUrl}</div>
      {f.status === 'fetched' && (
        <>
          <div>SHA-256：{f.sha256}</div>
          <div>
            大小：{sizeText(f.size)}　类型：{f.contentType}
          </div>
          <div>获取时间：{f.fetchedAt ? new Date(f.fetchedAt).toLocaleString('zh-CN', { hour12: false }) : '-'}</div>
        </>
      )}
      <div>尝试次数：{f.attempts}</div>
    </div>
  );
}

/** One partner file: our copy once fetched; else its status, the reason, and 重新获取. */
function PartnerFileTile({ f }: { f: PartnerFile }) {
  const { roles, refresh } = useDetail();
  const [busy, setBusy] = useState(false);
  const label = PARTNER_FILE_FIELD_LABELS[f.field] ?? f.field;
  const retry = async () => {
    setBusy(true);
    const sent = await call(detailApi.retryPartnerFile, { id: f.id }).then(
      () => true,
      () => false, // The API client has shown the message.
    );
    setBusy(false);
    if (!sent) return;
    toastSuccess('已重新提交获取');
    refresh();
  };
  const body =
    f.status === 'fetched' && f.contentType.startsWith('image/') ? (
      <Image src={f.url} width={80} height={80} style={{ objectFit: 'cover' }} alt={label} data-testid="partner-file-image" />
    ) : f.status === 'fetched' ? (
      <a href={f.url} target="_blank" rel="noreferrer" data-testid="partner-file-pdf">
        查看PDF
      </a>
    ) : (
      <Space direction="vertical" size={2} style={{ width: 240 }} align="start">
        <Tag color={STATUS_COLOR[f.status]}>{PARTNER_FILE_STATUS_LABELS[f.status]}</Tag>
        {f.error && (
          <Typography.Text type={f.status === 'failed' ? 'danger' : 'secondary'} style={{ fontSize: 12 }} data-testid="partner-file-error">
            {f.status === 'pending' ? `上次失败：${f.error}` : f.error}
          </Typography.Text>
        )}
        {f.status === 'failed' && roles.some((r) => RETRY_ROLES.includes(r)) && (
          <Button size="small" loading={busy} onClick={retry} data-testid="partner-file-retry">
            重新获取
          </Button>
        )}
      </Space>
    );
  return (
    <div data-testid="partner-file" data-status={f.status} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <Tooltip title={<Provenance f={f} />}>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {label}
        </Typography.Text>
      </Tooltip>
      {body}
    </div>
  );
}

/** How often the detail is read again while a file is being fetched, and for how long at most. */
const PENDING_POLL_MS = 3_000;
const PENDING_POLL_FOR_MS = 5 * 60_000;

/**
 * Reads the detail again every few seconds while a file is pending, so that a fetched copy or a
 * failure shows without a reload; it gives up after a few minutes (a fetch waiting for its next
 * retry can take longer: a reload shows it then).
 */
function useRefreshWhilePending(files: PartnerFile[]) {
  // The latest refresh, without restarting the timer each time the detail re-renders.
  const { refresh } = useDetail();
  const latest = useRef(refresh);
  latest.current = refresh;
  const pending = files.some((f) => f.status === 'pending');
  useEffect(() => {
    if (!pending) return;
    const since = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - since > PENDING_POLL_FOR_MS) clearInterval(timer);
      else latest.current();
    }, PENDING_POLL_MS);
    return () => clearInterval(timer);
  }, [pending]);
}

/** The partner's files as we hold them (issue 19: evidence kept with provenance). */
export function PartnerFiles({ files }: { files: PartnerFile[] }) {
  useRefreshWhilePending(files);
  return (
    <Image.PreviewGroup>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 16, marginTop: 8 }} data-testid="partner-files">
        {files.map((f) => (
          <PartnerFileTile key={f.id} f={f} />
        ))}
      </div>
    </Image.PreviewGroup>
  );
}
