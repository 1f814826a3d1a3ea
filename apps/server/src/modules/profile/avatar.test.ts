import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { testConfig } from '../../../test/test-config.js';
import { buildApp } from '../../app.js';
import { Rng } from '../../platform/rng.js';
import type { UploadSignature } from '../../platform/storage/index.js';
import { users } from '../users/users.schema.js';
import { importLegacyAvatars } from './avatar-legacy.js';
import { png } from './test-png.js';

const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);
console.log(`avatar test: seed ${seed}`);
const rng = new Rng(seed);

let t: TestApp;
let dataDir: string;
const tok = {} as Record<'cert01' | 'cert02' | 'audit01', string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'certdesk-avatar-'));
  t = await createTestApp({ dataDir });
  for (const a of ['cert01', 'cert02', 'audit01'] as const) tok[a] = await t.login(a);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const name = () =>
  Array.from({ length: 10 }, () => rng.pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0123456789'])).join('');
/** A random square PNG as the crop dialog makes (300×300 there; any size is fine to the server). */
const randomPng = () => {
  const side = rng.pick([32, 64, 300]);
  return png(side, side, rng.int(0, 255));
};

const get = (app: FastifyInstance, url: string, token: string | null) =>
  app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
const call = async <T = unknown>(app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string | null, body?: object) =>
  (
    await app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body ? { payload: body } : {}) })
  ).json() as Promise<{
    code: string;
    msg: string;
    data: T;
  }>;

/** As the web app's upload helper: an avatar policy, then the OSS PostObject form to the store host. Returns the URL it keeps. */
async function upload(app: FastifyInstance, token: string, bytes: Buffer, type = 'image/png', suffix = 'png') {
  const sig = (await call<UploadSignature>(app, 'GET', `/api/api/oss/generateSign?purpose=avatar&contentType=${type}`, token)).data;
  const key = `${sig.dir}${name()}.${suffix}`;
  const form = new FormData();
  for (const [k, v] of Object.entries({
    key,
    OSSAccessKeyId: sig.accessid,
    policy: sig.policy,
    signature: sig.signature,
    success_action_status: '200',
  }))
    form.append(k, v);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), key.slice(key.lastIndexOf('/') + 1));
  const req = new Request('http://x/', { method: 'POST', body: form });
  const res = await app.inject({
    method: 'POST',
    url: sig.host,
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  });
  return { res, key, url: `${sig.host}/${key}` };
}

const storedAvatar = async (account: string) => (await t.ctx.db.select().from(users).where(eq(users.account, account)))[0]?.avatar;

