/**
 * Four-element check (D12): enterprise name, credit code, legal person's name and ID card, as
 * sent to the provider against what it found. Each differing field is marked 不一致.
 */
import { companyNamesMatch } from './company-name.js';

/** The four elements of an enterprise. */
export interface FourElements {
  enterpriseName: string | null;
  enterpriseNo: string | null;
  legalName: string | null;
  legalIdCard: string | null;
}

/** Field names of the four-element check. */
export type FourElementField = keyof FourElements;

/** The mark of a mismatching field. */
export const FOUR_ELEMENT_MISMATCH = '不一致';

// Codes and ID cards compare without surrounding spaces and case (x = X); a person's name
// without any whitespace after NFKC; the company name as in the registry comparison.
const codeForm = (value: string | null): string => (value ?? '').trim().toUpperCase();
const personForm = (value: string | null): string => (value ?? '').normalize('NFKC').replace(/\s/gu, '');

const SAME: Record<FourElementField, (a: string | null, b: string | null) => boolean> = {
  enterpriseName: (a, b) => companyNamesMatch(a, b),
  enterpriseNo: (a, b) => codeForm(a) === codeForm(b),
  legalName: (a, b) => personForm(a) === personForm(b),
  legalIdCard: (a, b) => codeForm(a) === codeForm(b),
};

/** Marks each field whose actual value differs from the expected one with 不一致. */
export function fourElementMismatch(
  expected: FourElements,
  actual: FourElements,
): Partial<Record<FourElementField, typeof FOUR_ELEMENT_MISMATCH>> {
  const marks: Partial<Record<FourElementField, typeof FOUR_ELEMENT_MISMATCH>> = {};
  for (const field of Object.keys(SAME) as FourElementField[]) {
    if (!SAME[field](expected[field], actual[field])) marks[field] = FOUR_ELEMENT_MISMATCH;
  }
  return marks;
}
