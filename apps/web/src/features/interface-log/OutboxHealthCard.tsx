import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import { fetchOutboxHealth } from './interface-log-api';

/** Age in words: 3分12秒, 2小时5分. */
function age(seconds: number | null): string {
  if (seconds === null) return '-';
  if (seconds < 60) return `${seconds}秒`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}分${seconds % 60}秒`;
  return `${Math.floor(seconds / 3600)}小时${Math.floor((seconds % 3600) / 60)}分`;
}

/** The push queue at a glance: waiting, failed, oldest waiting (refreshed every 10 s). */
export function OutboxHealthCard() {
  const q = useQuery({ queryKey: ['outboxHealth'], queryFn: fetchOutboxHealth, refetchInterval: 10_000 });
  const h = q.data;
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="outbox-health">
      <div style={{ display: 'flex', gap: 48 }}>
        <Statistic title="待推送" value={h?.pending ?? '-'} />
        <Statistic title="推送失败" value={h?.failed ?? '-'} valueStyle={h?.failed ? { color: '#cf1322' } : undefined} />
        <Statistic title="最早待推送已等待" value={age(h?.oldestPendingSeconds ?? null)} />
      </div>
    </Card>
  );
}
