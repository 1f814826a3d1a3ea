import { type Envelope, Msg, SUCCESS_CODE } from '@certdesk/contract';

/** The success envelope. */
export function ok<T>(data: T, msg: string = Msg.ok): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}

/** Splits a comma-joined id list ("1,2,3") into numbers, dropping blanks. */
export function splitIds(value: string | number | undefined | null): number[] {
  if (value === undefined || value === null) return [];
  return String(value)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map(Number);
}
