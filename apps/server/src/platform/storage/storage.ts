import type { UploadPurpose, UploadSignature } from '@certdesk/contract';
import type { LinkScope, LinkVerdict } from './file-links.js';

/**
 * Object storage (D15): a small provider interface with two implementations, the embedded
 * local-disk store (default; the server is the storage host and checks the upload policy itself)
 * and any S3-compatible store (presigned POST policies, SigV4). Modules reach it as `ctx.storage`.
 */

/** The purposes and the policy's answer are the contract's (api/storage-api.ts): the web reads the same. */
export type { UploadPurpose, UploadSignature };

/** The limits of one purpose. */
export interface PurposeRule {
  maxBytes: number;
  /** Allowed MIME types; an entry ending in '/' allows the whole family (image/). */
  contentTypes: readonly string[];
}

const MB = 1024 * 1024;
const IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/svg+xml'];
const VIDEO_TYPES = ['video/mp4', 'video/x-msvideo', 'video/avi', 'video/quicktime', 'video/x-ms-wmv', 'video/x-m4v'];

/**
 * Limits per purpose: datum files (02 §5 types, 20 MB), editor images (5 MB), avatars (the crop
 * dialog's 300×300 PNG; raster images only, never SVG, since every colleague loads them; 2 MB),
 * recordings, attachments.
 */
export const PURPOSES: Record<UploadPurpose, PurposeRule> = {
  datum: { maxBytes: 20 * MB, contentTypes: [...IMAGE_TYPES, ...VIDEO_TYPES] },
  image: { maxBytes: 5 * MB, contentTypes: [...IMAGE_TYPES, 'image/bmp', 'image/webp'] },
  avatar: { maxBytes: 2 * MB, contentTypes: ['image/png', 'image/jpeg'] },
  record: { maxBytes: 20 * MB, contentTypes: ['audio/'] },
  attachment: { maxBytes: 20 * MB, contentTypes: ['image/', 'video/', 'audio/', 'application/', 'text/'] },
};

/** How long an upload policy stays valid. */
export const POLICY_TTL_MS = 10 * 60_000;
/** How long a file link stays valid: enough to open a page and look at its files, then a fresh one. */
export const LINK_TTL_MS = 5 * 60_000;

/** A request for an upload policy. */
export interface PolicyRequest {
  userId: number;
  purpose: UploadPurpose;
  /** Pins the policy to one content type when given (must be allowed by the purpose). */
  contentType?: string;
}

/** The object store. */
export interface ObjectStorage {
  /** 'local' or 's3'. */
  readonly kind: string;
  /** A POST policy for the browser to upload one file under a per-user, per-purpose prefix. */
  createUploadPolicy(request: PolicyRequest, now?: Date): Promise<UploadSignature>;
  /** Stores bytes the server made (mail attachments, recordings); returns the file's stored URL. */
  putObject(key: string, bytes: Buffer, contentType: string): Promise<string>;
  /** The bytes of a stored file (for server-side reading: QR decode, OCR, mail attachments). */
  getObject(key: string): Promise<Buffer>;
  /** True when the URL is a file of this store: its stored URL, or one of our links to it. */
  owns(url: string): boolean;
  /** The key of a stored URL or of a link to it, or null for a URL from elsewhere. */
  keyOf(url: string): string | null;
  /** The URL the database keeps for a key. */
  urlOf(key: string): string;
  /**
   * A short-lived link to a stored URL for one reader (`/files/<key>?…`, checked against their
   * session and the order when used); URLs from elsewhere come back unchanged.
   */
  signUrl(url: string, scope: LinkScope, ttlMs?: number, now?: Date): string;
  /** Checks a link's signature and expiry (the session and the order are checked by its route). */
  verifyLink(key: string, query: Record<string, string | undefined>, now?: Date): LinkVerdict;
}

/** True when `contentType` is allowed by the list (exact or by family prefix). */
export function typeAllowed(contentType: string, allowed: readonly string[]): boolean {
  const type = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  return allowed.some((a) => (a.endsWith('/') ? type.startsWith(a) : type === a));
}

/** A key is relative, of safe characters, without '..': it is also a path on disk. */
export function isSafeKey(key: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,300}$/.test(key) && !key.includes('..') && !key.includes('//');
}

/** Key prefix of one user's uploads of one purpose on one day. */
export function uploadDir(purpose: UploadPurpose, userId: number, now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${purpose}/u${userId}/${day}/`;
}

/** A fresh key for a file the server makes (mail attachment, recording): `<purpose>/server/<day>/<random>.<suffix>`. */
export function generatedKey(purpose: UploadPurpose, suffix: string, now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  const random = Math.random().toString(36).slice(2, 8) + Date.now().toString(36);
  const ext =
    suffix
      .replace(/^\./, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '') || 'bin';
  return `${purpose}/server/${day}/${random}.${ext}`;
}
