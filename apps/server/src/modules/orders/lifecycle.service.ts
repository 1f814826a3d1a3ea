import { canEndOrder, Msg, OrderStatus } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { Db } from '../../platform/db/client.js';
import { forbidden, notFound, staleState } from '../../platform/errors.js';
import { autoDispatch } from './dispatch.service.js';
import { type Actor, actorOf, OrderLogEvent, SYSTEM_ACTOR, writeOrderLog } from './order-log.repo.js';
import { type Assignee, lockOrder, moveOrderStatus, type OrderRecord, orderById } from './orders.repo.js';

/**
 * The one module that moves orders between statuses (D1). Each transition is one transaction:
 * a conditional UPDATE … WHERE id = ? AND order_status IN (from) (so of two people acting at
 * once the second changes nothing and hears "订单状态已变更，请刷新后重试"), the operation-log
 * row, the dispatch of an order entering 20 / 30 / 40 (D2), and every registered listener
 * (messages, the partner outbox) writing its rows in the same transaction.
 */

export type { OrderRecord } from './orders.repo.js';

/** The transitions of D1. */
export type TransitionName = 'lookupFinished' | 'submitCertification' | 'reviewFailed' | 'reviewPassed' | 'pushAcknowledged' | 'endOrder';

/** What listeners hear about a transition. */
export interface TransitionInfo {
  name: TransitionName;
  from: number;
  to: number;
  actor: Actor;
  /** The reason or result text given with the transition, if any. */
  doc: string;
}

/** A listener runs inside the transition's transaction; throwing rolls the transition back. */
export type TransitionListener = (tx: Db, order: OrderRecord, transition: TransitionInfo) => Promise<void>;

const listeners = new Set<TransitionListener>();

/**
 * Registers a listener for every transition (later modules: messages to the certifier after a
 * review failure, partner outbox rows for pushes). Returns the function that removes it.
 */
