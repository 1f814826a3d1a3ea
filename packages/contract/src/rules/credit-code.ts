/**
 * Unified social credit code (统一社会信用代码, GB 32100-2015).
 *
 * Layout: 1 registration authority · 1 organisation category · 6 administrative division ·
 * 9 organisation code · 1 check character. The charset leaves out I, O, S, V and Z so that
 * they cannot be confused with 1, 0, 5, U and 2.
 *
 * The checks are strict about case: the standard only has upper-case letters. Callers that
 * accept typed input normalise it first with `normalizeCreditCode`; the registry comparison
 * reports a case-only difference separately (和来单大小写不一致).
 */

/** The 31 characters a credit code may contain, in check-value order. */
export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';

const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;

// Authority 1-9, A (military staffing), N (agriculture), Y (other); category 1-9; the division
// is numeric; the organisation code and the check character come from the charset.
const FORMAT = /^[1-9ANY][1-9]\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** Message when the input is not 18 characters long. */
export const CREDIT_CODE_LENGTH_MESSAGE = '请输入18位统一社会信用代码';
/** Message when a character or segment breaks the format. */
export const CREDIT_CODE_FORMAT_MESSAGE = '统一社会信用代码格式错误';
/** Message when the check character does not match. */
export const CREDIT_CODE_CHECK_MESSAGE = '统一社会信用代码校验位错误';

/** Trims a typed credit code and upper-cases it, the canonical form the checks expect. */
export function normalizeCreditCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** Computes the check character of the first 17 characters, or null if one is outside the charset. */
export function creditCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17.charAt(i));
    if (value < 0) return null;
    sum += value * (WEIGHTS[i] ?? 0);
  }
  // 31 - (sum mod 31), where a result of 31 wraps to 0.
  return CREDIT_CODE_CHARSET.charAt((31 - (sum % 31)) % 31);
}

/** Chinese error message for a credit code, or null when it is valid. */
export function creditCodeError(code: string | null | undefined): string | null {
  if (typeof code !== 'string' || code.length !== 18) return CREDIT_CODE_LENGTH_MESSAGE;
  if (!FORMAT.test(code)) return CREDIT_CODE_FORMAT_MESSAGE;
  return creditCodeCheckChar(code.slice(0, 17)) === code.charAt(17) ? null : CREDIT_CODE_CHECK_MESSAGE;
}

/** True when the code is a well-formed credit code with a correct check character. */
export function isValidCreditCode(code: string | null | undefined): boolean {
  return creditCodeError(code) === null;
}
