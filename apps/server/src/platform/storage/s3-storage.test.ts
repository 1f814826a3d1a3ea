import { describe, expect, it } from 'vitest';
import { S3Storage } from './s3-storage.js';
import { signingKey, signRequest } from './sigv4.js';

const creds = { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };

describe('SigV4', () => {
  it('derives the signing key of the AWS documentation example', () => {
    const key = signingKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam');
    expect(key.toString('hex')).toBe('f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d');
  });

  it('signs the presigned GET of the AWS documentation example', () => {
    const query = {
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': 'AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request',
      'X-Amz-Date': '20130524T000000Z',
      'X-Amz-Expires': '86400',
      'X-Amz-SignedHeaders': 'host',
    };
    const { signature } = signRequest(creds, new Date('2013-05-24T00:00:00Z'), {
      method: 'GET',
      path: '/test.txt',
      query,
      headers: { host: 'examplebucket.s3.amazonaws.com' },
      payloadHash: 'UNSIGNED-PAYLOAD',
    });
    expect(signature).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });
});

describe('S3 store', () => {
  const store = new S3Storage({ ...creds, endpoint: 'http://minio.local:9000', bucket: 'certdesk' }, 'link-secret-0123456789');
  const now = new Date('2026-03-02T08:00:00Z');

  it('issues a POST policy with the limits the store enforces', () => {
    const sig = store.createUploadPolicy({ userId: 7, purpose: 'image' }, now);
    expect(sig.host).toBe('http://minio.local:9000/certdesk');
    expect(sig.dir).toBe('image/u7/20260302/');
    const doc = JSON.parse(Buffer.from(sig.policy, 'base64').toString());
    expect(doc.expiration).toBe('2026-03-02T08:10:00.000Z');
    expect(doc.conditions).toEqual([
      { bucket: 'certdesk' },
      ['starts-with', '$key', 'image/u7/20260302/'],
      ['content-length-range', 1, 5 * 1024 * 1024],
      ['starts-with', '$Content-Type', 'image/'],
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': 'AKIAIOSFODNN7EXAMPLE/20260302/us-east-1/s3/aws4_request' },
      { 'x-amz-date': '20260302T080000Z' },
    ]);
    expect(sig.fields?.['x-amz-signature']).toMatch(/^[0-9a-f]{64}$/);
    // The signature is the HMAC of the base64 policy with the day's signing key.
    const again = store.createUploadPolicy({ userId: 7, purpose: 'image' }, now);
    expect(again.signature).toBe(sig.signature);
    expect(store.createUploadPolicy({ userId: 7, purpose: 'image', contentType: 'image/png' }, now).policy).not.toBe(sig.policy);
  });

  it('presigns GET requests of its objects', () => {
    const link = store.presignGet('datum/u1/20260302/abc.png', 600_000, now);
    expect(link).toMatch(/^http:\/\/minio\.local:9000\/certdesk\/datum\/u1\/20260302\/abc\.png\?X-Amz-Algorithm=AWS4-HMAC-SHA256&/);
    expect(link).toContain('X-Amz-Expires=600');
    expect(link).toMatch(/X-Amz-Signature=[0-9a-f]{64}$/);
  });

  it('links its own URLs through our /files route, for one reader; other URLs stay as they are', () => {
    const stored = 'http://minio.local:9000/certdesk/datum/u1/20260302/abc.png';
    const link = store.signUrl(stored, { userId: 3, orderId: 9 }, 600_000, now);
    expect(link).toMatch(/^\/files\/datum\/u1\/20260302\/abc\.png\?u=3&o=9&exp=\d+&sig=/);
    expect(store.keyOf(link)).toBe('datum/u1/20260302/abc.png');
    expect(store.urlOf('datum/u1/20260302/abc.png')).toBe(stored);
    expect(store.signUrl('https://elsewhere/a.png', { userId: 3 }, 600_000, now)).toBe('https://elsewhere/a.png');
  });

  it('PUTs server-made files with a SigV4 authorization header', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const s = new S3Storage({ ...creds, endpoint: 'http://minio.local:9000', bucket: 'certdesk' }, 'link-secret-0123456789', fake);
    const url = await s.putObject('attachment/server/20260302/a.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(url).toBe('http://minio.local:9000/certdesk/attachment/server/20260302/a.pdf');
    const headers = seen[0]?.init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });
});
