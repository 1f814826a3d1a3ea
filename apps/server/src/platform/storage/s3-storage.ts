import { createHash } from 'node:crypto';
import { AwsClient, AwsV4Signer } from 'aws4fetch';
import { keyOfLink, type LinkScope, LinkSigner, type LinkVerdict } from './file-links.js';
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
export interface S3Settings {
  accessKey: string;
  secretKey: string;
  region: string;
  endpoint: string;
  bucket: string;
}

/** 20130524T000000Z of an instant, as SigV4 writes dates. */
export const amzDate = (now: Date) => now.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * The signature of a browser POST policy: HMAC-SHA256 of the base64 policy with the day's
 * signing key. aws4fetch signs requests only, not POST policies, so the policy is built here and
 * signed by aws4fetch's own signer, with the policy as the string it signs.
 */
class PolicySigner extends AwsV4Signer {
  constructor(
    private readonly policy: string,
    s3: S3Settings,
    datetime: string,
  ) {
    super({
      url: 'https://s3.amazonaws.com/',
      accessKeyId: s3.accessKey,
      secretAccessKey: s3.secretKey,
      service: 's3',
      region: s3.region,
      datetime,
    });
  }

  override async stringToSign(): Promise<string> {
    return this.policy;
  }
}

/** The SigV4 signature of a base64 POST policy (AWS's worked example is in the tests). */
export function signPolicy(policy: string, s3: S3Settings, datetime: string): Promise<string> {
  return new PolicySigner(policy, s3, datetime).signature();
}

/**
 * Any S3-compatible store: the browser uploads with a SigV4 POST policy that the store itself
 * enforces (expiry, key prefix, size, type); the server signs GET links and PUTs generated files.
 * Requests are signed by aws4fetch.
 */
export class S3Storage implements ObjectStorage {
  readonly kind = 's3';
  private readonly base: string;
  private readonly aws: AwsClient;
  private readonly links: LinkSigner;

  constructor(
    private readonly s3: S3Settings,
    linkSecret: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.links = new LinkSigner(linkSecret);
    this.base = `${s3.endpoint.replace(/\/+$/, '')}/${s3.bucket}`;
    this.aws = new AwsClient({ accessKeyId: s3.accessKey, secretAccessKey: s3.secretKey, service: 's3', region: s3.region, retries: 0 });
  }

  async createUploadPolicy(request: PolicyRequest, now = new Date()): Promise<UploadSignature> {
    const rule = PURPOSES[request.purpose];
    const dir = uploadDir(request.purpose, request.userId, now);
    const expireMs = now.getTime() + POLICY_TTL_MS;
    const datetime = amzDate(now);
    const credential = `${this.s3.accessKey}/${datetime.slice(0, 8)}/${this.s3.region}/s3/aws4_request`;
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
        { 'x-amz-date': datetime },
      ],
    };
    const policy = Buffer.from(JSON.stringify(doc)).toString('base64');
    const signature = await signPolicy(policy, this.s3, datetime);
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
        'x-amz-date': datetime,
        'x-amz-signature': signature,
      },
    };
  }

  async putObject(key: string, bytes: Buffer, contentType: string): Promise<string> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    // The payload's hash and its type are signed too (allHeaders: aws4fetch leaves content-type
    // out by default), so the store refuses a body or type changed on the way.
    const signed = await this.aws.sign(`${this.base}/${key}`, {
      method: 'PUT',
      headers: { 'content-type': contentType, 'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex') },
      body: new Uint8Array(bytes),
      aws: { allHeaders: true },
    });
    const res = await this.fetchImpl(signed);
    if (!res.ok) throw new Error(`S3 PUT ${key} failed: HTTP ${res.status}`);
    return `${this.base}/${key}`;
  }

  async getObject(key: string): Promise<Buffer> {
    const res = await this.fetchImpl(await this.presignGet(key, 60_000));
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
  async presignGet(key: string, ttlMs: number, now = new Date()): Promise<string> {
    const url = `${this.base}/${key}?X-Amz-Expires=${Math.round(ttlMs / 1000)}`;
    const signed = await this.aws.sign(url, { method: 'GET', aws: { signQuery: true, datetime: amzDate(now) } });
    return signed.url;
  }
}

/** The longest common prefix of the allowed types ('image/' for images only, '' for mixed). */
function commonPrefix(types: readonly string[]): string {
  const [first = '', ...rest] = types;
  let prefix = first.slice(0, first.indexOf('/') + 1);
  for (const t of rest) if (!t.startsWith(prefix)) prefix = '';
  return prefix;
}
