import { describe, expect, it } from 'vitest';
import { idCardCheckChar, idCardError, idCardFormatMessage, idCardLengthMessage, isValidIdCard } from './id-card.js';

const NOW = new Date('2026-05-15T04:00:00Z'); // 12:00 in Shanghai

describe('isValidIdCard', () => {
  it.each([
    '11010519491231002X', // the example of GB 11643
    '440524188001010014', // born 1880
    '110101199003074477',
    '310101200002295676', // 29 February of a leap year
    '310101202605151232', // born today
  ])('accepts %s', (id) => {
    expect(isValidIdCard(id, NOW)).toBe(true);
    expect(idCardError(id, NOW)).toBeNull();
  });

  it('accepts a lower-case x as the check character', () => {
    expect(isValidIdCard('11010519491231002x', NOW)).toBe(true);
  });

  it('counts the birth day in Shanghai time', () => {
    // 2026-05-15T16:30Z is already 16 May in Shanghai.
    expect(isValidIdCard('310101202605161238', new Date('2026-05-15T16:30:00Z'))).toBe(true);
    expect(isValidIdCard('310101202605161238', NOW)).toBe(false);
  });

  it.each([
    ['110105194912310021', 'wrong check digit'],
    ['11010519491231002Y', 'check letter other than X'],
    ['110101199003074478', 'wrong check digit'],
    ['310101200102295673', '29 February of 2001'],
    ['31010119000229567X', '29 February of 1900, not a leap year'],
    ['310101199013015670', 'month 13'],
    ['310101199001005678', 'day 0'],
    ['310101194902315670', '31 February'],
    ['310101203001015672', 'born in the future'],
    ['110105179912310024', 'born before 1800'],
    ['010101199001015672', 'region starting with 0'],
    ['910101199001015675', 'region starting with 9'],
  ])('rejects %s (%s) even with a matching check character', (id) => {
    expect(isValidIdCard(id, NOW)).toBe(false);
    expect(idCardError(id, NOW)).toBe(idCardLengthMessage);
  });

  it.each([
    '',
    '11010519491231002',
    '11010519491231002XX',
    '110105194912310', // the old 15-digit card is not accepted
    '1101051949123100X2',
    '11010519491231 02X',
    '１１０１０５１９４９１２３１００２X', // full-width digits
  ])('rejects the shape of "%s"', (id) => {
    expect(isValidIdCard(id, NOW)).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidIdCard(null)).toBe(false);
    expect(idCardError(undefined)).toBe(idCardLengthMessage);
  });

  it('defaults to the current time', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
  });
});

describe('idCardCheckChar', () => {
  it('computes digits and X', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it('refuses anything but 17 digits', () => {
    expect(idCardCheckChar('1101051949123100')).toBeNull();
    expect(idCardCheckChar('1101051949123100A')).toBeNull();
  });
});

describe('messages', () => {
  it('keeps the two Chinese texts of the specification', () => {
    expect(idCardLengthMessage).toBe('请输入正确的18位身份证号码');
    expect(idCardFormatMessage).toBe('请输入正确格式的身份证号');
  });
});
