import { createHash } from 'node:crypto';

/** A verified degree record (02 §3 Degree). */
export type DegreeRecord = Record<string, string>;

/** What the degree check needs to know of the order. */
export interface DegreeSubject {
  applyUser: string;
  school: string;
  major: string;
  educationLevel: string;
}

/**
 * Degree OCR and online verification (D13): a provider interface. The simulated provider is the
 * default; a real one would call an OCR service and the CHSI verification site.
 */
export interface DegreeProvider {
  /** Recognises a degree certificate picture; null when nothing could be read. */
  recognise(picture: Buffer, subject: DegreeSubject): Promise<DegreeRecord | null>;
  /** Reads the CHSI online report of a verification code; null when the code is unknown. */
  verifyReport(code: string, subject: DegreeSubject): Promise<DegreeRecord | null>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Deterministic simulation: a picture is "readable" when it is larger than 1 KB, and yields the
 * order's applicant with a certificate number derived from the picture; a report code of 16
 * characters is known and yields the same person. Codes starting with 0000 are unknown.
 */
export const simulatedDegreeProvider: DegreeProvider = {
  async recognise(picture, subject) {
    if (picture.length < 1024) return null;
    return record(subject, digest(picture.toString('base64')), '');
  },
  async verifyReport(code, subject) {
    if (!/^[A-Za-z0-9]{16}$/.test(code) || code.startsWith('0000')) return null;
    return record(subject, digest(code), code);
  },
};

function record(s: DegreeSubject, seed: string, code: string): DegreeRecord {
  const n = Number.parseInt(seed.slice(0, 8), 16);
  const year = 2005 + (n % 15);
  return {
    name: s.applyUser,
    sex: n % 2 === 0 ? '1' : '2',
    birth: `${year - 22}年0${1 + (n % 9)}月1${n % 10}日`,
    admissionDate: `${year - 4}年09月01日`,
    graduateDate: `${year}年06月30日`,
    school: s.school,
    major: s.major,
    type: '普通高等教育',
    academicSystem: s.educationLevel.includes('专科') ? '3年' : '4年',
    learningType: '普通全日制',
    level: s.educationLevel || '本科',
    state: '毕业',
    certificateNo: `1${String(n).padStart(17, '0').slice(0, 17)}`,
    reportVerificationCode: code,
  };
}
