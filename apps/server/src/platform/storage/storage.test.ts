import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { LocalStorage } from './local-storage.js';
import type { UploadSignature } from './storage.js';

let t: TestApp;
let token: string;
let dataDir: string;
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let certUid: number;
const asCert = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-storage-'));
  t = await createTestApp({ dataDir });
  token = await t.login('cert01');
  certUid = (await t.call<{ id: number }>('GET', '/api/user/info', token)).data.id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function sign(query = 'purpose=datum'): Promise<UploadSignature> {
  const r = await t.call<UploadSignature>('GET', `/api/api/oss/generateSign?${query}`, token);
  expect(r.code).toBe('0000');
  return r.data;
}

/** Posts an OSS PostObject form to the embedded store. */
async function post(sig: UploadSignature, key: string, bytes: Buffer, type: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields = {
    key,
    OSSAccessKeyId: sig.accessid,
    policy: sig.policy,
    signature: sig.signature,
    success_action_status: '200',
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'x');
  const req = new Request('http://x/', { method: 'POST', body: form });
  const payload = Buffer.from(await req.arrayBuffer());
  return t.app.inject({ method: 'POST', url: sig.host, payload, headers: { 'content-type': req.headers.get('content-type') ?? '' } });
}

describe('upload signature', () => {
  it('needs a session', async () => {
    expect((await t.call('GET', '/api/api/oss/generateSign', null)).code).toBe('-100');
  });

  it('returns an OSS-shaped policy limited in time, prefix, size and type', async () => {
    const sig = await sign();
    expect(sig).toMatchObject({ accessid: 'certdesk-local', host: '/files' });
    expect(sig.dir).toMatch(/^datum\/u\d+\/\d{8}\/$/);
    const doc = JSON.parse(Buffer.from(sig.policy, 'base64').toString());
    expect(Date.parse(doc.expiration) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    expect(doc.conditions).toContainEqual(['content-length-range', 1, 20 * 1024 * 1024]);
    expect(doc.conditions).toContainEqual(['starts-with', '$key', sig.dir]);
    expect(sig.expire).toBe(Math.floor(Date.parse(doc.expiration) / 1000));
  });

  it('refuses an unknown purpose', async () => {
    expect((await t.call('GET', '/api/api/oss/generateSign?purpose=zzz', token)).code).toBe('1001');
  });
});

describe('embedded store', () => {
  it('stores an allowed file and serves it only through a link made for the signed-in reader', async () => {
    const sig = await sign();
    const key = `${sig.dir}abcdefghij.png`;
    const res = await post(sig, key, PNG, 'image/png');
    expect(res.statusCode).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'files', key))).toEqual(PNG);

    const link = t.ctx.storage.signUrl(`/files/${key}`, { userId: certUid });
    expect(link).toMatch(/\?u=\d+&o=0&exp=\d+&sig=/);
    const got = await asCert(link);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload).toEqual(PNG);

    // The link alone is not enough: without the session it is refused like any signed-out call.
    expect((await t.app.inject({ method: 'GET', url: link })).json().code).toBe('-100');
    expect((await asCert(`/files/${key}`)).json().msg).toBe('文件链接无效');
    // The signature's first character changed to another one (a fixed 'Z' was the same one time in 64).
    const tampered = link.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'Z' ? 'Y' : 'Z'}`);
    expect((await asCert(tampered)).json().msg).toBe('文件链接无效');
    const expired = t.ctx.storage.signUrl(`/files/${key}`, { userId: certUid }, 60_000, new Date(Date.now() - 120_000));
    expect((await asCert(expired)).json().msg).toBe('文件链接已过期，请刷新页面');
  });

  it('refuses an expired policy', async () => {
    const old = await t.ctx.storage.createUploadPolicy({ userId: 3, purpose: 'datum' }, new Date(Date.now() - 11 * 60_000));
    const res = await post(old, `${old.dir}abcdefghij.png`, PNG, 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('上传策略已过期，请重新上传');
  });

  it('refuses a key outside the prefix', async () => {
    const sig = await sign();
    const res = await post(sig, 'datum/u999/20260101/abcdefghij.png', PNG, 'image/png');
    expect(res.statusCode).toBe(403);
    expect(res.json().msg).toBe('上传路径不在授权目录内');
  });

  it('refuses a file over the size limit', async () => {
    const sig = await sign('purpose=image');
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1);
    const key = `${sig.dir}abcdefghij.png`;
    const res = await post(sig, key, big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(fs.existsSync(path.join(dataDir, 'files', key))).toBe(false);
  });

  it('refuses a type the policy does not allow, by part type and by suffix', async () => {
    const sig = await sign();
    const html = await post(sig, `${sig.dir}abcdefghij.html`, Buffer.from('<script>'), 'text/html');
    expect(html.statusCode).toBe(403);
    expect(html.json().msg).toBe('上传的文件类型不允许');
    const disguised = await post(sig, `${sig.dir}abcdefghij.html`, Buffer.from('<script>'), 'image/png');
    expect(disguised.statusCode).toBe(403);
  });

  it('refuses a forged signature and a policy edited after signing', async () => {
    const sig = await sign();
    const forged = await post({ ...sig, signature: 'AAAA' }, `${sig.dir}abcdefghij.png`, PNG, 'image/png');
    expect(forged.statusCode).toBe(403);
    const doc = JSON.parse(Buffer.from(sig.policy, 'base64').toString());
    doc.conditions[0] = ['content-length-range', 1, 10 ** 10];
    const edited = { ...sig, policy: Buffer.from(JSON.stringify(doc)).toString('base64') };
    expect((await post(edited, `${sig.dir}abcdefghij.png`, PNG, 'image/png')).statusCode).toBe(403);
  });

  it('putObject stores server-made files that sign like uploads', async () => {
    const url = await t.ctx.storage.putObject('record/server/20260101/rec1.mp3', Buffer.from('ID3'), 'audio/mpeg');
    expect(url).toBe('/files/record/server/20260101/rec1.mp3');
    const got = await asCert(t.ctx.storage.signUrl(url, { userId: certUid }));
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('audio/mpeg');
    expect(t.ctx.storage.signUrl('https://partner.example.com/a.png', { userId: certUid })).toBe('https://partner.example.com/a.png');
    expect(() => (t.ctx.storage as LocalStorage).pathOf('../etc/passwd')).toThrow();
  });
});
