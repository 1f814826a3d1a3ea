import type { PushPreview } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { attachmentsOf } from '../certification/attachments.repo.js';
import { ourCopies } from '../evidence/partner-files.service.js';
import { assertOrderVisible } from '../orders/order-access.js';
import type { DecisionOrder } from './decision-access.js';
import { latestCertDecision } from './decisions.repo.js';

/**
 * The result push (02 §2.3 preview; D11): what the partner receives when a review passes.
 * A information: the subject's documents (licence or institution certificate, authorisation
 * letter, certificate files of the order); V information: the datum package (images and
 * videos, told apart by suffix). `sign` turns stored URLs into short-lived links for the screen;
 * the push itself carries the stored URLs.
 */
export async function buildPush(db: Db, order: DecisionOrder, sign: (url: string) => string): Promise<PushPreview> {
  const cert = await latestCertDecision(db, order.id);
  const files = await attachmentsOf(db, order.id);
  const ainfo = [order.licenseUrl, order.authorizationLetter, ...order.certFileUrl].filter((u) => u).map((url) => ({ url: sign(url) }));
  const vinfo = files.map((f) => ({ url: sign(f.url) }));
  const result = order.certificationResult ?? cert?.result ?? 10;
  return {
    orderId: order.id,
    cropName: order.companyName,
    authorizationLetter: order.authorizationLetter ? sign(order.authorizationLetter) : '',
    certificateType: order.certificateType,
    licenseNumber: order.licenseNumber || order.socialCredit,
    licenseUrl: order.licenseUrl ? sign(order.licenseUrl) : '',
    publicAccount: order.bankNo,
    depositaryBank: order.bankName,
    legalPerson: order.ceoName,
    applicantName: order.applyUser,
    applicantMobile: order.applyMobile,
    tag: order.certificationType === 10 ? 'V' : 'AV',
    authStatus: result,
    reasonCode: cert?.reasonCode ?? '',
    reasonMsg: cert?.reason ?? '',
    orgType: order.orgType,
    extension: JSON.stringify({ ainfo, vinfo }),
  };
}

/** GET /api/audit/previewPush/{id}: the push as the auditor will send it, links signed; partner files shown as our copies. */
export async function previewPush(ctx: AppContext, user: AuthUser, orderId: number): Promise<PushPreview> {
  const order = await assertOrderVisible(ctx, user, orderId);
  const copies = await ourCopies(ctx, orderId);
  return buildPush(ctx.db, order, (url) => ctx.storage.signUrl(copies.get(url) ?? url, { userId: user.id, orderId }));
}
