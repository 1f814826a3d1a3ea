import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { encodePolicy, type LocalPolicy, signPolicy } from './local-policy.js';
import {
  isSafeKey,
  LINK_TTL_MS,
  type ObjectStorage,
  POLICY_TTL_MS,
  type PolicyRequest,
  PURPOSES,
  typeAllowed,
  type UploadSignature,
  uploadDir,
} from './storage.js';

/** Where the embedded store answers: uploads are POSTed here, files are read at `${FILES_PATH}/<key>`. */
export const FILES_PATH = '/files';
const ACCESS_ID = 'certdesk-local';

/**
 * The embedded store: files under `<DATA_DIR>/files`, the server is the storage host. Policies
 * and links are signed with a key derived from the app secret, so every process of a cluster
 * sharing the same secret (and disk) accepts them.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local';
  private readonly policyKey: string;
  private readonly linkKey: string;

  constructor(
    readonly root: string,
    secret: string,
  ) {
    this.policyKey = createHmac('sha256', secret).update('storage-policy').digest('hex');
    this.linkKey = createHmac('sha256', secret).update('storage-link').digest('hex');
  }

  /** The secret that signs upload policies (the store's upload route checks with it). */
  get policySecret(): string {
    return this.policyKey;
  }

  createUploadPolicy(request: PolicyRequest, now = new Date()): UploadSignature {
    const rule = PURPOSES[request.purpose];
    const dir = uploadDir(request.purpose, request.userId, now);
    const expireMs = now.getTime() + POLICY_TTL_MS;
    const pinned = request.contentType && typeAllowed(request.contentType, rule.contentTypes) ? request.contentType : null;
    const doc: LocalPolicy = {
      expiration: new Date(expireMs).toISOString(),
      conditions: [
        ['content-length-range', 1, rule.maxBytes],
        ['starts-with', '$key', dir],
        pinned ? ['eq', '$content-type', pinned] : ['in', '$content-type', [...rule.contentTypes]],
      ],
    };
    const policy = encodePolicy(doc);
    return {
      accessid: ACCESS_ID,
      policy,
      signature: signPolicy(this.policyKey, policy),
      dir,
      host: FILES_PATH,
      expire: Math.floor(expireMs / 1000),
    };
  }

  /** Absolute path of a key on disk; refuses unsafe keys. */
  pathOf(key: string): string {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    return path.join(this.root, key);
  }

  async putObject(key: string, bytes: Buffer): Promise<string> {
    const file = this.pathOf(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
    return `${FILES_PATH}/${key}`;
  }

  getObject(key: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(key));
  }

  owns(url: string): boolean {
    return this.keyOf(url) !== null;
  }

  keyOf(url: string): string | null {
    const bare = url.split('?')[0] ?? '';
    const at = bare.indexOf(`${FILES_PATH}/`);
    // Stored URLs are relative (/files/<key>); an absolute URL of this host is accepted too.
    if (at !== 0 && !/^https?:\/\/[^/]+\/files\//.test(bare)) return null;
    const key = bare.slice(bare.indexOf(`${FILES_PATH}/`) + FILES_PATH.length + 1);
    return isSafeKey(key) ? key : null;
  }

  signUrl(url: string, ttlMs = LINK_TTL_MS, now = new Date()): string {
    const key = this.keyOf(url);
    if (!key) return url;
    const exp = Math.floor((now.getTime() + ttlMs) / 1000);
    return `${FILES_PATH}/${key}?exp=${exp}&sig=${this.linkSignature(key, exp)}`;
  }

  /** Checks a link's expiry and signature. */
  verifyLink(key: string, exp: string | undefined, sig: string | undefined, now = new Date()): 'ok' | 'expired' | 'invalid' {
    const expiry = Number(exp);
    if (!sig || !Number.isInteger(expiry)) return 'invalid';
    const expected = Buffer.from(this.linkSignature(key, expiry));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return expiry * 1000 < now.getTime() ? 'expired' : 'ok';
  }

  private linkSignature(key: string, exp: number): string {
    return createHmac('sha256', this.linkKey).update(`${key}\n${exp}`).digest('base64url');
  }
}
