/**
 * Comparison flags of the skill-like order types 5 to 8 (02 §5): the verified record (the
 * certificate found at the issuing authority) against the incoming order.
 */

/** The person and certificate fields of a skill, qualification, title or honour. */
export interface QualificationRecord {
  /** Holder's name. */
  name: string | null;
  /** Holder's ID card number. */
  idCard: string | null;
  /** Name of the skill, qualification, title or honour. */
  title: string | null;
  /** Skill type (level or category). */
  skillType: string | null;
}

/** Field names of the qualification comparison. */
export type QualificationField = keyof QualificationRecord;

/** Message of a verified field that is empty, per field (02 §5). */
export const QUALIFICATION_EMPTY_MESSAGES: Record<QualificationField, string> = {
  name: '名字不能为空',
  idCard: '身份证号码不能为空',
  title: '该名称不能为空',
  skillType: '技能类型不能为空',
};

/** Message of a verified field that differs from the incoming order. */
export const QUALIFICATION_MISMATCH = '和来单信息不一致';

/** Every field, in display order. */
export const QUALIFICATION_FIELDS: readonly QualificationField[] = ['name', 'idCard', 'title', 'skillType'];

/** One blocking finding of the comparison. */
export interface QualificationError {
  field: QualificationField;
  kind: 'empty' | 'mismatch';
  message: string;
}

/**
 * Comparison form of a value: NFKC folds full-width characters (（高级） = (高级)), whitespace
 * is dropped, and upper case makes a lower-case x of an ID card equal to X.
 */
function comparable(value: string | null | undefined): string {
  return (value ?? '').normalize('NFKC').replace(/\s/gu, '').toUpperCase();
}

/**
 * Flags each verified field: its empty message when blank, 和来单信息不一致 when it differs from
 * a non-empty incoming value (an incoming order without the field has nothing to compare).
 * `fields` limits the check to the fields the order type has, e.g. no skill type for honours.
 */
export function compareQualification(
  verified: QualificationRecord,
  incoming: Partial<QualificationRecord>,
  fields: readonly QualificationField[] = QUALIFICATION_FIELDS,
): { flags: Partial<Record<QualificationField, string>>; errors: QualificationError[] } {
  const flags: Partial<Record<QualificationField, string>> = {};
  const errors: QualificationError[] = [];
  for (const field of fields) {
    const mine = comparable(verified[field]);
    const theirs = comparable(incoming[field]);
    let error: QualificationError | null = null;
    if (mine === '') error = { field, kind: 'empty', message: QUALIFICATION_EMPTY_MESSAGES[field] };
    else if (theirs !== '' && mine !== theirs) error = { field, kind: 'mismatch', message: QUALIFICATION_MISMATCH };
    if (error) {
      flags[field] = error.message;
      errors.push(error);
    }
  }
  return { flags, errors };
}
