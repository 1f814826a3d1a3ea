import {
  compareQualification,
  DEGREE_FIELDS,
  detailApi,
  HONOR_FIELDS,
  MAJOR_FIELDS,
  QUALIFICATION_FIELDS,
  type QualificationField,
  type QualificationRecord,
} from '@certdesk/contract';
import type { OrderDetail } from './detail-api';

/**
 * How a record field is entered and shown. `date` is picked and stored as yyyy-MM-dd;
 * `dateText` (the degree's dates, which OCR stores as 2019年06月30日) is typed as text. Both
 * show yyyy-MM-dd values as yyyy年MM月dd日.
 */
export type RecordFieldKind = 'text' | 'sex' | 'idType' | 'date' | 'dateText';

/** One field of a verified record. */
export interface RecordField {
  name: string;
  label: string;
  kind?: RecordFieldKind;
}

/** Which verified record an order type has, where it is saved, and what it compares. */
export interface RecordSpec {
  key: 'educationalInfo' | 'majorInfo' | 'honorInfo';
  route: (typeof detailApi)['saveEducational' | 'saveMajor' | 'saveHonor'];
  /** Every field the save endpoint takes (fields not shown for the type keep their value). */
  allFields: readonly string[];
  /** The fields shown and edited for this order type, in order. */
  fields: RecordField[];
  /** Comparison fields of 02 §5 and the record field each reads; none for degrees. */
  compare?: Partial<Record<QualificationField, string>>;
}

/** Labels of the degree record (02 §3 Degree). */
export const DEGREE_LABELS: Record<(typeof DEGREE_FIELDS)[number], string> = {
  name: '姓名',
  sex: '性别',
  birth: '出生日期',
  admissionDate: '入学日期',
  graduateDate: '毕业日期',
  school: '学校',
  major: '专业',
  type: '学历类别',
  academicSystem: '学制',
  learningType: '学习形式',
  level: '层次',
  state: '毕结业结论',
  certificateNo: '证书编号',
  reportVerificationCode: '学信网验证码',
};

const DEGREE_KINDS: Record<string, RecordFieldKind> = {
  sex: 'sex',
  birth: 'dateText',
  admissionDate: 'dateText',
  graduateDate: 'dateText',
};

const person: RecordField[] = [
  { name: 'name', label: '姓名' },
  { name: 'idType', label: '证件类型', kind: 'idType' },
  { name: 'idNumber', label: '证件号码' },
];

const degree: RecordSpec = {
  key: 'educationalInfo',
  route: detailApi.saveEducational,
  allFields: DEGREE_FIELDS,
  fields: DEGREE_FIELDS.map((name) => ({ name, label: DEGREE_LABELS[name], kind: DEGREE_KINDS[name] })),
};

const major = (fields: RecordField[], skillType: string): RecordSpec => ({
  key: 'majorInfo',
  route: detailApi.saveMajor,
  allFields: MAJOR_FIELDS,
  fields: [...person, ...fields],
  compare: { name: 'name', idCard: 'idNumber', title: 'expertTitle', skillType },
});

/** The verified record of each order type 4–8. */
export const RECORD_SPECS: Record<number, RecordSpec> = {
  4: degree,
  5: major(
    [
      { name: 'expertTitle', label: '技能名称' },
      { name: 'jobType', label: '工种' },
      { name: 'level', label: '等级' },
      { name: 'certificateNo', label: '证书编号' },
    ],
    'level',
  ),
  6: major(
    [
      { name: 'expertTitle', label: '资格名称' },
      { name: 'majorType', label: '类别' },
      { name: 'certificateNo', label: '证书编号' },
      { name: 'validDate', label: '有效期', kind: 'date' },
    ],
    'majorType',
  ),
  7: major(
    [
      { name: 'expertTitle', label: '职称名称' },
      { name: 'level', label: '等级' },
      { name: 'passDate', label: '通过日期', kind: 'date' },
      { name: 'certificateNo', label: '证书编号' },
    ],
    'level',
  ),
  8: {
    key: 'honorInfo',
    route: detailApi.saveHonor,
    allFields: HONOR_FIELDS,
    fields: [
      { name: 'honorTitle', label: '荣誉名称' },
      { name: 'honorType', label: '荣誉类型' },
      { name: 'honorDate', label: '获得日期', kind: 'date' },
    ],
    // An honour names no person: only its title is compared.
    compare: { title: 'honorTitle' },
  },
};

/** ID types of the skill-like records; an empty type counts as 身份证 (the server checks the number then). */
export const ID_TYPES = ['身份证', '护照', '港澳居民来往内地通行证', '台湾居民来往大陆通行证', '外国人永久居留身份证', '其他'];

/** The ID number must be a valid resident ID when the type is 身份证 or not given (as the server checks). */
export const checksIdCard = (idType: string | undefined) => !idType || idType === '身份证';

/** A stored date as shown: yyyy-MM-dd (optionally with a time) becomes yyyy年MM月dd日 (02 §9); other text stays. */
export function showDate(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T].*)?$/.exec(value);
  return m ? `${m[1]}年${m[2]}月${m[3]}日` : value;
}

/** A field's value as the record block shows it. */
export function showValue(field: RecordField, record: Record<string, string>): string {
  const value = record[field.name] ?? '';
  if (field.kind === 'sex') return value === '' ? '' : value === '1' ? '男' : '女';
  if (field.kind === 'date' || field.kind === 'dateText') return showDate(value);
  return value;
}

/**
 * Comparison flags (02 §5) of a record against what the partner sent (the incoming card's
 * values), keyed by the record field each flag belongs to.
 */
export function recordFlags(
  spec: RecordSpec,
  record: Record<string, string>,
  incoming: OrderDetail['orderIncomeInfoVo'],
): Record<string, string> {
  const compare = spec.compare;
  if (!compare) return {};
  const fields = QUALIFICATION_FIELDS.filter((f) => compare[f]);
  const read = (f: QualificationField) => record[compare[f] ?? ''] ?? '';
  const verified: QualificationRecord = { name: read('name'), idCard: read('idCard'), title: read('title'), skillType: read('skillType') };
  const theirs: Partial<QualificationRecord> = {
    name: incoming.applyUser,
    idCard: incoming.applyIDCard,
    title: spec.key === 'honorInfo' ? incoming.honorTitle : incoming.expertTitle,
    // The incoming order has a level (skill, title) but no qualification category.
    skillType: compare.skillType === 'level' ? incoming.level : null,
  };
  const { flags } = compareQualification(verified, theirs, fields);
  return Object.fromEntries(fields.flatMap((f) => (flags[f] ? [[compare[f] ?? f, flags[f]]] : [])));
}