describe('avatar', () => {
  it('is uploaded through the avatar policy, saved, answered by user info and loaded by any signed-in colleague', async () => {
    const bytes = randomPng();
    const up = await upload(t.app, tok.cert01, bytes);
    expect(up.res.statusCode).toBe(200);
    expect(up.key).toMatch(/^avatar\/u\d+\/\d{8}\/[A-Za-z0-9]{10}\.png$/);
    expect(await call(t.app, 'POST', '/api/user/update', tok.cert01, { avatar: up.url })).toMatchObject({ code: '0000', msg: '修改成功' });
    expect(await storedAvatar('cert01')).toBe(up.key);

    const info = await call<{ avatar: string }>(t.app, 'GET', '/api/user/info', tok.cert01);
    expect(info.data.avatar).toBe(`/files/${up.key}`);
    for (const reader of [tok.cert01, tok.audit01]) {
      const file = await get(t.app, info.data.avatar, reader);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.equals(bytes)).toBe(true);
    }
    expect((await get(t.app, info.data.avatar, null)).json()).toMatchObject({ code: '-100' });
  });

  it('serves an avatar file only while it is someone’s avatar', async () => {
    const first = await upload(t.app, tok.cert02, randomPng());
    const second = await upload(t.app, tok.cert02, randomPng());
    // Uploaded but never saved: a file of the avatar prefix is not public by its prefix alone.
    expect((await get(t.app, `/files/${first.key}`, tok.audit01)).json()).toMatchObject({ code: '1004' });
    await call(t.app, 'POST', '/api/user/update', tok.cert02, { avatar: first.key });
    expect((await get(t.app, `/files/${first.key}`, tok.audit01)).statusCode).toBe(200);
    await call(t.app, 'POST', '/api/user/update', tok.cert02, { avatar: second.key });
    expect((await get(t.app, `/files/${first.key}`, tok.audit01)).json()).toMatchObject({ code: '1004' });
    expect(await call(t.app, 'POST', '/api/user/update', tok.cert02, { avatar: '' })).toMatchObject({ code: '0000' });
    expect((await call<{ avatar: string }>(t.app, 'GET', '/api/user/info', tok.cert02)).data.avatar).toBe('');
    expect((await get(t.app, `/files/${second.key}`, tok.audit01)).json()).toMatchObject({ code: '1004' });
  });

  it('refuses another user’s key, a file of another purpose and addresses from elsewhere', async () => {
    const before = await storedAvatar('cert01');
    const theirs = await upload(t.app, tok.cert02, randomPng());
    const cert01Id = (await call<{ id: number }>(t.app, 'GET', '/api/user/info', tok.cert01)).data.id;
    const ownDatum = await t.ctx.storage.putObject(`datum/u${cert01Id}/20260101/${name()}.png`, randomPng(), 'image/png');
    for (const avatar of [
      theirs.key,
      theirs.url,
      ownDatum,
      'https://evil.example.com/a.png',
      'javascript:alert(1)',
      '/api/files/avatar/x.png',
    ]) {
      expect({ avatar, r: await call(t.app, 'POST', '/api/user/update', tok.cert01, { avatar }) }).toMatchObject({
        avatar,
        r: { code: '1001', msg: '头像地址无效，请重新上传' },
      });
    }
    // Never uploaded: its own prefix, but nothing is there.
    const ghost = `avatar/u${cert01Id}/20260101/${name()}.png`;
    expect((await call(t.app, 'POST', '/api/user/update', tok.cert01, { avatar: ghost })).msg).toBe('头像文件不存在，请重新上传');
    expect(await storedAvatar('cert01')).toBe(before);
  });

  it('refuses what is not an image: at the store by type and size, on saving by its bytes', async () => {
    const text = await upload(t.app, tok.cert01, Buffer.from('hello'), 'text/plain', 'txt');
    expect(text.res.statusCode).toBe(403);
    expect(text.res.json().msg).toBe('上传的文件类型不允许');
    const svg = await upload(t.app, tok.cert01, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', 'svg');
    expect(svg.res.statusCode).toBe(403);
    const big = await upload(t.app, tok.cert01, Buffer.concat([randomPng(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.res.statusCode).toBe(413);
    expect(fs.existsSync(path.join(dataDir, 'files', big.key))).toBe(false);
    // Declared a PNG, but the bytes are a script: stored (the store sees only the type), refused as an avatar.
    const disguised = await upload(t.app, tok.cert01, Buffer.from('<script>alert(1)</script>'));
    expect(disguised.res.statusCode).toBe(200);
    const before = await storedAvatar('cert01');
    expect((await call(t.app, 'POST', '/api/user/update', tok.cert01, { avatar: disguised.url })).msg).toBe('头像必须是PNG或JPEG图片');
    expect(await storedAvatar('cert01')).toBe(before);
  });

  it('saved through one app instance is served by a second instance on the same database and storage', async () => {
    const second = await buildApp({
      config: testConfig({ dataDir }),
      database: t.database,
      logger: pino({ level: 'silent' }),
      serveWeb: false,
    });
    await second.app.ready();
    try {
      const bytes = randomPng();
      const up = await upload(t.app, tok.audit01, bytes);
      expect((await call(t.app, 'POST', '/api/user/update', tok.audit01, { avatar: up.url })).code).toBe('0000');
      // A colleague signed in on the second instance sees it (admin: a sign-in ends that account's other sessions).
      const reader = (
        await call<{ authToken: string }>(second.app, 'POST', '/api/auth/login', null, { account: 'admin', pwd: 'Certdesk@2026' })
      ).data.authToken;
      const info = await call<{ avatar: string }>(second.app, 'GET', '/api/user/info', tok.audit01);
      expect(info.data.avatar).toBe(`/files/${up.key}`);
      const file = await get(second.app, info.data.avatar, reader);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(bytes)).toBe(true);
      // And the other way round: uploaded and saved on the second, read on the first.
      const back = randomPng();
      const up2 = await upload(second.app, tok.audit01, back);
      expect((await call(second.app, 'POST', '/api/user/update', tok.audit01, { avatar: up2.key })).code).toBe('0000');
      const again = (await call<{ avatar: string }>(t.app, 'GET', '/api/user/info', tok.audit01)).data.avatar;
      expect((await get(t.app, again, tok.cert01)).rawPayload.equals(back)).toBe(true);
    } finally {
      await second.app.close();
    }
  });

  it('imports an avatar saved by the old node-local route into the store', async () => {
    const oldName = `${Buffer.from(name() + name())
      .toString('base64url')
      .slice(0, 22)}.png`;
    const lostName = `${'L'.repeat(12)}${name()}.png`;
    const bytes = randomPng();
    fs.mkdirSync(path.join(dataDir, 'files', 'avatar'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'files', 'avatar', oldName), bytes);
    await t.ctx.db
      .update(users)
      .set({ avatar: `/api/files/avatar/${oldName}` })
      .where(eq(users.account, 'cert02'));
    await t.ctx.db
      .update(users)
      .set({ avatar: `/api/files/avatar/${lostName}` })
      .where(eq(users.account, 'audit01'));
    // Before the import an old address answers no picture (its route is gone).
    expect((await call<{ avatar: string }>(t.app, 'GET', '/api/user/info', tok.cert02)).data.avatar).toBe('');

    expect(await importLegacyAvatars(t.ctx)).toEqual({ imported: 1, missing: 1 });
    expect(await storedAvatar('cert02')).toBe(`avatar/legacy/${oldName}`);
    expect(await storedAvatar('audit01')).toBe(`/api/files/avatar/${lostName}`);
    const link = (await call<{ avatar: string }>(t.app, 'GET', '/api/user/info', tok.cert02)).data.avatar;
    expect(link).toBe(`/files/avatar/legacy/${oldName}`);
    expect((await get(t.app, link, tok.cert01)).rawPayload.equals(bytes)).toBe(true);
    expect(await importLegacyAvatars(t.ctx)).toEqual({ imported: 0, missing: 1 });
  });
});
