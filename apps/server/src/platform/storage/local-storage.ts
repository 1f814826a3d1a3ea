import { createHmac } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FILES_PATH, keyOfLink, type LinkScope, LinkSigner, type LinkVerdict } from './file-links.js';
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

export { FILES_PATH };

const ACCESS_ID = 'certdesk-local';

/**
 * The embedded store: files under `<DATA_DIR>/files`, the server is the storage host. Policies
 * and links are signed with a key derived from the app secret, so every process of a cluster
 * sharing the same secret (and disk) accepts them.
 */
export class LocalStorage implements ObjectStorage {
  readonly kind = 'local';
  private readonly policyKey: string;
  private readonly links: LinkSigner;

  constructor(
    readonly root: string,
    secret: string,
  ) {
    this.policyKey = createHmac('sha256', secret).update('storage-policy').digest('hex');
    this.links = new LinkSigner(secret);
  }

  /** The secret that signs upload policies (the store's upload route checks with it). */
  get policySecret(): string {
    return this.policyKey;
  }

  async createUploadPolicy(request: PolicyRequest, now = new Date()): Promise<UploadSignature> {
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

  /** Stored URLs are relative (`/files/<key>`); links and absolute URLs of this host name the key the same way. */
  keyOf(url: string): string | null {
    const key = keyOfLink(url);
    return key && isSafeKey(key) ? key : null;
  }

  urlOf(key: string): string {
    return `${FILES_PATH}/${key}`;
  }

  signUrl(url: string, scope: LinkScope, ttlMs = LINK_TTL_MS, now = new Date()): string {
    const key = this.keyOf(url);
    return key ? this.links.link(key, scope, ttlMs, now) : url;
  }

  verifyLink(key: string, query: Record<string, string | undefined>, now = new Date()): LinkVerdict {
    return this.links.verify(key, query, now);
  }
}
