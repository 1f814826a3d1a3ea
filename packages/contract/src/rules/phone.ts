/**
 * Chinese phone numbers for caller look-up and dialling (01 §5, D8). Numbers are written in many
 * ways (+86 21 6000 1234, (010)12345678, 138-0013-8000, ４００…); they are reduced to one
 * canonical string of digits:
 *
 * - mobile: 1[3-9] + 9 digits, without any country code or a leading 0;
 * - landline: trunk 0 + area code + local number (010 and 02x with 8 digits, 0xxx with 7 or 8),
 *   the 0 restored when the number came with +86;
 * - service: 400/800 + 7 digits, 95xxx(x) and 96xxx(x), and the five-digit 1xxxx numbers
 *   (10086, 12345) that call centres ring from;
 * - local: a 7- or 8-digit landline without area code, as caller IDs show calls from the same city.
 *
 * Extensions are dropped: the exchange dials and identifies the main line, and the agent keys
 * the extension on the keypad. An extension is whatever follows ext, x, 转, 分机 or #, or a last
 * group of digits (after -, a space…) without which an otherwise too long number becomes valid.
 */

/** What sort of number a parsed phone number is. */
export type PhoneKind = 'mobile' | 'landline' | 'service' | 'local';

/** A number in canonical form, with the parts of a landline. */
export interface ParsedPhone {
  kind: PhoneKind;
  number: string;
  areaCode: string | null;
  local: string | null;
}

const MOBILE = /^1[3-9]\d{9}$/;
const SERVICE = [/^[48]00\d{7}$/, /^9[56]\d{3,4}$/, /^1[0-2]\d{3}$/];
// A local number never starts with 0, which keeps the area code apart; written alone it does
// not start with 1 either (real ones start with 2-9; after an area code 1 is let through, as
// placeholder numbers such as (010)12345678 are common in forms and tests).
const LANDLINE = [/^(0(?:10|2\d))([1-9]\d{7})$/, /^(0[3-9]\d{2})([1-9]\d{6,7})$/];
const LOCAL = /^[2-9]\d{6,7}$/;
const EXTENSION = /^(.*?)\s*(?:ext\.?|x|转|分机|#)\s*\d{1,6}$/i;
const ALLOWED = /^\+?[\d\s\-–—().]+$/;

function landline(digits: string): ParsedPhone | null {
  for (const pattern of LANDLINE) {
    const match = pattern.exec(digits);
    if (match) return { kind: 'landline', number: digits, areaCode: match[1] ?? null, local: match[2] ?? null };
  }
  return null;
}

const simple = (kind: PhoneKind, number: string): ParsedPhone => ({ kind, number, areaCode: null, local: null });

/** Classifies digits after +86: the trunk 0 is absent (or written as "(0)") and is restored. */
function international(digits: string): ParsedPhone | null {
  const national = digits.startsWith('0') ? digits.slice(1) : digits;
  if (MOBILE.test(national)) return simple('mobile', national);
  if (SERVICE.some((pattern) => pattern.test(national))) return simple('service', national);
  return landline(`0${national}`);
}

function domestic(digits: string): ParsedPhone | null {
  if (MOBILE.test(digits)) return simple('mobile', digits);
  // A 0 before a mobile is the old long-distance habit; no area code starts 013-019.
  if (/^01[3-9]\d{9}$/.test(digits)) return simple('mobile', digits.slice(1));
  if (SERVICE.some((pattern) => pattern.test(digits))) return simple('service', digits);
  if (LOCAL.test(digits)) return simple('local', digits);
  return landline(digits);
}

function classify(digits: string, plus: boolean): ParsedPhone | null {
  if (plus) return digits.startsWith('86') ? international(digits.slice(2)) : null;
  if (digits.startsWith('0086')) return international(digits.slice(4));
  // Without + or 00, a leading 86 is a country code only if the rest is not valid on its own.
  return domestic(digits) ?? (digits.startsWith('86') && digits.length >= 12 ? international(digits.slice(2)) : null);
}

/** Parses a written Chinese phone number, or null when it is not one. */
export function parsePhone(raw: string | null | undefined): ParsedPhone | null {
  let text = (raw ?? '').normalize('NFKC').trim();
  text = EXTENSION.exec(text)?.[1] ?? text;
  // "(+86)" is written too: move a + found before the first digit to the front.
  const plus = /^[\s(]*\+/.test(text);
  if (plus) text = `+${text.replace('+', '')}`;
  if (!ALLOWED.test(text)) return null;
  const groups = text.match(/\d+/g) ?? [];
  const whole = fromGroups(groups, plus);
  if (whole || groups.length < 2 || (groups.at(-1)?.length ?? 0) > 6) return whole;
  return fromGroups(groups.slice(0, -1), plus);
}

function fromGroups(groups: readonly string[], plus: boolean): ParsedPhone | null {
  const parsed = classify(groups.join(''), plus);
  // Local numbers are written 8 digits or 4+4: groups of one or two digits are a date
  // (2026-10-01) or an amount, not a phone number.
  return parsed?.kind === 'local' && groups.some((group) => group.length < 3) ? null : parsed;
}

/** Canonical digits of a phone number (see the file comment), or null when it is not one. */
export function normalizePhone(raw: string | null | undefined): string | null {
  return parsePhone(raw)?.number ?? null;
}

/** The number to dial for a selected text (01 §5): whitespace removed, it must be a phone number. */
export function dialableNumber(selectedText: string | null | undefined): string | null {
  return normalizePhone((selectedText ?? '').replace(/\s+/gu, ''));
}

/** True when a selected text is a phone number that may be dialled (01 §5). */
export function isDialableNumber(selectedText: string | null | undefined): boolean {
  return dialableNumber(selectedText) !== null;
}

/**
 * Keys under which a stored number (applicant mobile, phone book) is indexed for caller look-up:
 * its canonical form, and for a landline also its local part, since a caller from the same city
 * shows without area code. Look a caller up by `normalizePhone(caller)` among these keys.
 */
export function phoneMatchKeys(raw: string | null | undefined): string[] {
  const parsed = parsePhone(raw);
  if (!parsed) return [];
  return parsed.local ? [parsed.number, parsed.local] : [parsed.number];
}

/** True when a caller's number reaches a stored number, by the rule of `phoneMatchKeys`. */
export function phonesMatch(stored: string | null | undefined, caller: string | null | undefined): boolean {
  const key = normalizePhone(caller);
  return key !== null && phoneMatchKeys(stored).includes(key);
}
