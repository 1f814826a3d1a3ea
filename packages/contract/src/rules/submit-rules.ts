/**
 * The certification and review submit rules of 02 §5, shared by the forms and the server.
 * Types 1 and 2 use one form (failure-reason cascader + text); types 3 to 8 use separate
 * success and failure forms, each with its own cascader and text (docs/decisions-decisions.md).
 */
import { type RegistryError, registrySubmitCheck } from './registry-compare.js';

/** Result codes of both submits: 10 success, 20 failure. */
export const DecisionResult = { SUCCESS: 10, FAILURE: 20 } as const;
/** 10 success or 20 failure. */
export type DecisionResultCode = 10 | 20;

/** The messages of 02 §5 (and the few this project adds, marked). */
export const SubmitMsg = {
  chooseFailReason: '请选择失败原因',
  failContent: '请输入失败原因的内容',
  failReasonChosen: '选择失败原因后，不能提交为成功',
  successTextFilled: '成功原因非空, 不能提交失败',
  failTextFilled: '失败原因非空, 不能提交成功',
  /** Added: a success of types 3 to 8 is recorded with its text. */
  successContent: '请输入成功原因的内容',
  /** Added: types 5 to 8 send the success reason's code as rejectCode. */
  chooseSuccessReason: '请选择成功原因',
  auditChooseReason: '请选择审核失败原因',
  auditContent: '请输入审核失败原因的内容',
} as const;

/** An accepted submit: the warning to show first (onlyCase credit code), if any. */
export type SubmitVerdict = { ok: true; warning: string | null } | { ok: false; message: string };

const refuse = (message: string): SubmitVerdict => ({ ok: false, message });
const blank = (s: string | null | undefined) => (s ?? '').trim() === '';

/** True for the company and organisation types, which use the single form. */
export function usesSingleForm(orderType: number): boolean {
  return orderType === 1 || orderType === 2;
}

/** True for the new types (5 to 8), whose success sends the success reason's code as rejectCode. */
export function sendsSuccessCode(orderType: number): boolean {
  return orderType >= 5 && orderType <= 8;
}

/** What a certifier submits, as the form holds it. */
export interface CertSubmitInput {
  orderType: number;
  result: DecisionResultCode;
  /** The chosen cascader leaf of the form being submitted ('' when none). */
  code: string;
  /** The text of the form being submitted. */
  text: string;
  /** Types 3 and 4: the text of the other form (the cross-text rules). */
  otherText?: string;
  /** Types 1 and 2, success: the blocking findings of the registry comparison. */
  registryErrors?: readonly RegistryError[];
}

/** Checks a certification submit (02 §5 "Certification submit"); first failing rule wins. */
export function checkCertSubmit(input: CertSubmitInput): SubmitVerdict {
  const { orderType, result, code, text } = input;
  if (usesSingleForm(orderType)) {
    if (result === DecisionResult.FAILURE) {
      if (blank(code)) return refuse(SubmitMsg.chooseFailReason);
      if (blank(text)) return refuse(SubmitMsg.failContent);
      return { ok: true, warning: null };
    }
    if (!blank(code)) return refuse(SubmitMsg.failReasonChosen);
    const check = registrySubmitCheck(input.registryErrors ?? []);
    return check.allowed ? { ok: true, warning: check.warning } : refuse(check.message);
  }
  const crossText = orderType === 3 || orderType === 4;
  if (result === DecisionResult.FAILURE) {
    if (crossText && !blank(input.otherText)) return refuse(SubmitMsg.successTextFilled);
    if (blank(code)) return refuse(SubmitMsg.chooseFailReason);
    if (blank(text)) return refuse(SubmitMsg.failContent);
    return { ok: true, warning: null };
  }
  if (crossText && !blank(input.otherText)) return refuse(SubmitMsg.failTextFilled);
  if (sendsSuccessCode(orderType) && blank(code)) return refuse(SubmitMsg.chooseSuccessReason);
  if (blank(text)) return refuse(SubmitMsg.successContent);
  return { ok: true, warning: null };
}

/** Checks a review submit: a failure needs a reason code and a text (02 §5). */
export function checkAuditSubmit(input: { result: DecisionResultCode; code: string; text: string }): SubmitVerdict {
  if (input.result === DecisionResult.FAILURE) {
    if (blank(input.code)) return refuse(SubmitMsg.auditChooseReason);
    if (blank(input.text)) return refuse(SubmitMsg.auditContent);
  }
  return { ok: true, warning: null };
}

/**
 * Whether the text has left the chosen reason's template, so the chosen cascader nodes are
 * cleared: the template's text must still open the text (adding details after it is fine).
 */
export function textDepartsFromTemplate(text: string, template: string | null | undefined): boolean {
  if (!template) return false;
  return !text.startsWith(template);
}

/** The confirmation asked before a certification submit. */
export function certConfirmText(result: DecisionResultCode): string {
  return result === DecisionResult.SUCCESS ? '是否确认认证成功' : '是否确认认证失败';
}

/** The confirmation asked before a review submit. */
export function auditConfirmText(result: DecisionResultCode): string {
  return result === DecisionResult.SUCCESS ? '是否确认审核成功' : '是否确认审核失败';
}
