import type { AuthUser } from '../../platform/auth/auth-user.js';
import type { AppContext } from '../../platform/context.js';
import { badRequest } from '../../platform/errors.js';
import { FILES_PATH } from '../../platform/storage/index.js';
import { isSafeKey } from '../../platform/storage/storage.js';
import { isOwnUpload } from '../files/file-access.js';
import { isSomeonesAvatar, setAvatar } from '../users/users.repo.js';

/** Key prefix of every avatar in the store (uploads `avatar/u<id>/…`, imported ones `avatar/legacy/…`). */
const AVATAR_PREFIX = 'avatar/';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);

/** True when the users.avatar value is a key of our store under the avatar prefix. */
export function isAvatarKey(value: string): boolean {
  return value.startsWith(AVATAR_PREFIX) && isSafeKey(value);
}

/**
 * What /api/user/info answers for a stored avatar: `/files/<key>` with no signature, which every
 * signed-in user may load while the key is someone's avatar (files.routes). Anything else that a
 * row may still hold (an old `/api/files/avatar/…` address not imported yet, an outside https
 * address accepted before avatars moved to the store) answers '' and shows the default icon.
 */
export function avatarLink(stored: string): string {
  return isAvatarKey(stored) ? `${FILES_PATH}/${stored}` : '';
}

/** True when some user's avatar is this key: the only files of the store served without a link. */
export async function isCurrentAvatar(ctx: AppContext, key: string): Promise<boolean> {
  if (!isAvatarKey(key)) return false;
  return isSomeonesAvatar(ctx.db, key);
}

/**
 * POST /api/user/update { avatar }: saves as the caller's avatar a file they uploaded themselves
 * with the avatar purpose (`avatar/u<id>/…`; its key or its URL), after reading it back to make
 * sure it is there and is a PNG or JPEG whatever type the form declared. '' removes the avatar.
 * The row keeps the storage key, so that a change of store host or of link format needs no
 * rewrite of the users table.
 */
export async function saveAvatar(ctx: AppContext, user: AuthUser, value: string): Promise<void> {
  let key = '';
  if (value !== '') {
    const found = (isSafeKey(value) ? value : ctx.storage.keyOf(value)) ?? '';
    if (!isAvatarKey(found) || !isOwnUpload(found, user.id)) throw badRequest('头像地址无效，请重新上传');
    const bytes = await ctx.storage.getObject(found).catch(() => null);
    if (!bytes) throw badRequest('头像文件不存在，请重新上传');
    if (!isRasterImage(bytes)) throw badRequest('头像必须是PNG或JPEG图片');
    key = found;
  }
  await setAvatar(ctx.db, user.id, key);
}

function isRasterImage(bytes: Buffer): boolean {
  return bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC) || bytes.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC);
}
