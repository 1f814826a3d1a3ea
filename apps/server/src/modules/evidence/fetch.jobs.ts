import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { FetchFailed, type SafeFetchOptions, safeFetch } from '../../platform/http/safe-fetch.js';
import type { JobMeta } from '../../platform/queue.js';
import { partnerFiles } from './evidence.schema.js';
import { checkEvidenceType, EVIDENCE_TYPES } from './evidence-types.js';

/** The fetch rules of this process, from its configuration. */
export function fetchOptionsOf(ctx: AppContext): SafeFetchOptions {
  const c = ctx.config.partnerFiles;
  return { allowedHosts: c.hosts, timeoutMs: c.timeoutMs, maxBytes: c.maxBytes, maxRedirects: 3 };
}

/** Stored objects are named by their SHA-256: identical bytes are one object, whoever sent them. */
const keyOf = (sha256: string, ext: string) => `evidence/${sha256.slice(0, 2)}/${sha256}.${ext}`;

/**
 * Runs one fetch attempt of a partner file. Idempotent: only a pending row is fetched. Success
 * stores the bytes (or reuses the object already stored for the same SHA-256) and records hash,
 * size, type and time; a failure records its reason, and stays pending for the retry unless it is
 * the last attempt or retrying cannot help (a refused address or type, too large), then failed.
 */
export async function runFetch(ctx: AppContext, fileId: number, meta: Pick<JobMeta, 'lastAttempt'>, options = fetchOptionsOf(ctx)) {
  const [row] = await ctx.db
    .update(partnerFiles)
    .set({ attempts: sql`${partnerFiles.attempts} + 1` })
    .where(and(eq(partnerFiles.id, fileId), eq(partnerFiles.status, 'pending')))
    .returning();
  if (!row) return;
  try {
    const fetched = await safeFetch(row.sourceUrl, options);
    const checked = checkEvidenceType(fetched.contentType, fetched.bytes);
    if ('refusal' in checked) throw new FetchFailed(checked.refusal, true);
    const sha256 = createHash('sha256').update(fetched.bytes).digest('hex');
    const [same] = await ctx.db
      .select({ storageKey: partnerFiles.storageKey })
      .from(partnerFiles)
      .where(and(eq(partnerFiles.sha256, sha256), eq(partnerFiles.status, 'fetched')))
      .limit(1);
    let storageKey = same?.storageKey ?? '';
    if (!storageKey) {
      storageKey = keyOf(sha256, EVIDENCE_TYPES[checked.type]);
      await ctx.storage.putObject(storageKey, fetched.bytes, checked.type);
    }
    await ctx.db
      .update(partnerFiles)
      .set({
        status: 'fetched',
        storageKey,
        sha256,
        size: fetched.bytes.length,
        contentType: checked.type,
        fetchedAt: new Date(),
        error: '',
      })
      .where(eq(partnerFiles.id, fileId));
  } catch (err) {
    const known = err instanceof FetchFailed;
    if (!known) ctx.log.error({ err, fileId }, 'partner file fetch failed');
    const final = meta.lastAttempt || (known && err.permanent);
    await ctx.db
      .update(partnerFiles)
      .set({ status: final ? 'failed' : 'pending', error: (known ? err.message : '保存文件失败，请稍后重试').slice(0, 500) })
      .where(eq(partnerFiles.id, fileId));
    if (!final) throw err;
  }
}
