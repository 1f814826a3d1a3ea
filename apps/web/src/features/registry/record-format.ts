import { LOOKUP_ORIGIN_LABELS, LOOKUP_STATUS_LABELS } from '@certdesk/contract';

/** yyyy-MM-dd HH:mm:ss in Asia/Shanghai (D20), or '-'. */
export function shanghaiTime(ms: number | null | undefined): string {
  if (!ms) return '-';
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** A duration in ms as seconds with one decimal. */
export function seconds(ms: number | null | undefined): string {
  return ms == null ? '-' : `${(ms / 1000).toFixed(1)}秒`;
}

export const originLabel = (v: number) => LOOKUP_ORIGIN_LABELS[v] ?? String(v);
export const statusLabel = (v: string) => LOOKUP_STATUS_LABELS[v] ?? v;
export const STATUS_COLORS: Record<string, string> = { queued: 'default', running: 'processing', success: 'success', failed: 'error' };
