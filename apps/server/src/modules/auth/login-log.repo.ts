import type { Db } from '../../platform/db/client.js';
import { loginLogs } from './auth.schema.js';

/** Writes one row of the login log. */
export async function writeLoginLog(
  db: Db,
  row: { userId: number | null; account: string; success: boolean; identify: string; ipAddress: string; ipLocation: string },
) {
  await db.insert(loginLogs).values(row);
}
