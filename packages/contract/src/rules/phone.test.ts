import { describe, expect, it } from 'vitest';
import { dialableNumber, isDialableNumber, normalizePhone, parsePhone, phoneMatchKeys, phonesMatch } from './phone.js';

describe('normalizePhone: mobiles', () => {
  it.each([
    ['13800138000', '13800138000'],
    ['138 0013 8000', '13800138000'],
    ['138-0013-8000', '13800138000'],
    ['+86 138 0013 8000', '13800138000'],
    ['+86-13800138000', '13800138000'],
    ['(+86) 13800138000', '13800138000'],
    ['+86(0)13800138000', '13800138000'],
    ['0086 13800138000', '13800138000'],
    ['8613800138000', '13800138000'],
    ['013800138000', '13800138000'],
    ['１３８００１３８０００', '13800138000'], // full-width digits
    [' 19912345678 ', '19912345678'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
    expect(parsePhone(raw)?.kind).toBe('mobile');
  });
});

describe('normalizePhone: landlines', () => {
  it.each([
    ['021-6000 1234', '02160001234', '021', '60001234'],
    ['021-60001234', '02160001234', '021', '60001234'],
    ['+86 21 6000 1234', '02160001234', '021', '60001234'],
    ['+86 (0)21 6000 1234', '02160001234', '021', '60001234'],
    ['0086-21-60001234', '02160001234', '021', '60001234'],
    ['862160001234', '02160001234', '021', '60001234'],
    ['(010)12345678', '01012345678', '010', '12345678'],
    ['（010）8888 6666', '01088886666', '010', '88886666'],
    ['0755-8888888', '07558888888', '0755', '8888888'],
    ['0755-88888888', '075588888888', '0755', '88888888'],
    ['0591.8765.4321', '059187654321', '0591', '87654321'],
    ['021－6000－1234', '02160001234', '021', '60001234'], // full-width hyphens
  ])('%s → %s', (raw, expected, areaCode, local) => {
    expect(parsePhone(raw)).toEqual({ kind: 'landline', number: expected, areaCode, local });
  });
});

describe('normalizePhone: service and local numbers', () => {
  it.each([
    ['400-820-8820', '4008208820', 'service'],
    ['400 820 8820', '4008208820', 'service'],
    ['800-820-8820', '8008208820', 'service'],
    ['+86 400 820 8820', '4008208820', 'service'],
    ['95588', '95588', 'service'],
    ['955888', '955888', 'service'],
    ['96777', '96777', 'service'],
    ['10086', '10086', 'service'],
    ['12345', '12345', 'service'],
    ['6000 1234', '60001234', 'local'],
    ['60001234', '60001234', 'local'],
    ['8765432', '8765432', 'local'],
  ])('%s → %s (%s)', (raw, expected, kind) => {
    expect(parsePhone(raw)).toMatchObject({ number: expected, kind });
  });
});

describe('normalizePhone: extensions are dropped', () => {
  it.each([
    ['021-60001234-808', '02160001234'],
    ['021-60001234 转 808', '02160001234'],
    ['021-60001234转808', '02160001234'],
    ['021 6000 1234 ext. 12', '02160001234'],
    ['021 6000 1234 EXT 12', '02160001234'],
    ['021-60001234 x12', '02160001234'],
    ['021-60001234 分机 8001', '02160001234'],
    ['021-60001234#8', '02160001234'],
    ['010-12345678-1234', '01012345678'],
    ['0755-8888888-12', '07558888888'],
    ['400-820-8820 转 2', '4008208820'],
    ['4008208820-1', '4008208820'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it('keeps a group that is part of a valid number', () => {
    expect(normalizePhone('0755-8888-8888')).toBe('075588888888');
  });
});

describe('normalizePhone: not phone numbers', () => {
  it.each([
    null,
    undefined,
    '',
    '   ',
    '1380013800', // 10 digits
    '138001380001', // 12 digits
    '12800138000', // 12x is not a mobile prefix
    '+1 415 555 0100', // foreign
    '+44 20 7946 0958',
    '001 415 555 0100',
    '02160001234567',
    '021-01234567', // local numbers do not start with 0
    '1234567', // nor with 1
    '2026-10-01', // a date
    '10:30',
    '电话：13800138000',
    'abc',
    '138+00138000',
    '11010519491231002X',
    '91350100M000100Y43',
    '20261121000123', // an order number
    '400123', // too short for a 400 number, too short for a local one
    '9558', // too short for a 95 number
  ])('%j → null', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
    expect(phoneMatchKeys(raw)).toEqual([]);
  });
});

describe('dialling a selected text', () => {
  it.each([
    ['13800138000', '13800138000'],
    [' 138 0013\n8000 ', '13800138000'],
    ['021 - 6000 1234', '02160001234'],
    ['400 820 8820', '4008208820'],
  ])('%j dials %s', (text, number) => {
    expect(isDialableNumber(text)).toBe(true);
    expect(dialableNumber(text)).toBe(number);
  });

  it.each(['', '张三', '订单号 20261121000123', '2026-10-01', '1380013800', null])('%j is not dialable', (text) => {
    expect(isDialableNumber(text)).toBe(false);
    expect(dialableNumber(text)).toBeNull();
  });
});

describe('caller look-up', () => {
  it('indexes a mobile under itself', () => {
    expect(phoneMatchKeys('+86 138-0013-8000')).toEqual(['13800138000']);
  });

  it('indexes a landline under the full number and the local part', () => {
    expect(phoneMatchKeys('021-6000 1234')).toEqual(['02160001234', '60001234']);
  });

  it('indexes service and local numbers under themselves', () => {
    expect(phoneMatchKeys('400-820-8820')).toEqual(['4008208820']);
    expect(phoneMatchKeys('6000 1234')).toEqual(['60001234']);
  });

  it.each([
    ['13800138000', '+8613800138000', true],
    ['138-0013-8000', '013800138000', true],
    ['021-6000 1234', '+86 21 60001234', true],
    ['021-6000 1234', '60001234', true], // same-city caller ID without area code
    ['021-6000 1234', '010-60001234', false], // same local number, other city
    ['13800138000', '13800138001', false],
    ['021-6000 1234', null, false],
    [null, '13800138000', false],
    ['400-820-8820', '4008208820', true],
  ])('stored %j reached by caller %j: %s', (stored, caller, expected) => {
    expect(phonesMatch(stored, caller)).toBe(expected);
  });
});
