import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../tests/helpers.js';
import { readState } from './cluster.js';

// A 1×1 PNG: the store checks the bytes are an image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('an avatar saved through one node is served by the other', async () => {
  const [a, b] = readState().nodes;
  const nodeA = await request.newContext({ baseURL: `http://127.0.0.1:${a?.port}` });
  const nodeB = await request.newContext({ baseURL: `http://127.0.0.1:${b?.port}` });
  const login = await (await nodeA.post('/api/auth/login', { data: { account: 'cert02', pwd: DEMO_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.data.authToken}` };

  // The specification's flow, all on node A: an upload policy, the PNG posted to the store, the key saved.
  const sig = (await (await nodeA.get('/api/api/oss/generateSign?purpose=avatar&contentType=image/png', { headers })).json()).data;
  const key = `${sig.dir}topology${Date.now()}.png`;
  const posted = await nodeA.post(sig.host, {
    multipart: {
      key,
      OSSAccessKeyId: sig.accessid,
      policy: sig.policy,
      signature: sig.signature,
      success_action_status: '200',
      file: { name: 'avatar.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(posted.status(), await posted.text()).toBe(200);
  expect((await (await nodeA.post('/api/user/update', { headers, data: { avatar: key } })).json()).code).toBe('0000');

  // Node B answers the saved avatar and serves its bytes.
  const info = (await (await nodeB.get('/api/user/info', { headers })).json()).data as { avatar: string };
  expect(info.avatar).toBe(`/files/${key}`);
  const file = await nodeB.get(info.avatar, { headers });
  expect(file.status()).toBe(200);
  expect(Buffer.from(await file.body()).equals(PNG)).toBe(true);
  await nodeA.dispose();
  await nodeB.dispose();
});
