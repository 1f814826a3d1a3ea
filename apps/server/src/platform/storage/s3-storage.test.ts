import { AwsClient } from 'aws4fetch';
import { describe, expect, it } from 'vitest';
import { S3Storage, signPolicy } from './s3-storage.js';

const creds = { accessKey: 'AKIAIOSFODNN7EXAMPLE', secretKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' };
// aws4fetch as the store configures it, on AWS's worked examples (virtual-hosted, as the examples are).
const aws = new AwsClient({ accessKeyId: creds.accessKey, secretAccessKey: creds.secretKey, service: 's3', region: 'us-east-1' });

describe('SigV4 on AWS worked examples', () => {
  it('signs the presigned GET of the S3 documentation example', async () => {
    const signed = await aws.sign('https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Expires=86400', {
      aws: { signQuery: true, datetime: '20130524T000000Z' },
    });
    expect(new URL(signed.url).searchParams.get('X-Amz-Signature')).toBe(
      'aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs the GET Object (header authorization) of the S3 documentation example', async () => {
    const signed = await aws.sign('https://examplebucket.s3.amazonaws.com/test.txt', {
      headers: { range: 'bytes=0-9', 'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855' },
      aws: { datetime: '20130524T000000Z', allHeaders: true },
    });
    expect(signed.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the POST policy of the S3 browser-upload example', async () => {
    const policy =
      'eyAiZXhwaXJhdGlvbiI6ICIyMDE1LTEyLTMwVDEyOjAwOjAwLjAwMFoiLA0KICAiY29uZGl0aW9ucyI6IFsNCiAgICB7ImJ1Y2tldCI6ICJzaWd2NGV4YW1wbGVidWNrZXQifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRrZXkiLCAidXNlci91c2VyMS8iXSwNCiAgICB7ImFjbCI6ICJwdWJsaWMtcmVhZCJ9LA0KICAgIHsic3VjY2Vzc19hY3Rpb25fcmVkaXJlY3QiOiAiaHR0cDovL3NpZ3Y0ZXhhbXBsZWJ1Y2tldC5zMy5hbWF6b25hd3MuY29tL3N1Y2Nlc3NmdWxfdXBsb2FkLmh0bWwifSwNCiAgICBbInN0YXJ0cy13aXRoIiwgIiRDb250ZW50LVR5cGUiLCAiaW1hZ2UvIl0sDQogICAgeyJ4LWFtei1tZXRhLXV1aWQiOiAiMTQzNjUxMjM2NTEyNzQifSwNCiAgICB7IngtYW16LXNlcnZlci1zaWRlLWVuY3J5cHRpb24iOiAiQUVTMjU2In0sDQogICAgWyJzdGFydHMtd2l0aCIsICIkeC1hbXotbWV0YS10YWciLCAiIl0sDQoNCiAgICB7IngtYW16LWNyZWRlbnRpYWwiOiAiQUtJQUlPU0ZPRE5ON0VYQU1QTEUvMjAxNTEyMjkvdXMtZWFzdC0xL3MzL2F3czRfcmVxdWVzdCJ9LA0KICAgIHsieC1hbXotYWxnb3JpdGhtIjogIkFXUzQtSE1BQy1TSEEyNTYifSwNCiAgICB7IngtYW16LWRhdGUiOiAiMjAxNTEyMjlUMDAwMDAwWiIgfQ0KICBdDQp9';
    expect(Buffer.from(policy, 'base64').toString()).toContain('"x-amz-date": "20151229T000000Z"');
    expect(await signPolicy(policy, { ...creds, endpoint: '', bucket: '' }, '20151229T000000Z')).toBe(
      '8afdbf4008c03f22c2cd3cdb72e4afbb1f6a588f3255ac628749a66d7f09699e',
    );
  });
});

describe('S3 store', () => {
  const store = new S3Storage({ ...creds, endpoint: 'http://minio.local:9000', bucket: 'certdesk' }, 'link-secret-0123456789');
  const now = new Date('2026-03-02T08:00:00Z');

  it('issues a POST policy with the limits the store enforces', async () => {
    const sig = await store.createUploadPolicy({ userId: 7, purpose: 'image' }, now);
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
    expect(sig.signature).toBe(await signPolicy(sig.policy, { ...creds, endpoint: '', bucket: '' }, '20260302T080000Z'));
    const again = await store.createUploadPolicy({ userId: 7, purpose: 'image' }, now);
    expect(again.signature).toBe(sig.signature);
    expect((await store.createUploadPolicy({ userId: 7, purpose: 'image', contentType: 'image/png' }, now)).policy).not.toBe(sig.policy);
  });

  it('presigns GET requests of its objects', async () => {
    const link = await store.presignGet('datum/u1/20260302/abc.png', 600_000, now);
    expect(link).toMatch(/^http:\/\/minio\.local:9000\/certdesk\/datum\/u1\/20260302\/abc\.png\?/);
    expect(new URL(link).searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    const query = new URL(link).searchParams;
    expect(query.get('X-Amz-Expires')).toBe('600');
    expect(query.get('X-Amz-Credential')).toBe('AKIAIOSFODNN7EXAMPLE/20260302/us-east-1/s3/aws4_request');
    expect(query.get('X-Amz-Date')).toBe('20260302T080000Z');
    expect(query.get('X-Amz-SignedHeaders')).toBe('host');
    // The same as signing the path-style URL by hand with aws4fetch, for the same instant.
    const same = await aws.sign('http://minio.local:9000/certdesk/datum/u1/20260302/abc.png?X-Amz-Expires=600', {
      aws: { signQuery: true, datetime: '20260302T080000Z' },
    });
    expect(query.get('X-Amz-Signature')).toBe(new URL(same.url).searchParams.get('X-Amz-Signature'));
    expect(query.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
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
    const seen: Request[] = [];
    const fake = (async (request: Request) => {
      seen.push(request);
      return new Response(null, { status: 200 });
    }) as unknown as typeof fetch;
    const s = new S3Storage({ ...creds, endpoint: 'http://minio.local:9000', bucket: 'certdesk' }, 'link-secret-0123456789', fake);
    const url = await s.putObject('attachment/server/20260302/a.pdf', Buffer.from('%PDF'), 'application/pdf');
    expect(url).toBe('http://minio.local:9000/certdesk/attachment/server/20260302/a.pdf');
    const sent = seen[0]!;
    expect([sent.method, sent.url]).toEqual(['PUT', 'http://minio.local:9000/certdesk/attachment/server/20260302/a.pdf']);
    // SHA-256 of the body: the store refuses a body changed on the way.
    expect(sent.headers.get('x-amz-content-sha256')).toBe('315d429b7714cedb6ad04ac31240145257692630457f3c88253c5beceac76027');
    expect(await sent.text()).toBe('%PDF');
    expect(sent.headers.get('authorization')).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });
});
