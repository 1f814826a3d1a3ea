import type { Db } from '../../platform/db/client.js';
import { interfaceLogs } from './partner.schema.js';

/** One interface-log row (D11): a call between us and the partner platform. */
export interface InterfaceLogRow {
  orderId?: number | null;
  openOrderId?: string;
  companyName?: string;
  partnerId?: string;
  /** 10 incoming, 20 push, 30 modify, 40 progress, 50 warning, 60 four elements, 70 supplementary. */
  interfaceType: number;
  direction: 'in' | 'out';
  requestJson: string;
  respValue: string;
  success: boolean;
}

const MAX_TEXT = 200_000;
/** What is kept of the body of a call whose signature did not hold: anyone can send those. */
export const UNSIGNED_BODY_LOG_CHARS = 4096;

/**
 * The body of an unsigned (refused) call as logged: at most 4096 characters, and when cut, a
 * note at the end saying so and how long the body was, so a reader knows the row is not whole.
 */
export function capUnsigned(raw: string): string {
  if (raw.length <= UNSIGNED_BODY_LOG_CHARS) return raw;
  return `${raw.slice(0, UNSIGNED_BODY_LOG_CHARS)}…[签名未通过，请求体共${raw.length}字符，仅记录前${UNSIGNED_BODY_LOG_CHARS}字符]`;
}

/** Text PostgreSQL can store: a refused body may hold NUL characters, kept readable as \u0000. */
const loggable = (text: string, max = MAX_TEXT) => text.slice(0, max).replaceAll('\u0000', '\\u0000');

/** Writes an interface-log row, in the caller's transaction when one is given. */
export async function writeInterfaceLog(tx: Db, row: InterfaceLogRow): Promise<void> {
  await tx.insert(interfaceLogs).values({
    orderId: row.orderId ?? null,
    openOrderId: loggable(row.openOrderId ?? ''),
    companyName: loggable(row.companyName ?? ''),
    partnerId: loggable(row.partnerId ?? ''),
    interfaceType: row.interfaceType,
    direction: row.direction,
    // A partner may send large bodies; the log keeps enough to read, not megabytes.
    requestJson: loggable(row.requestJson),
    respValue: loggable(row.respValue),
    success: row.success,
  });
}
