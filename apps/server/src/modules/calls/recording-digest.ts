import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { storedSha256 } from '../files/file-digest.js';
import { callRecords } from './calls.schema.js';

/**
 * Records the SHA-256 of a call's recording when it is a file of our store. Run after the
 * record's transaction (the bytes are read outside it); the update names the key it hashed, so a
 * recording replaced meanwhile is not given the old file's digest. An exchange's link stays null.
 */
export async function fillRecordingDigest(ctx: AppContext, callId: number): Promise<string | null> {
  const [call] = await ctx.db
    .select({ recordKey: callRecords.recordKey, recordSha256: callRecords.recordSha256 })
    .from(callRecords)
    .where(eq(callRecords.id, callId));
  if (!call?.recordKey) return null;
  if (call.recordSha256) return call.recordSha256;
  const sha256 = await storedSha256(ctx, call.recordKey);
  if (!sha256) return null;
  await ctx.db
    .update(callRecords)
    .set({ recordSha256: sha256 })
    .where(and(eq(callRecords.id, callId), eq(callRecords.recordKey, call.recordKey), isNull(callRecords.recordSha256)));
  return sha256;
}
