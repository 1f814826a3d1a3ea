import { randomBytes } from 'node:crypto';
import { fillTemplate, type MailTemplate, type MailTemplateOption } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { mailConfigOfTypes } from '../config/data-dic.repo.js';
import { assertOrderVisible } from '../orders/order-access.js';

/**
 * The mail config entries this feature reads (category 'mail' of the data dictionary, edited on
 * the mail-config screen):
 * - type SendEmailTypeDic, ordered by `order`: the mail types of the dialogs; value = the mail
 *   body (or paragraph) of the type; pcode = the parent type's code for sub-items; picSize = the
 *   number of files asked for. A type whose code contains "Result" or whose name contains 结果
 *   belongs to the result-mail dialog, the others to the send-mail dialog.
 * - type EmailConfig: EmailTopicPrefix (subject prefix) and EmailSignature (appended HTML).
 * - optional types EmailTopic (subject template) and EmailTemplate (HTML frame with {content}).
 * Placeholders: {companyName} {applyUser} {orderId} and {openOrderId} (both the partner's order
 * number, the one a company knows), {mobile} {result} {reason} {certifier}.
 */
interface ConfigEntry {
  id: string;
  name: string;
  type: string;
  value: string;
  pcode: string;
  picSize: string;
}

/** Used while the mail config holds no SendEmailTypeDic entries. */
export const DEFAULT_MAIL_CONFIG: readonly ConfigEntry[] = [
  {
    id: 'MAIL_LICENSE',
    name: '营业执照',
    type: 'SendEmailTypeDic',
    value: '<p>请提供加盖公章的营业执照副本复印件（彩色扫描件）。</p>',
    pcode: '',
    picSize: '1',
  },
  {
    id: 'MAIL_AUTH_LETTER',
    name: '授权书',
    type: 'SendEmailTypeDic',
    value: '<p>请提供法定代表人签字并加盖公章的认证授权书。</p>',
    pcode: '',
    picSize: '1',
  },
  {
    id: 'MAIL_ON_JOB',
    name: '在职证明',
    type: 'SendEmailTypeDic',
    value: '<p>请提供申请人{applyUser}的在职证明（加盖公章）。</p>',
    pcode: '',
    picSize: '1',
  },
  {
    id: 'MAIL_Result_OK',
    name: '认证结果通知',
    type: 'SendEmailTypeDic',
    value: '<p>贵单位（{companyName}）的认证申请已完成，结果：{result}。</p><p>{reason}</p>',
    pcode: '',
    picSize: '0',
  },
  {
    id: 'MAIL_FRAME',
    name: '邮件模板',
    type: 'EmailTemplate',
    value:
      '<p>{companyName}：</p><p>您好！我们正在为贵单位办理企业信息认证（订单号 {openOrderId}）。</p>{content}<p>请直接回复本邮件并附上材料，谢谢配合。</p><p>认证专员 {certifier}</p>',
    pcode: '',
    picSize: '',
  },
];

async function configEntries(ctx: AppContext): Promise<ConfigEntry[]> {
  const rows = await mailConfigOfTypes(ctx.db, ['SendEmailTypeDic', 'EmailConfig', 'EmailTopic', 'EmailTemplate']);
  // The administrator's mail types replace the defaults as a whole (frame included).
  return rows.some((r) => r.type === 'SendEmailTypeDic') ? rows : [...rows, ...DEFAULT_MAIL_CONFIG];
}

const RESULT_TEXT: Record<number, string> = { 10: '认证成功', 20: '认证失败' };

/** A new mail serial number: unique, and safe in a Message-ID. */
export function newSeqNo(orderId: number): string {
  return `${orderId}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** GET /api/email/template/order/{orderId}: options, subject and body frame filled for the order. */
export async function mailTemplateOf(ctx: AppContext, user: AuthUser, orderId: number): Promise<MailTemplate> {
  const order = await assertOrderVisible(ctx, user, orderId);
  const vars = {
    companyName: order.companyName || order.applyUser,
    applyUser: order.applyUser,
    orderId: order.openOrderId,
    openOrderId: order.openOrderId,
    mobile: order.applyMobile,
    result: RESULT_TEXT[order.certificationResult ?? 0] ?? '办理中',
    reason: order.rejectMsg,
    certifier: user.nickName,
  };
  const entries = await configEntries(ctx);
  const one = (type: string, id?: string) => entries.find((e) => e.type === type && (!id || e.id === id))?.value;
  const types = entries.filter((e) => e.type === 'SendEmailTypeDic');
  const toOption = (e: ConfigEntry): MailTemplateOption => ({
    name: e.name,
    type: /result/i.test(e.id) || e.name.includes('结果') ? 'result' : 'send',
    code: e.id,
    content: fillTemplate(e.value, vars),
    child: types.filter((c) => c.pcode === e.id).map(toOption),
    attachmentName: e.name,
    attachmentCount: Number.parseInt(e.picSize, 10) || 0,
  });
  const frame = one('EmailTemplate') ?? `{content}${one('EmailConfig', 'EmailSignature') ?? ''}`;
  const topic = one('EmailTopic') ?? `${one('EmailConfig', 'EmailTopicPrefix') ?? '【企业信息认证】'}{companyName} 认证通知`;
  return {
    optionsInfos: types.filter((e) => !e.pcode).map(toOption),
    topic: fillTemplate(topic, vars),
    // {content} stays for the dialog to fill with the chosen options.
    emailTemplate: fillTemplate(frame, { ...vars, content: undefined }),
    seqNo: newSeqNo(order.id),
  };
}
