import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/client.js';
import { insertOutboxRow, latestFailedForUpdate, resetToPending } from './outbox.repo.js';
import type { partnerOutbox } from './outbox.schema.js';

/** An outbox row as stored. */
export type OutboxRow = typeof partnerOutbox.$inferSelect;

/** What the partner answered to a delivered event (the acknowledgement's data). */
export type Ack = Record<string, unknown>;

/**
 * What happens after an event settles, per interface type, inside the worker's transaction:
 * delivered (the partner acknowledged) or exhausted (the retry budget is spent).
 */
export interface SettleHandler {
  delivered?: (tx: Db, row: OutboxRow, ack: Ack) => Promise<void>;
  exhausted?: (tx: Db, row: OutboxRow, lastError: string) => Promise<void>;
}

const handlers = new Map<number, Map<string, SettleHandler>>();

/**
 * Registers what settling an event of this interface type does. Several modules may listen to
 * one type; `name` keeps a second registration (another app in the same process) from doubling.
 */
export function onOutboxSettled(interfaceType: number, name: string, handler: SettleHandler): void {
  const byName = handlers.get(interfaceType) ?? new Map<string, SettleHandler>();
  byName.set(name, handler);
  handlers.set(interfaceType, byName);
}

/** The handlers of a type, in registration order. */
export function settleHandlers(interfaceType: number): SettleHandler[] {
  return [...(handlers.get(interfaceType)?.values() ?? [])];
}

/** A new event for the partner. */
export interface NewPartnerEvent {
  partnerId: string;
  orderId: number | null;
  /** 20 result, 40 progress, 50 warning, 60 four elements, 70 supplementary material. */
  interfaceType: number;
  payload: Record<string, unknown>;
  /** The row of the caller's module this event sends (order_notices, third_party_notices …). */
  refId?: number | null;
}

/**
 * Writes an event in the caller's transaction (D11): it exists exactly when the change that
 * caused it commits, and the worker sends it afterwards. The payload carries `eventId` and
 * `interfaceType` so the partner can deduplicate and route it.
 */
export async function enqueuePartnerEvent(tx: Db, event: NewPartnerEvent): Promise<OutboxRow> {
  const eventId = randomUUID();
  return insertOutboxRow(tx, {
    eventId,
    partnerId: event.partnerId,
    orderId: event.orderId,
    interfaceType: event.interfaceType,
    payload: { eventId, interfaceType: event.interfaceType, ...event.payload },
    refId: event.refId ?? null,
  });
}

/**
 * Sends a failed event again (an administrator's re-push): a fresh retry budget, due now, the
 * same eventId (the partner keeps deduplicating). Returns the row, or null when none is failed.
 */
export async function requeueFailed(tx: Db, orderId: number, interfaceType: number): Promise<OutboxRow | null> {
  const failed = await latestFailedForUpdate(tx, orderId, interfaceType);
  if (!failed) return null;
  return (await resetToPending(tx, failed.id)) ?? null;
}
