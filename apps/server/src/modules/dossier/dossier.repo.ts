import { PARTNER_FILE_FIELD_LABELS } from '@certdesk/contract';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { callRecords } from '../calls/calls.schema.js';
import { orderAttachments, orderSubtotals } from '../certification/certification.schema.js';
import { orderDecisions } from '../decisions/decisions.schema.js';
import { partnerFiles } from '../evidence/evidence.schema.js';
import { orderLogs } from '../orders/orders.schema.js';
import { users } from '../users/users.schema.js';

/** A stored file of an order as the dossier reads it, before its bytes. */
export interface EvidenceRow {
  kind: 'attachment' | 'recording' | 'partner';
  id: number;
  url: string;
  name: string;
  /** The datum type (50 for a mail attachment), null for a recording. */
  attachType: number | null;
  /** The user who added it, or null for the system (partner, mail capture, exchange). */
  addedBy: string | null;
  addedAt: Date;
  /** The SHA-256 recorded when the file was stored (null: not yet read). */
  sha256: string | null;
  /** Where a partner file was fetched from ('' for the other kinds). */
  sourceUrl: string;
}

/** The datum files (datum uploads and captured mail attachments) of an order, oldest first. */
export async function findAttachments(db: Db, orderId: number): Promise<EvidenceRow[]> {
  const rows = await db
    .select({ a: orderAttachments, nickName: users.nickName })
    .from(orderAttachments)
    .leftJoin(users, eq(users.id, orderAttachments.uid))
    .where(eq(orderAttachments.orderId, orderId))
    .orderBy(asc(orderAttachments.id));
  return rows.map(({ a, nickName }) => ({
    kind: 'attachment',
    id: a.id,
    url: a.url,
    name: a.name,
    attachType: a.type,
    addedBy: nickName ?? null,
    addedAt: a.createdAt,
    sha256: a.sha256,
    sourceUrl: '',
  }));
}

/** The call recordings of an order, oldest call first. */
export async function findRecordings(db: Db, orderId: number): Promise<EvidenceRow[]> {
  const rows = await db
    .select()
    .from(callRecords)
    .where(and(eq(callRecords.orderId, orderId), ne(callRecords.recordKey, '')))
    .orderBy(asc(callRecords.startDate), asc(callRecords.id));
  return rows.map((c) => ({
    kind: 'recording',
    id: c.id,
    url: c.recordKey,
    name: c.recordKey.split(/[?#]/)[0]?.split('/').pop() ?? `call-${c.id}`,
    attachType: null,
    addedBy: c.callUname || null,
    addedAt: c.endDate,
    sha256: c.recordSha256,
    sourceUrl: '',
  }));
}

/**
 * The files the partner sent by URL, as we fetched and kept them, in the order of the rows. One not
 * (yet) fetched is listed with no stored file, so the manifest says it is missing.
 */
export async function findPartnerFiles(db: Db, orderId: number, urlOf: (key: string) => string): Promise<EvidenceRow[]> {
  const rows = await db.select().from(partnerFiles).where(eq(partnerFiles.orderId, orderId)).orderBy(asc(partnerFiles.id));
  return rows.map((f) => ({
    kind: 'partner',
    id: f.id,
    url: f.status === 'fetched' && f.storageKey ? urlOf(f.storageKey) : '',
    name: `${PARTNER_FILE_FIELD_LABELS[f.field] ?? f.field}${extensionOf(f.sourceUrl)}`,
    attachType: null,
    addedBy: null,
    addedAt: f.fetchedAt ?? f.createdAt,
    sha256: f.sha256 || null,
    sourceUrl: f.sourceUrl,
  }));
}

/** The extension of a URL's last path segment (".jpg"), or ''. */
function extensionOf(url: string): string {
  try {
    return /\.[A-Za-z0-9]{1,8}$/.exec(new URL(url).pathname)?.[0] ?? '';
  } catch {
    return '';
  }
}

/**
 * Fills in the SHA-256 of a row stored before migration 0010, the first time its bytes are read.
 * Only while the row still names the same file and has none: a digest is never overwritten.
 */
export async function backfillSha256(db: Db, row: EvidenceRow, sha256: string): Promise<void> {
  // A partner file is stored with its digest (modules/evidence): nothing to fill in.
  if (row.kind === 'partner') return;
  if (row.kind === 'attachment') {
    await db
      .update(orderAttachments)
      .set({ sha256 })
      .where(and(eq(orderAttachments.id, row.id), eq(orderAttachments.url, row.url), isNull(orderAttachments.sha256)));
  } else {
    await db
      .update(callRecords)
      .set({ recordSha256: sha256 })
      .where(and(eq(callRecords.id, row.id), eq(callRecords.recordKey, row.url), isNull(callRecords.recordSha256)));
  }
}

/** Names of the order's certifier and auditor. */
export async function findHandlerNames(db: Db, certificationUid: number | null, auditUid: number | null) {
  const ids = [certificationUid, auditUid].filter((id): id is number => id !== null);
  const rows = ids.length ? await db.select({ id: users.id, nickName: users.nickName }).from(users).where(inArray(users.id, ids)) : [];
  const name = (id: number | null) => rows.find((r) => r.id === id)?.nickName ?? '';
  return { certifier: name(certificationUid), auditor: name(auditUid) };
}

/** The certification and review decisions, the certifier's subtotals and the operation log. */
export async function findOrderRecord(db: Db, orderId: number) {
  const [decisions, subtotals, logs] = await Promise.all([
    db
      .select()
      .from(orderDecisions)
      .where(eq(orderDecisions.orderId, orderId))
      .orderBy(asc(orderDecisions.createdAt), asc(orderDecisions.id)),
    db
      .select()
      .from(orderSubtotals)
      .where(eq(orderSubtotals.orderId, orderId))
      .orderBy(asc(orderSubtotals.createdAt), asc(orderSubtotals.id)),
    db.select().from(orderLogs).where(eq(orderLogs.orderId, orderId)).orderBy(asc(orderLogs.createdAt), asc(orderLogs.id)),
  ]);
  return { decisions, subtotals, logs };
}
