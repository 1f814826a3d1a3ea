import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { isFileOfOrder, isTemplateImage } from './file-access.repo.js';

/** Where a stored file a user hands us may come from, besides their own uploads. */
export interface FileSource {
  /** The file may be one of this order's files (the caller has been checked to see the order). */
  orderId?: number;
  /** The file may be an image shown by a mail template. */
  templateImages?: boolean;
}

/** A stored file the caller may use: its key and the URL the database keeps for it. */
export interface UsableFile {
  key: string;
  storedUrl: string;
}

/** True when the key was uploaded by this user under a policy given to them (`<purpose>/u<id>/…`, D15). */
export function isOwnUpload(key: string, userId: number): boolean {
  return new RegExp(`^[a-z]+/u${userId}/`).test(key);
}

/**
 * A file key that a user hands us (to attach to an order, to read by OCR, to mail, as a
 * recording) is accepted only when they uploaded it themselves under their own policy, or when it
 * already belongs to the order they act on (or is a mail template's image, where allowed). Any
 * other key of our store is someone else's evidence, and is refused like a key that does not exist.
 */
export async function usableFile(
  ctx: AppContext,
  user: AuthUser,
  url: string,
  source: FileSource = {},
  refusal = '文件地址无效，请重新上传',
): Promise<UsableFile> {
  const key = ctx.storage.keyOf(url);
  if (!key) throw badRequest(refusal);
  const storedUrl = ctx.storage.urlOf(key);
  if (isOwnUpload(key, user.id)) return { key, storedUrl };
  if (source.orderId !== undefined && (await isFileOfOrder(ctx.db, source.orderId, storedUrl, key))) return { key, storedUrl };
  if (source.templateImages && key.startsWith('image/') && (await isTemplateImage(ctx.db, storedUrl))) return { key, storedUrl };
  throw badRequest(refusal);
}
