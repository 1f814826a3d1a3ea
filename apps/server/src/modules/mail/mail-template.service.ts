import { randomBytes } from 'node:crypto';
import { fillTemplate, type MailTemplate, type MailTemplateOption } from '@certdesk/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { dataDic } from '../config/config.schema.js';
import { assertOrderVisible } from '../orders/order-access.js';

/**
 * The mail config entries this feature reads (category 'mail' of the data dictionary, edited on
 * the mail-config screen):
 * - type SendEmailTypeDic, ordered by `order`: the mail types of the dialogs. value = the
 *   paragraph inserted for the type; tag = 'result' for the result-mail dialog (else send mail);
 *   pcode = the parent type's code for sub-items; picSize = the number of files asked for.
 * - type EmailTopic: the subject template; type EmailTemplate: the HTML frame with {content}.
 * Placeholders: {companyName} {applyUser} {openOrderId} {orderId} {certifier} {content}.
 */
interface ConfigEntry {
  id: string;
  name: string;
  type: string;
  value: string;
  tag: string;
  pcode: string;
  picSize: string;
}

/** Used while the mail config holds no entries of a type. */
export const DEFAULT_MAIL_CONFIG: readonly ConfigEntry[] = [
  {
    id: 'MAIL_LICENSE',
    name: '营业执照',
    type: 'SendEmailTypeDic',
    value: '<p>请提供加盖公章的营业执照副本复印件（彩色扫描件）。</p>',
    tag: '',
    pcode: '',
    picSize: '1',
  },
  {
    id: 'MAIL_AUTH_LETTER',
    name: '授权书',
    type: 'SendEmailTypeDic',
    value: '<p>请提供法定代表人签字并加盖公章的认证授权书。</p>',
    tag: '',
    pcode: '',
    picSize: '1',
  },
  {
    id: 'MAIL_ON_JOB',
    name: '在职证明',
    type: 'SendEmailTypeDic',
    value: '<p>请提供申请人{applyUser}的在职证明（加盖公章）。</p>',
    tag: '',
    pcode: '',
    picSize: '1',
  },
  {
    id: 'MAIL_BANK',
    name: '对公账户信息',
    type: 'SendEmailTypeDic',
    value: '<p>请提供对公账户开户许可证或银行回单。</p>',
    tag: '',
    pcode: '',
    picSize: '1',
  },
  {
    id: 'MAIL_RESULT_OK',
    name: '认证通过通知',
    type: 'SendEmailTypeDic',
    value: '<p>贵单位（{companyName}）的认证申请已审核通过。</p>',
    tag: 'result',
    pcode: '',
    picSize: '0',
  },
  {
    id: 'MAIL_RESULT_FAIL',
    name: '认证未通过通知',
    type: 'SendEmailTypeDic',
    value: '<p>很遗憾，贵单位（{companyName}）的认证申请未通过，原因：</p>',
    tag: 'result',
    pcode: '',
    picSize: '0',
  },
  {
    id: 'MAIL_TOPIC',
    name: '邮件主题',
    type: 'EmailTopic',
    value: '【企业信息认证】{companyName} 认证材料补充通知',
    tag: '',
    pcode: '',
    picSize: '',
  },
  {
    id: 'MAIL_FRAME',
    name: '邮件模板',
    type: 'EmailTemplate',
    value:
      '<p>{companyName}：</p><p>您好！我们正在为贵单位办理企业信息认证（订单号 {openOrderId}）。</p>{content}<p>请直接回复本邮件并附上材料，谢谢配合。</p><p>认证专员 {certifier}</p>',
    tag: '',
    pcode: '',
    picSize: '',
  },
];

async function configEntries(ctx: AppContext): Promise<ConfigEntry[]> {
  const rows = await ctx.db
    .select({
      id: dataDic.id,
      name: dataDic.name,
      type: dataDic.type,
      value: dataDic.value,
      tag: dataDic.tag,
      pcode: dataDic.pcode,
      picSize: dataDic.picSize,
    })
    .from(dataDic)
    .where(and(eq(dataDic.category, 'mail'), inArray(dataDic.type, ['SendEmailTypeDic', 'EmailTopic', 'EmailTemplate'])))
    .orderBy(asc(dataDic.sort), asc(dataDic.id));
  // Per type: the administrator's entries when there are any, else the defaults.
  const types = ['SendEmailTypeDic', 'EmailTopic', 'EmailTemplate'];
  return types.flatMap((type) => {
    const own = rows.filter((r) => r.type === type);
    return own.length > 0 ? own : DEFAULT_MAIL_CONFIG.filter((d) => d.type === type);
  });
}

/** A new mail serial number: unique, and safe in a Message-ID. */
export function newSeqNo(orderId: number): string {
  return `${orderId}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** GET /api/email/template/order/{orderId}: options, subject and body frame filled for the order. */
export async function mailTemplateOf(ctx: AppContext, user: AuthUser, orderId: number): Promise<MailTemplate> {
  const order = await assertOrderVisible(ctx, user, orderId);
  const vars = {
    companyName: order.companyName,
    applyUser: order.applyUser,
    openOrderId: order.openOrderId,
    orderId: order.id,
    certifier: user.nickName,
  };
  const entries = await configEntries(ctx);
  const types = entries.filter((e) => e.type === 'SendEmailTypeDic');
  const toOption = (e: ConfigEntry): MailTemplateOption => ({
    name: e.name,
    type: e.tag === 'result' ? 'result' : 'send',
    code: e.id,
    content: fillTemplate(e.value, vars),
    child: types.filter((c) => c.pcode === e.id).map(toOption),
    attachmentName: e.name,
    attachmentCount: Number.parseInt(e.picSize, 10) || 0,
  });
  const frame = entries.find((e) => e.type === 'EmailTemplate')?.value ?? '{content}';
  return {
    optionsInfos: types.filter((e) => !e.pcode).map(toOption),
    topic: fillTemplate(entries.find((e) => e.type === 'EmailTopic')?.value ?? '', vars),
    // {content} stays for the dialog to fill with the chosen options.
    emailTemplate: fillTemplate(frame, { ...vars, content: undefined }),
    seqNo: newSeqNo(order.id),
  };
}
