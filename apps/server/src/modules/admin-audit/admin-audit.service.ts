import { type auditListSchema, type Json, toPage } from '@certdesk/contract';
import type { z } from 'zod';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import type { Db } from '../../platform/db/client.js';
import { formatShanghai } from '../../platform/export/xlsx.js';
import { auditPage, insertAudit } from './admin-audit.repo.js';

/** Who made a change and from where: the signed-in administrator and the request address. */
export interface Actor {
  user: AuthUser;
  ip: string;
}

// Credentials never enter the trail, not even as ciphertext.
const SECRET_KEYS = new Set(['password', 'passwordHash', 'passwordEnc', 'secret', 'secretEnc']);

/** A copy of a value with every credential field replaced by a marker. */
export function redact(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redact);
  // jsonb keeps what JSON keeps: strings, finite numbers, booleans.
  if (typeof value !== 'object') return value as Json;
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(value)) {
    if (SECRET_KEYS.has(k)) out[k] = v ? '******' : '';
    else out[k] = redact(v);
  }
  return out;
}

/** Writes one row of the audit trail, in the caller's transaction when given one. */
export async function recordAudit(
  db: Db,
  actor: Actor | null,
  entry: { entity: string; entityId: string | number; action: string; before?: unknown; after?: unknown },
) {
  await insertAudit(db, {
    operatorId: actor?.user.id ?? null,
    operatorName: actor ? `${actor.user.nickName}(${actor.user.account})` : '系统',
    entity: entry.entity,
    entityId: String(entry.entityId),
    action: entry.action,
    before: redact(entry.before),
    after: redact(entry.after),
    ip: actor?.ip ?? '',
  });
}

/** A page of the trail in its answer form (the audit screen, role 0). */
export async function listAudit(ctx: AppContext, q: z.infer<typeof auditListSchema>) {
  const { rows, total } = await auditPage(ctx.db, q);
  const result = rows.map((r) => ({
    id: r.id,
    operatorId: r.operatorId,
    operatorName: r.operatorName,
    entity: r.entity,
    entityId: r.entityId,
    action: r.action,
    before: r.before,
    after: r.after,
    ip: r.ip,
    createAt: formatShanghai(r.createdAt),
  }));
  return toPage(result, total, q.pageSize);
}
