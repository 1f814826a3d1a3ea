import {
  checkOrderFields,
  InterfaceType,
  Msg,
  orderDefaults,
  PARTNER_FIELD_LABELS,
  type PartnerModify,
  type PartnerOrderAnswer,
  type PartnerSupplement,
} from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { queuePartnerFiles } from '../evidence/partner-files.repo.js';
import { type Actor, OrderLogEvent, writeOrderLog } from '../orders/order-log.repo.js';
import { insertIncoming, lockPartnerOrder, type OrderRecord, updateOrder } from '../orders/orders.repo.js';
import { enqueueLookup } from '../registry/registry.service.js';
import { writeInterfaceLog } from './interface-log.repo.js';
import { resolveArea } from './partner-area.js';

/** The partner's open order, locked for the change; ended orders cannot change. */
async function openOrderOf(tx: Db, partnerId: string, openOrderId: string): Promise<OrderRecord> {
  const order = await lockPartnerOrder(tx, partnerId, openOrderId);
  if (!order) throw notFound(Msg.orderNotFound);
  if (order.orderStatus === 100) throw conflict('订单已结束，不能修改');
  return order;
}

const partnerActor = (partnerId: string): Actor => ({ uid: null, uname: `合作方 ${partnerId}` });
const answerOf = (o: OrderRecord): PartnerOrderAnswer => ({ orderId: o.id, openOrderId: o.openOrderId, orderStatus: o.orderStatus });

/**
 * POST /open/v1/orders/modify: changes the fields sent; the merged order must still satisfy its
 * type's rules. A changed company name or credit code queues a new registry lookup.
 */
export async function modifyOrder(ctx: AppContext, partnerId: string, input: PartnerModify, rawBody: string, parsed: unknown) {
  return ctx.db.transaction(async (tx) => {
    const order = await openOrderOf(tx, partnerId, input.openOrderId);
    const { openOrderId: _id, orderType: _type, ...changes } = input;
    // The stored order satisfies the field types already; the partner's changes win.
    const merged = orderDefaults({ ...(order as unknown as Parameters<typeof orderDefaults>[0]), ...stripUndefined(changes) });
    const issues: string[] = [];
    checkOrderFields(merged, (_path, message) => issues.push(message));
    if (issues.length > 0) throw badRequest(issues[0] ?? Msg.badRequest);
    const area = resolveArea(merged.province, merged.city);
    const changed = Object.keys(stripUndefined(changes)).filter(
      (k) => JSON.stringify(order[k as keyof OrderRecord]) !== JSON.stringify(merged[k as keyof typeof merged]),
    );
    const updated = await updateOrder(tx, order.id, { ...merged, ...area, orderType: order.orderType });
    if (!updated) throw notFound(Msg.orderNotFound);
    await insertIncoming(tx, order.id, InterfaceType.MODIFY, parsed as Record<string, unknown>);
    // New file URLs are fetched like those of the intake; ones already recorded are left alone.
    await queuePartnerFiles(ctx, tx, order.id, merged);
    const names = changed.map((k) => PARTNER_FIELD_LABELS[k] ?? k).join('、');
    await writeOrderLog(tx, {
      orderId: order.id,
      actor: partnerActor(partnerId),
      operateType: '来单修改',
      logEventType: OrderLogEvent.MODIFY,
      doc: names ? `修改：${names}` : '内容无变化',
    });
    if ((changed.includes('companyName') || changed.includes('socialCredit')) && merged.companyName) {
      await enqueueLookup(ctx, tx, {
        orderId: order.id,
        companyName: merged.companyName,
        socialCredit: merged.socialCredit,
        orgType: merged.orgType,
        province: area.province,
        city: area.city,
        origin: 10,
      });
    }
    const answer = answerOf(updated);
    await logIn(tx, partnerId, updated, InterfaceType.MODIFY, rawBody, answer, '修改成功');
    return answer;
  });
}

/** POST /open/v1/orders/supplement: supplementary material; files join the order's files. */
export async function supplementOrder(ctx: AppContext, partnerId: string, input: PartnerSupplement, rawBody: string, parsed: unknown) {
  return ctx.db.transaction(async (tx) => {
    const order = await openOrderOf(tx, partnerId, input.openOrderId);
    const urls = input.files.map((f) => f.url).filter((u) => !order.certFileUrl.includes(u));
    const updated = await updateOrder(tx, order.id, { certFileUrl: [...order.certFileUrl, ...urls] });
    if (!updated) throw notFound(Msg.orderNotFound);
    await insertIncoming(tx, order.id, InterfaceType.SUPPLEMENT, parsed as Record<string, unknown>);
    await queuePartnerFiles(ctx, tx, order.id, { certFileUrl: urls });
    await writeOrderLog(tx, {
      orderId: order.id,
      actor: partnerActor(partnerId),
      operateType: '补充资料',
      logEventType: OrderLogEvent.SUPPLEMENT,
      doc: [input.content, ...input.files.map((f) => f.name)].filter(Boolean).join('；').slice(0, 1000),
    });
    const answer = answerOf(updated);
    await logIn(tx, partnerId, updated, InterfaceType.SUPPLEMENT, rawBody, answer, '补充资料已接收');
    return answer;
  });
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

async function logIn(tx: Db, partnerId: string, o: OrderRecord, type: number, rawBody: string, data: PartnerOrderAnswer, msg: string) {
  await writeInterfaceLog(tx, {
    orderId: o.id,
    openOrderId: o.openOrderId,
    companyName: o.companyName,
    partnerId,
    interfaceType: type,
    direction: 'in',
    requestJson: rawBody,
    respValue: JSON.stringify({ code: '0000', msg, data }),
    success: true,
  });
}
