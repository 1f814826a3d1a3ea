import { createHash } from 'node:crypto';
import { InterfaceType, orderDefaults, type PartnerCreate, type PartnerOrderAnswer, SUCCESS_CODE } from '@certdesk/contract';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { conflict } from '../../platform/errors.js';
import { queuePartnerFiles } from '../evidence/partner-files.repo.js';
import { lookupFinished } from '../orders/lifecycle.service.js';
import { OrderLogEvent, writeOrderLog } from '../orders/order-log.repo.js';
import { flagOpenDuplicates, insertIncoming, insertOrder } from '../orders/orders.repo.js';
import { expiredDateFor, workCalendar } from '../orders/work-calendar.service.js';
import { enqueueLookup } from '../registry/registry.service.js';
import { insertIntake, intakeOf } from './intakes.repo.js';
import { writeInterfaceLog } from './interface-log.repo.js';
import { resolveArea } from './partner-area.js';

/** JSON with sorted keys, so that the same payload hashes the same whatever the key order. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const hashOf = (payload: unknown) => createHash('sha256').update(canonicalJson(payload)).digest('hex');

/** The stored answer of an earlier create, or the refusal when the body differs. */
async function earlierAnswer(db: Db, partnerId: string, openOrderId: string, bodyHash: string): Promise<PartnerOrderAnswer | null> {
  const row = await intakeOf(db, partnerId, openOrderId);
  if (!row) return null;
  if (row.bodyHash !== bodyHash) {
    throw conflict(`订单号${openOrderId}已进件且内容不同；重复进件须与首次内容一致，修改订单请调用 /open/v1/orders/modify`);
  }
  return row.answer as PartnerOrderAnswer;
}

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * POST /open/v1/orders (D11): creates the order in archive lookup (10), with its incoming row,
 * duplicate flags, area names, expiry, operation log, interface log, registry lookup and the
 * fetches of the partner's files, all in
 * one transaction. Idempotent on openOrderId: the same payload answers the stored answer (and
 * `replayed`), a different payload is refused.
 */
export async function intakeOrder(
  ctx: AppContext,
  partnerId: string,
  input: PartnerCreate,
  rawBody: string,
  parsed: unknown,
): Promise<{ answer: PartnerOrderAnswer; replayed: boolean }> {
  const bodyHash = hashOf(parsed);
  const earlier = await earlierAnswer(ctx.db, partnerId, input.openOrderId, bodyHash);
  if (earlier) {
    await logReplay(ctx.db, partnerId, input, rawBody, earlier);
    return { answer: earlier, replayed: true };
  }
  const fields = orderDefaults(input);
  const area = resolveArea(fields.province, fields.city);
  const calendar = await workCalendar(ctx);
  const incomingDate = input.incomingDate ? new Date(input.incomingDate) : new Date();
  try {
    const answer = await ctx.db.transaction(async (tx) => {
      // Other open orders of the same company / applicant are marked, and so is this one.
      const flags = await flagOpenDuplicates(tx, fields.companyName, fields.applyIDCard);
      const order = await insertOrder(tx, {
        ...fields,
        ...area,
        ...flags,
        partnerId,
        openOrderId: input.openOrderId,
        orderStatus: 10,
        queryStatus: 10,
        incomingDate,
        expiredDate: expiredDateFor(calendar, fields.orderType, incomingDate),
      });
      if (!order) throw new Error('order insert returned nothing');
      await insertIncoming(tx, order.id, InterfaceType.INCOMING, parsed as Record<string, unknown>);
      // The partner's files are fetched and kept by us; a file that cannot be fetched never stops the order.
      await queuePartnerFiles(ctx, tx, order.id, fields);
      await writeOrderLog(tx, {
        orderId: order.id,
        actor: { uid: null, uname: `合作方 ${partnerId}` },
        operateType: '进件',
        logEventType: OrderLogEvent.INTAKE,
        doc: `合作方订单号 ${input.openOrderId}`,
      });
      // Orders without a company (degree, skill … with no employer) have nothing to look up.
      let status = 10;
      if (fields.companyName) {
        await enqueueLookup(ctx, tx, {
          orderId: order.id,
          companyName: fields.companyName,
          socialCredit: fields.socialCredit,
          licenseNo: fields.licenseNumber,
          orgType: fields.orgType,
          province: area.province,
          city: area.city,
          origin: 10,
        });
      } else {
        status = (await lookupFinished(tx, order.id, true)).orderStatus;
      }
      const result: PartnerOrderAnswer = { orderId: order.id, openOrderId: input.openOrderId, orderStatus: status };
      await insertIntake(tx, { partnerId, openOrderId: input.openOrderId, bodyHash, orderId: order.id, answer: result });
      await writeInterfaceLog(tx, {
        orderId: order.id,
        openOrderId: input.openOrderId,
        companyName: fields.companyName,
        partnerId,
        interfaceType: InterfaceType.INCOMING,
        direction: 'in',
        requestJson: rawBody,
        respValue: JSON.stringify({ code: SUCCESS_CODE, msg: '进件成功', data: result }),
        success: true,
      });
      return result;
    });
    return { answer, replayed: false };
  } catch (err) {
    // Two identical creates at once: the loser answers what the winner stored.
    if (!isUniqueViolation(err)) throw err;
    const winner = await earlierAnswer(ctx.db, partnerId, input.openOrderId, bodyHash);
    if (winner) {
      await logReplay(ctx.db, partnerId, input, rawBody, winner);
      return { answer: winner, replayed: true };
    }
    throw conflict(`订单号${input.openOrderId}已存在`);
  }
}

/** A repeated create is a call in like any other: logged with the stored answer. */
async function logReplay(db: Db, partnerId: string, input: PartnerCreate, rawBody: string, answer: PartnerOrderAnswer) {
  await writeInterfaceLog(db, {
    orderId: answer.orderId,
    openOrderId: input.openOrderId,
    companyName: input.companyName ?? '',
    partnerId,
    interfaceType: InterfaceType.INCOMING,
    direction: 'in',
    requestJson: rawBody,
    respValue: JSON.stringify({ code: SUCCESS_CODE, msg: '订单已进件（重复请求）', data: answer }),
    success: true,
  });
}
