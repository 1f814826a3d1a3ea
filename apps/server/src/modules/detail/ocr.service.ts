import { ATTACH_TYPE_DEGREE } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { usableFile } from '../files/file-access.js';
import { type DegreeProvider, type DegreeRecord, simulatedDegreeProvider } from './degree.provider.js';
import { editableOrder } from './detail-access.js';
import { decodeQr, reportCodeFromQr } from './qr-decode.js';
import { saveRecord, saveReportCode, typeDataOf } from './type-data.service.js';

/** The degree provider of this process (simulated by default, D13). */
export let degreeProvider: DegreeProvider = simulatedDegreeProvider;
/** Replaces the provider (configuration or tests). */
export function useDegreeProvider(p: DegreeProvider) {
  degreeProvider = p;
}

/** Message put in the code field when the report could not be read (02 §8). */
export const REPORT_CODE_UNREADABLE = '无法识别, 请手动输入';

/** The picture to read: the caller's own upload or a file of the order, never another order's evidence (D15). */
async function pictureOf(ctx: AppContext, user: AuthUser, orderId: number, url: string): Promise<Buffer> {
  const { key } = await usableFile(ctx, user, url, { orderId }, '只能识别本系统上传的图片');
  return ctx.storage.getObject(key).catch(() => {
    throw badRequest('图片不存在，请重新上传');
  });
}

/** POST /api/ocr/reportCode: the verification code from the QR code of a report picture. */
export async function ocrReportCode(ctx: AppContext, user: AuthUser, orderId: number, url: string) {
  await editableOrder(ctx, user, orderId);
  const code = reportCodeFromQr(decodeQr(await pictureOf(ctx, user, orderId, url)));
  if (!code) return { reportVerificationCode: '', recognised: false, message: REPORT_CODE_UNREADABLE };
  await saveReportCode(ctx, user, orderId, code);
  return { reportVerificationCode: code, recognised: true, message: '' };
}

/** POST /api/ocr/edu: recognise a degree certificate (104) or a report (103) picture. */
export async function ocrDegree(ctx: AppContext, user: AuthUser, orderId: number, url: string, type = ATTACH_TYPE_DEGREE) {
  const order = await editableOrder(ctx, user, orderId);
  const picture = await pictureOf(ctx, user, orderId, url);
  const subject = { applyUser: order.applyUser, school: order.school, major: order.major, educationLevel: order.educationLevel };
  let record: DegreeRecord | null;
  if (type === 103) {
    const code = reportCodeFromQr(decodeQr(picture));
    record = code ? await degreeProvider.verifyReport(code, subject) : null;
  } else record = await degreeProvider.recognise(picture, subject);
  if (!record) throw badRequest('无法识别, 请手动输入');
  return record;
}

/** POST /api/order/autoCommitEducational: reads the report of the saved code and saves the degree. */
export async function autoCommitEducational(ctx: AppContext, user: AuthUser, orderId: number) {
  const order = await editableOrder(ctx, user, orderId);
  const { reportVerificationCode: code } = await typeDataOf(ctx.db, orderId);
  if (!code) throw badRequest('请输入学信网验证码');
  const subject = { applyUser: order.applyUser, school: order.school, major: order.major, educationLevel: order.educationLevel };
  const record = await degreeProvider.verifyReport(code, subject);
  if (!record) throw badRequest('学信网验证码无效或报告已过期，请核对后重试');
  await saveRecord(ctx, user, orderId, 'educationalInfo', record);
  return record;
}
