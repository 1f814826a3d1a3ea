import { type LoginLogRow, toPage } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import { formatShanghai, inBatches } from '../../platform/export/xlsx.js';
import { type LoginLogFilters, type LoginLogRecord, loginLogPage, loginLogsBefore } from './login-log.repo.js';

const toRow = (r: LoginLogRecord): LoginLogRow => ({
  id: r.id,
  identify: r.identify,
  operatorId: r.userId,
  account: r.account,
  ipAddress: r.ipAddress,
  ipLocation: r.ipLocation,
  createAt: formatShanghai(r.createdAt),
});

/** A page of the login log in its answer form. */
export async function listLoginLogs(ctx: AppContext, q: LoginLogFilters) {
  const { rows, total } = await loginLogPage(ctx.db, q);
  return toPage(rows.map(toRow), total, q.pageSize);
}

/** The filtered log in keyset batches, for the export. */
export const loginLogRows = (ctx: AppContext, q: LoginLogFilters) =>
  inBatches<LoginLogRecord>((cursor, limit) => loginLogsBefore(ctx.db, q, cursor, limit));
