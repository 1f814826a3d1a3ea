/**
 * PRC resident identity card number (GB 11643-1999): 6-digit region, 8-digit birth date,
 * 3-digit sequence, and an ISO 7064 MOD 11-2 check character (0-9 or X).
 */

import { SHANGHAI_OFFSET_MS } from './working-days.js';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARS = '10X98765432';
// Region codes start with 1-8 (the provinces); the shape of the birth date is checked here and
// its calendar validity below.
const FORMAT = /^[1-8]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/;
// The standard's own example was born in 1880; nothing older is plausible.
const EARLIEST_YEAR = 1800;

/** Message of the legal-person check, which needs an 18-character ID (02 §5). */
export const idCardLengthMessage = '请输入正确的18位身份证号码';
/** Message of the four-factor form's ID field (02 §5). */
export const idCardFormatMessage = '请输入正确格式的身份证号';

/** Computes the check character of the first 17 digits, or null when they are not 17 digits. */
export function idCardCheckChar(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17.charAt(i)) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARS.charAt(sum % 11);
}

function isRealBirthDate(year: number, month: number, day: number, now: Date): boolean {
  if (year < EARLIEST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // A birth date after today cannot be on a card; "today" is the calendar day in Asia/Shanghai.
  return real && date.getTime() <= now.getTime() + SHANGHAI_OFFSET_MS;
}

/**
 * True for a valid 18-character ID. A lower-case x is accepted as X, since people type it so.
 * `now` bounds the birth date; it defaults to the current time.
 */
export function isValidIdCard(id: string | null | undefined, now: Date = new Date()): boolean {
  if (typeof id !== 'string') return false;
  const upper = id.toUpperCase();
  const match = FORMAT.exec(upper);
  if (!match) return false;
  if (!isRealBirthDate(Number(match[1]), Number(match[2]), Number(match[3]), now)) return false;
  return idCardCheckChar(upper.slice(0, 17)) === upper.charAt(17);
}

/** The legal-person check's message for an invalid ID, or null when it is valid. */
export function idCardError(id: string | null | undefined, now: Date = new Date()): string | null {
  return isValidIdCard(id, now) ? null : idCardLengthMessage;
}
