import { keyOfLink, type LinkScope, LinkSigner, type LinkVerdict } from './file-links.js';
import { amzDates, type SigV4Credentials, sha256Hex, signHex, signingKey, signRequest, uriEncode } from './sigv4.js';
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

/** Settings of an S3-compatible store (S3, MinIO, OSS in S3 mode), path-style addressing. */
export interface S3Settings extends SigV4Credentials {
  endpoint: string;
  bucket: string;
}

/**
 * Any S3-compatible store: the browser uploads with a SigV4 POST policy that the store itself
 * enforces (expiry, key prefix, size, type); the server signs GET links and PUTs generated files.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  private readonly base: string;
  private readonly host: string;

  private readonly links: LinkSigner;

  constructor(
    private readonly s3: S3Settings,
    linkSecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.links = new LinkSigner(linkSecret);
    this.base = `${s3.endpoint.replace(/\/+$/, '')}/${s3.bucket}`;
    this.host = new URL(s3.endpoint).host;
  }

  createUploadPolicy(request: PolicyRequest, now = new Date()): UploadSignature {
    const rule = PURPOSES[request.purpose];
    const dir = uploadDir(request.purpose, request.userId, now);
    const expireMs = now.getTime() + POLICY_TTL_MS;
    const { amzDate, day } = amzDates(now);
    const credential = `${this.s3.accessKey}/${day}/${this.s3.region}/s3/aws4_request`;
    // S3 has no "in" condition: pin the type when the caller names it, else its family prefix.
    const pinned = request.contentType && typeAllowed(request.contentType, rule.contentTypes) ? request.contentType : null;
    const typeCondition = pinned ? { 'Content-Type': pinned } : ['starts-with', '$Content-Type', commonPrefix(rule.contentTypes)];
    const doc = {
      expiration: new Date(expireMs).toISOString(),
      conditions: [
        { bucket: this.s3.bucket },
        ['starts-with', '$key', dir],
        ['content-length-range', 1, rule.maxBytes],
        typeCondition,
        { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
        { 'x-amz-credential': credential },
        { 'x-amz-date': amzDate },
      ],
    };
    const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
    const signature = signHex(signingKey(this.s3.secretKey, day, this.s3.region, 's3'), policy);
    return {
      accessid: this.s3.accessKey,
      policy,
      signature,
      dir,
      host: this.base,
      expire: Math.floor(expireMs / 1000),
      fields: {
        policy,
        'x-amz-algorithm': 'AWS4-HMAC-SHA256',
        'x-amz-credential': credential,
        'x-amz-date': amzDate,
        'x-amz-signature': signature,
      },
    };
  }

  async putObject(key: string, bytes: Buffer, contentType: string): Promise<string> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    const now = new Date();
    const path = `${new URL(this.base).pathname}/${key}`;
    const payloadHash = sha256Hex(bytes);
    const headers = {
      host: this.host,
      'content-type': contentType,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDates(now).amzDate,
    };
    const { signature, signedHeaders, scope } = signRequest(this.s3, now, { method: 'PUT', path, query: {}, headers, payloadHash });
    const authorization = `AWS4-HMAC-SHA256 Credential=${this.s3.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
    const { host: _host, ...sent } = headers;
    const res = await this.fetchImpl(`${this.base}/${uriEncode(key, true)}`, {
      method: 'PUT',
      headers: { ...sent, authorization },
      body: new Uint8Array(bytes),
    });
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: HTTP ${res.status}`);
    return `${this.base}/${key}`;
  }

  async getObject(key: string): Promise<Buffer> {
    const res = await this.fetchImpl(this.presignGet(key, 60_000));
    if (!res.ok) throw new Error(`S3 GET ${key} failed: HTTP ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  /** Stored URLs are the object's (`<endpoint>/<bucket>/<key>`); our links name the key as `/files/<key>`. */
  keyOf(url: string): string | null {
    const bare = url.split('?')[0] ?? '';
    const key = bare.startsWith(`${this.base}/`) ? bare.slice(this.base.length + 1) : keyOfLink(bare);
    return key && isSafeKey(key) ? key : null;
  }

  owns(url: string): boolean {
    return this.keyOf(url) !== null;
  }

  urlOf(key: string): string {
    return `${this.base}/${key}`;
  }

  signUrl(url: string, scope: LinkScope, ttlMs = LINK_TTL_MS, now = new Date()): string {
    const key = this.keyOf(url);
    return key ? this.links.link(key, scope, ttlMs, now) : url;
  }

  verifyLink(key: string, query: Record<string, string | undefined>, now = new Date()): LinkVerdict {
    return this.links.verify(key, query, now);
  }

  /**
   * A presigned GET of the object (query authentication), refused by the store after ttlMs. Given
   * only after our own checks: the server reads with it, and redirects a checked link to it.
   */
  presignGet(key: string, ttlMs: number, now = new Date()): string {
    const { amzDate, day } = amzDates(now);
    const query: Record<string, string> = {
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': `${this.s3.accessKey}/${day}/${this.s3.region}/s3/aws4_request`,
      'X-Amz-Date': amzDate,
      'X-Amz-Expires': String(Math.round(ttlMs / 1000)),
      'X-Amz-SignedHeaders': 'host',
    };
    const path = `${new URL(this.base).pathname}/${key}`;
    const { signature } = signRequest(this.s3, now, {
      method: 'GET',
      path,
      query,
      headers: { host: this.host },
      payloadHash: 'UNSIGNED-PAYLOAD',
    });
    const qs = Object.entries(query)
      .map(([k, v]) => `${k}=${uriEncode(v)}`)
      .join('&');
    return `${this.base}/${uriEncode(key, true)}?${qs}&X-Amz-Signature=${signature}`;
  }
}

/** The longest common prefix of the allowed types ('image/' for images only, '' for mixed). */
function commonPrefix(types: readonly string[]): string {
  const [first = '', ...rest] = types;
  let prefix = first.slice(0, first.indexOf('/') + 1);
  for (const t of rest) if (!t.startsWith(prefix)) prefix = '';
  return prefix;
}
