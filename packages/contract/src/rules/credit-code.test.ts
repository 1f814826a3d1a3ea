import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARSET,
  CREDIT_CODE_CHECK_MESSAGE,
  CREDIT_CODE_FORMAT_MESSAGE,
  CREDIT_CODE_LENGTH_MESSAGE,
  creditCodeCheckChar,
  creditCodeError,
  isValidCreditCode,
  normalizeCreditCode,
} from './credit-code.js';

// Published codes whose check characters were verified by hand against the standard.
const VALID = [
  '91350100M000100Y43',
  '91110000100006485K',
  '91440300708461136T',
  '914403001922038216',
  '9111000010169286X1',
  '91110108551385082Q',
  '12100000400000798N',
];

describe('isValidCreditCode', () => {
  it.each(VALID)('accepts %s', (code) => {
    expect(isValidCreditCode(code)).toBe(true);
    expect(creditCodeError(code)).toBeNull();
  });

  it.each([
    ['911100001000081301', CREDIT_CODE_CHECK_MESSAGE], // check character should be C
    ['91350100M000100Y44', CREDIT_CODE_CHECK_MESSAGE],
    ['91330000MA27U8KB9R', CREDIT_CODE_CHECK_MESSAGE],
    ['91440300708461136X', CREDIT_CODE_CHECK_MESSAGE],
  ])('rejects the wrong check character of %s', (code, message) => {
    expect(isValidCreditCode(code)).toBe(false);
    expect(creditCodeError(code)).toBe(message);
  });

  it.each(['', '9135010', '91350100M000100Y4', '91350100M000100Y433'])('asks for 18 characters for "%s"', (code) => {
    expect(creditCodeError(code)).toBe(CREDIT_CODE_LENGTH_MESSAGE);
  });

  it('treats null and undefined as missing', () => {
    expect(creditCodeError(null)).toBe(CREDIT_CODE_LENGTH_MESSAGE);
    expect(creditCodeError(undefined)).toBe(CREDIT_CODE_LENGTH_MESSAGE);
    expect(isValidCreditCode(null)).toBe(false);
  });

  it.each([
    ['01350100M000100Y43', 'authority 0'],
    ['B1350100M000100Y43', 'authority B'],
    ['90350100M000100Y43', 'category 0'],
    ['9A350100M000100Y43', 'category letter'],
    ['9135A100M000100Y43', 'letter in the division'],
    ['91350100I000100Y43', 'excluded letter I'],
    ['91350100O000100Y43', 'excluded letter O'],
    ['91350100S000100Y43', 'excluded letter S'],
    ['91350100V000100Y43', 'excluded letter V'],
    ['91350100Z000100Y43', 'excluded letter Z'],
    ['91350100m000100y43', 'lower case'],
    ['91350100M000100Y4 ', 'a space'],
    ['91350100M000100Y4-', 'punctuation'],
  ])('rejects the format of %s (%s)', (code) => {
    expect(creditCodeError(code)).toBe(CREDIT_CODE_FORMAT_MESSAGE);
  });

  it('accepts the lower-case form after normalising', () => {
    expect(isValidCreditCode(normalizeCreditCode(' 91350100m000100y43 '))).toBe(true);
  });

  it('accepts the authorities A, N and Y when the check character is right', () => {
    for (const authority of ['A', 'N', 'Y']) {
      const first17 = `${authority}1350100M000100Y4`;
      expect(isValidCreditCode(first17 + creditCodeCheckChar(first17))).toBe(true);
    }
  });
});

describe('creditCodeCheckChar', () => {
  it('computes the check character', () => {
    expect(creditCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckChar('91110000100006485')).toBe('K');
    expect(creditCodeCheckChar('91110000100008130')).toBe('C');
  });

  it('maps a remainder of 0 to the character 0', () => {
    // All zeros sum to 0, so 31 - 0 = 31 wraps to 0.
    expect(creditCodeCheckChar('00000000000000000')).toBe('0');
  });

  it('refuses a wrong length or a character outside the charset', () => {
    expect(creditCodeCheckChar('9135010')).toBeNull();
    expect(creditCodeCheckChar('91350100I000100Y4')).toBeNull();
  });

  it('uses 31 characters without I, O, S, V, Z', () => {
    expect(CREDIT_CODE_CHARSET).toHaveLength(31);
    expect(CREDIT_CODE_CHARSET).not.toMatch(/[IOSVZ]/);
  });
});
