import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context.js';

/** The two digests kept of a stored file: SHA-256 for evidence, MD5 for the older dedupe. */
export interface FileDigests {
  sha256: string;
  md5: string;
}

/** Hex SHA-256 and MD5 of bytes. */
export function digestsOf(bytes: Buffer): FileDigests {
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    md5: createHash('md5').update(bytes).digest('hex'),
  };
}

/**
 * The bytes of a stored URL and their digests, read back from the store (never from what a
 * client claims). Null for a URL outside our store (an exchange's link) or a missing object: the
 * row is still kept, its SHA-256 stays null, and the dossier says the file is missing.
 */
export async function readStoredFile(ctx: AppContext, url: string): Promise<(FileDigests & { bytes: Buffer; key: string }) | null> {
  const key = ctx.storage.keyOf(url);
  if (!key) return null;
  try {
    const bytes = await ctx.storage.getObject(key);
    return { ...digestsOf(bytes), bytes, key };
  } catch (err) {
    ctx.log.warn({ err, key }, 'stored file could not be read for its digest');
    return null;
  }
}

/** SHA-256 of a stored URL's bytes, or null (see readStoredFile). */
export async function storedSha256(ctx: AppContext, url: string): Promise<string | null> {
  return (await readStoredFile(ctx, url))?.sha256 ?? null;
}
