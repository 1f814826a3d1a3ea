import { Typography } from 'antd';

/** The fields that differ between before and after, one line each; whole values for create and delete. */
export function AuditDiff({ before, after }: { before: unknown; after: unknown }) {
  const b = (before ?? {}) as Record<string, unknown>;
  const a = (after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !['createdAt', 'updatedAt'].includes(k) && JSON.stringify(b[k]) !== JSON.stringify(a[k]),
  );
  if (keys.length === 0) return <span>-</span>;
  const show = (v: unknown) => (v === undefined ? '（无）' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <div style={{ maxWidth: 520 }}>
      {keys.slice(0, 8).map((k) => (
        <Typography.Paragraph key={k} ellipsis={{ rows: 2, tooltip: true }} style={{ marginBottom: 2, fontSize: 12 }}>
          <b>{k}</b>：
          {before ? (
            <Typography.Text delete type="secondary">
              {show(b[k])}
            </Typography.Text>
          ) : null}
          {before && after ? ' → ' : ''}
          {after ? show(a[k]) : null}
        </Typography.Paragraph>
      ))}
      {keys.length > 8 && <span>…</span>}
    </div>
  );
}
