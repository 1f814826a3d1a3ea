import { createHmac, timingSafeEqual } from 'node:crypto';
import { typeAllowed } from './storage.js';

/** The decoded POST policy of the embedded store (OSS policy shape). */
export interface LocalPolicy {
  expiration: string;
  conditions: (
    | ['content-length-range', number, number]
    | ['starts-with', '$key', string]
    | ['in', '$content-type', string[]]
    | ['eq', '$content-type', string]
  )[];
}

/** HMAC-SHA256 of the base64 policy, base64: the signature the browser passes back. */
export function signPolicy(secret: string, policyBase64: string): string {
  return createHmac('sha256', secret).update(policyBase64).digest('base64');
}

/** Base64 of a policy document. */
export function encodePolicy(policy: LocalPolicy): string {
  return Buffer.from(JSON.stringify(policy)).toString('base64');
}

function equalText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the store needs from a policy once its signature is checked. */
export interface CheckedPolicy {
  maxBytes: number;
  minBytes: number;
  prefix: string;
  contentTypes: string[];
}

/**
 * Checks signature, expiry and key prefix of an upload form; returns the limits that the file
 * itself must meet (size while streaming, type from the part), or a Chinese refusal.
 */
export function checkPolicy(
  secret: string,
  fields: { policy?: string; signature?: string; key?: string },
  now: Date,
): { ok: true; policy: CheckedPolicy } | { ok: false; status: number; message: string } {
  const { policy, signature, key } = fields;
  if (!policy || !signature || !key) return { ok: false, status: 400, message: '上传表单缺少 key、policy 或 signature' };
  if (!equalText(signPolicy(secret, policy), signature)) return { ok: false, status: 403, message: '上传签名无效' };
  let doc: LocalPolicy;
  try {
    doc = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as LocalPolicy;
  } catch {
    return { ok: false, status: 400, message: '上传策略无法解析' };
  }
  if (!(Date.parse(doc.expiration) > now.getTime())) return { ok: false, status: 403, message: '上传策略已过期，请重新上传' };
  const checked: CheckedPolicy = { maxBytes: 0, minBytes: 0, prefix: '', contentTypes: [] };
  for (const c of doc.conditions) {
    if (c[0] === 'content-length-range') [, checked.minBytes, checked.maxBytes] = c;
    else if (c[0] === 'starts-with') checked.prefix = c[2];
    else if (c[0] === 'in') checked.contentTypes = c[2];
    else if (c[0] === 'eq') checked.contentTypes = [c[2]];
  }
  if (!checked.prefix || !key.startsWith(checked.prefix)) return { ok: false, status: 403, message: '上传路径不在授权目录内' };
  return { ok: true, policy: checked };
}

/** True when the declared type of the file part is allowed by the policy. */
export function policyAllowsType(policy: CheckedPolicy, contentType: string): boolean {
  return typeAllowed(contentType, policy.contentTypes);
}