export function onTransition(listener: TransitionListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

interface Move {
  name: TransitionName;
  from: readonly number[];
  /** The target status; a function of the locked row where it depends on history (20 → 30 or 40). */
  to: number | ((current: OrderRecord) => number);
  actor: Actor;
  set?: Partial<OrderRecord>;
  /** Extra condition, e.g. the assigned certifier; a row failing it is explained by `explain`. */
  also?: Assignee;
  explain?: (order: OrderRecord) => Error | null;
  operateType: string;
  logEventType: number;
  doc?: string;
}

/** Runs one transition in its own transaction (a savepoint when `db` is already a transaction). */
async function move(db: Db, orderId: number, m: Move): Promise<OrderRecord> {
  return db.transaction(async (tx) => {
    // Lock the row first: a concurrent transition waits here and then sees the new status.
    const before = await lockOrder(tx, orderId);
    if (!before) throw notFound(Msg.orderNotFound);
    if (!m.from.includes(before.orderStatus)) throw staleState();
    const to = typeof m.to === 'function' ? m.to(before) : m.to;
    const row = await moveOrderStatus(tx, orderId, { from: m.from, to, assignee: m.also, set: m.set });
    if (!row) throw m.explain?.(before) ?? staleState();
    const doc = m.doc ?? '';
    await writeOrderLog(tx, { orderId, actor: m.actor, operateType: m.operateType, logEventType: m.logEventType, doc });
    await autoDispatch(tx, row);
    const after = await orderById(tx, orderId);
    const info: TransitionInfo = { name: m.name, from: before.orderStatus, to, actor: m.actor, doc };
    for (const listener of listeners) await listener(tx, after ?? row, info);
    return after ?? row;
  });
}

/** 10 → 20: the registry lookup finished (D10); queryStatus 20 on success, -1 on failure. */
export function lookupFinished(db: Db, orderId: number, success: boolean): Promise<OrderRecord> {
  return move(db, orderId, {
    name: 'lookupFinished',
    from: [OrderStatus.LOOKUP],
    to: OrderStatus.PENDING_CERT,
    actor: SYSTEM_ACTOR,
    set: { queryStatus: success ? 20 : -1 },
    operateType: success ? '查档完成' : '查档失败',
    logEventType: OrderLogEvent.LOOKUP_FINISHED,
    doc: success ? '查档成功，进入待认证' : '查档失败，进入待认证',
  });
}

/**
 * 20 → 30 (or 40 after a review failure): the assigned certifier submits success (10) or
 * failure (20). Object checks beyond the assignee (expiry, form rules) belong to the caller.
 */
export function submitCertification(db: Db, user: AuthUser, orderId: number, input: { result: 10 | 20; reason: string }) {
  return move(db, orderId, {
    name: 'submitCertification',
    from: [OrderStatus.PENDING_CERT],
    to: (current) => (current.reviewRejected ? OrderStatus.RESUBMITTED : OrderStatus.PENDING_REVIEW),
    actor: actorOf(user),
    set: { certificationResult: input.result, completedCerDate: new Date() },
    also: { certificationUid: user.id },
    explain: () => forbidden('该订单未分配给您，不能提交认证'),
    operateType: '认证提交',
    logEventType: OrderLogEvent.CERT_SUBMITTED,
    doc: `${input.result === 10 ? '认证成功' : '认证失败'}：${input.reason}`,
  });
}

/** 30 / 40 → 20: the assigned auditor fails the review; back to the same certifier with rejectMsg. */
export function reviewFailed(db: Db, user: AuthUser, orderId: number, input: { rejectMsg: string }) {
  return move(db, orderId, {
    name: 'reviewFailed',
    from: [OrderStatus.PENDING_REVIEW, OrderStatus.RESUBMITTED],
    to: OrderStatus.PENDING_CERT,
    actor: actorOf(user),
    set: { rejectMsg: input.rejectMsg, reviewRejected: true, completedAuditDate: new Date() },
    also: { auditUid: user.id },
    explain: () => forbidden('该订单未分配给您，不能提交审核'),
    operateType: '审核失败',
    logEventType: OrderLogEvent.REVIEW_FAILED,
    doc: input.rejectMsg,
  });
}

/** 30 / 40 → 50: the assigned auditor passes the review; the result push starts (D11). */
export function reviewPassed(db: Db, user: AuthUser, orderId: number, input: { reason: string }) {
  return move(db, orderId, {
    name: 'reviewPassed',
    from: [OrderStatus.PENDING_REVIEW, OrderStatus.RESUBMITTED],
    to: OrderStatus.PUSHING,
    actor: actorOf(user),
    set: { completedAuditDate: new Date(), pushStatus: null },
    also: { auditUid: user.id },
    explain: () => forbidden('该订单未分配给您，不能提交审核'),
    operateType: '审核成功',
    logEventType: OrderLogEvent.REVIEW_PASSED,
    doc: input.reason,
  });
}

/** 50 → 100: the partner acknowledged the pushed result (job). */
export function pushAcknowledged(db: Db, orderId: number) {
  return move(db, orderId, {
    name: 'pushAcknowledged',
    from: [OrderStatus.PUSHING],
    to: OrderStatus.ENDED,
    actor: SYSTEM_ACTOR,
    set: { pushStatus: 1, finishDate: new Date() },
    operateType: '推送成功',
    logEventType: OrderLogEvent.PUSH_ACKNOWLEDGED,
    doc: '合作方已确认认证结果',
  });
}

/** Any status but 100 → 100 (D25): role 0 only, no result push, the reason logged. */
export async function endOrder(db: Db, user: AuthUser, orderId: number, reason = '') {
  if (!canEndOrder(user.roleTypes)) throw forbidden('只有超级管理员可以结束订单');
  return move(db, orderId, {
    name: 'endOrder',
    from: [10, 20, 30, 40, 50],
    to: OrderStatus.ENDED,
    actor: actorOf(user),
    set: { finishDate: new Date() },
    operateType: '结束订单',
    logEventType: OrderLogEvent.ENDED,
    doc: reason ? `结束原因：${reason}` : '管理员结束订单',
  });
}
