import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { badRequest } from '../../platform/errors.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Largest avatar accepted: a 300×300 PNG is far below this. */
export const AVATAR_MAX_BYTES = 1024 * 1024;
/** Public path prefix under which stored avatars are served. */
export const AVATAR_URL_PREFIX = '/api/files/avatar/';
const NAME = /^[A-Za-z0-9_-]{22}\.png$/;

/** Width and height of a PNG from its IHDR chunk, or null when it is not a PNG. */
export function pngSize(buf: Buffer): { width: number; height: number } | null {
  if (buf.length < 24 || !buf.subarray(0, 8).equals(PNG_MAGIC) || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/**
 * A tiny local file store for avatars under DATA_DIR/files/avatar (the storage provider of
 * D15 is not available yet): the cropped square PNG is checked and kept under a random name.
 */
export async function storeAvatar(dataDir: string, dataUrl: string): Promise<string> {
  const base64 = dataUrl.replace(/^data:image\/png;base64,/, '');
  const buf = Buffer.from(base64, 'base64');
  if (buf.length > AVATAR_MAX_BYTES) throw badRequest('头像图片不能超过1MB');
  const size = pngSize(buf);
  if (!size) throw badRequest('头像必须是PNG图片');
  if (size.width !== size.height || size.width < 32 || size.width > 1024) throw badRequest('头像必须是正方形图片（建议300×300）');
  const name = `${randomBytes(16).toString('base64url')}.png`;
  const dir = path.join(dataDir, 'files', 'avatar');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), buf);
  return `${AVATAR_URL_PREFIX}${name}`;
}

/** The stored bytes of an avatar, or null for an unknown or malformed name. */
export async function readAvatar(dataDir: string, name: string): Promise<Buffer | null> {
  if (!NAME.test(name)) return null;
  try {
    return await fs.readFile(path.join(dataDir, 'files', 'avatar', name));
  } catch {
    return null;
  }
}
