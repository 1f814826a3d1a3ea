import { createHash, createHmac } from 'node:crypto';

/** AWS Signature Version 4 pieces for S3 (POST policies, presigned GETs, signed PUTs). */

const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data, 'utf8').digest();
/** Hex SHA-256 of a payload. */
export const sha256Hex = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** The SigV4 signing key of a day, region and service. */
export function signingKey(secret: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), service), 'aws4_request');
}

/** Hex HMAC-SHA256 of a string with a signing key. */
export function signHex(key: Buffer, stringToSign: string): string {
  return createHmac('sha256', key).update(stringToSign, 'utf8').digest('hex');
}

/** 20130524T000000Z and 20130524 of an instant. */
export function amzDates(now: Date): { amzDate: string; day: string } {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return { amzDate, day: amzDate.slice(0, 8) };
}

/** RFC 3986 encoding as SigV4 wants it (slashes kept in paths when asked). */
export function uriEncode(text: string, keepSlash = false): string {
  const encoded = encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return keepSlash ? encoded.replaceAll('%2F', '/') : encoded;
}

export interface SigV4Credentials {
  accessKey: string;
  secretKey: string;
  region: string;
}

/** Canonical request → string to sign → signature, for a request with the given parts. */
export function signRequest(
  creds: SigV4Credentials,
  now: Date,
  parts: { method: string; path: string; query: Record<string, string>; headers: Record<string, string>; payloadHash: string },
): { signature: string; signedHeaders: string; scope: string } {
  const { amzDate, day } = amzDates(now);
  const scope = `${day}/${creds.region}/s3/aws4_request`;
  const names = Object.keys(parts.headers)
    .map((h) => h.toLowerCase())
    .sort();
  const lower: Record<string, string> = {};
  for (const [k, v] of Object.entries(parts.headers)) lower[k.toLowerCase()] = v.trim();
  const canonicalQuery = Object.keys(parts.query)
    .sort()
    .map((k) => `${uriEncode(k)}=${uriEncode(parts.query[k] ?? '')}`)
    .join('&');
  const canonical = [
    parts.method,
    uriEncode(parts.path, true),
    canonicalQuery,
    names.map((n) => `${n}:${lower[n]}\n`).join(''),
    names.join(';'),
    parts.payloadHash,
  ].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const signature = signHex(signingKey(creds.secretKey, day, creds.region, 's3'), stringToSign);
  return { signature, signedHeaders: names.join(';'), scope };
}
