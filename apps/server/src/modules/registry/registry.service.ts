import type { Page, QueueSummary, RecordDetail, RecordRow } from '@certdesk/contract';
import { toPage } from '@certdesk/contract';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { notFound } from '../../platform/errors.js';
import { assertOrderVisible } from '../orders/order-access.js';
import { LOOKUP_JOB } from './lookup.jobs.js';
import {
  insertLookupRecord,
  type LookupRecord,
  type RecordFilters,
  recordById,
  recordPage,
  recordStatusCounts,
  setRecordSeqNo,
} from './registry.repo.js';

/** What a lookup is asked for. */
export interface LookupInput {
  orderId: number | null;
  companyName: string;
  socialCredit?: string;
  licenseNo?: string;
  orgType: number;
  province?: string;
  city?: string;
  /** 10 triggered by an order, 20 manual re-check. */
  origin: 10 | 20;
  requestUid?: number | null;
}

/** A readable serial number: date and the record id. */
function seqNoOf(id: number, at: Date): string {
  const d = new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `CD${d}${String(id).padStart(6, '0')}`;
}

/** Writes the lookup record and its job in the caller's transaction; returns the record id. */
export async function enqueueLookup(ctx: AppContext, tx: Db, input: LookupInput): Promise<number> {
  const now = new Date();
  const id = await insertLookupRecord(tx, {
    orderId: input.orderId,
    companyName: input.companyName,
    socialCredit: input.socialCredit ?? '',
    licenseNo: input.licenseNo ?? '',
    orgType: input.orgType,
    province: input.province ?? '',
    city: input.city ?? '',
    origin: input.origin,
    seqNo: '',
    requestDate: now,
    requestUid: input.requestUid ?? null,
  });
  await setRecordSeqNo(tx, id, seqNoOf(id, now));
  await ctx.queue.send(LOOKUP_JOB, { recordId: id }, { tx, key: `record:${id}` });
  return id;
}

const ms = (d: Date | null) => (d ? d.getTime() : null);

/** The list form of a record. */
export function toRecordRow(r: LookupRecord): RecordRow {
  return {
    id: r.id,
    seqNo: r.seqNo,
    orderId: r.orderId,
    companyName: r.companyName,
    orgType: r.orgType,
    origin: r.origin,
    status: r.status,
    attempts: r.attempts,
    requestDate: ms(r.requestDate),
    resultDate: ms(r.resultDate),
    requestDuration: r.requestDuration,
    error: r.error,
  };
}

/** GET /api/queue: lookups waiting, running and failed, and the age of the oldest waiting one. */
export async function queueSummary(ctx: AppContext): Promise<QueueSummary> {
  const rows = await recordStatusCounts(ctx.db);
  const by = (s: string) => rows.find((r) => r.status === s);
  const oldest = by('queued')?.oldest;
  return {
    pending: Number(by('queued')?.n ?? 0),
    running: Number(by('running')?.n ?? 0),
    failed: Number(by('failed')?.n ?? 0),
    oldestPendingMs: oldest ? Math.max(0, Date.now() - new Date(oldest).getTime()) : 0,
  };
}

export type { RecordFilters } from './registry.repo.js';

/** A page of records: unfinished (queue) or finished (history), newest first. */
export async function listRecords(ctx: AppContext, finished: boolean, f: RecordFilters): Promise<Page<RecordRow>> {
  const { rows, total } = await recordPage(ctx.db, finished, f);
  return toPage(rows.map(toRecordRow), total, f.pageSize);
}

/** GET /api/info/{id}: the record with its result; a record of an order follows the order's visibility. */
export async function recordDetail(ctx: AppContext, user: AuthUser, id: number): Promise<RecordDetail> {
  const r = await recordById(ctx.db, id);
  if (!r) throw notFound('未找到查档记录');
  if (r.orderId !== null && !user.roleTypes.some((t) => t === 0 || t === 100)) {
    await assertOrderVisible(ctx, user, r.orderId).catch(() => {
      throw notFound('未找到查档记录');
    });
  }
  return { ...toRecordRow(r), resultJson: r.resultJson ? JSON.stringify(r.resultJson) : '' };
}
