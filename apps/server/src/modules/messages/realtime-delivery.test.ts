import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { MessageEvent, type MsgComingData, type RealtimeFrame } from '@certdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { accountIds } from '../../../test/order-fixtures.js';
import { freePort } from '../../../test/ports.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createMessage } from './message-create.service.js';

/** Opens a browser-like WebSocket (the session cookie goes with the upgrade) and collects its frames. */
async function connect(base: string, token: string) {
  const frames: RealtimeFrame<MsgComingData>[] = [];
  const ws = new WebSocket(`${base.replace('http', 'ws')}/ws`, { headers: { cookie: `certdesk_token=${encodeURIComponent(token)}` } });
  ws.on('message', (d) => frames.push(JSON.parse(String(d))));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return { ws, frames };
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

let t: TestApp;
let ids: Record<string, number>;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  ids = await accountIds(t);
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('onMsgComing over /ws', () => {
  it('arrives after commit, and never for a rolled-back message', async () => {
    const { ws, frames } = await connect(base, await t.login('cert01'));
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await createMessage(tx, { uid: ids.cert01!, eventName: MessageEvent.WARNING_RECEIVED, orderId: 5, vars: { content: '回滚' } });
        throw new Error('rollback');
      }),
    ).rejects.toThrow();
    await t.ctx.db.transaction((tx) =>
      createMessage(tx, { uid: ids.cert01!, eventName: MessageEvent.WARNING_RECEIVED, orderId: 7, vars: { content: '已提交' } }),
    );
    await until(() => frames.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(frames).toEqual([
      { event: 'onMsgComing', data: expect.objectContaining({ msgTitle: '预警消息', content: '订单7收到预警：已提交', orderId: 7 }) },
    ]);
    ws.close();
  });
});

// Two real server processes need a PostgreSQL server (PGlite is one process's database), so this
// runs only in the PostgreSQL pass of the suite (TEST_DATABASE_URL; .ci/run sets it).
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('a message committed on one process reaches a browser connected to the other', async () => {
    const port = await freePort();
    const server = path.resolve(import.meta.dirname, '../../main.ts');
    child = spawn(process.execPath, ['--import', 'tsx', server], {
      env: {
        ...process.env,
        DATABASE_URL: t.database.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO: 'false',
        APP_SECRET: 'test-secret-0123456789',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const other = `http://127.0.0.1:${port}`;
    const end = Date.now() + 60_000;
    for (;;) {
      const up = await fetch(`${other}/readyz`)
        .then((r) => r.ok)
        .catch(() => false);
      if (up) break;
      if (Date.now() > end) throw new Error('second server did not start');
      await new Promise((r) => setTimeout(r, 250));
    }
    const onOther = await connect(other, await t.login('cert02'));
    const onThis = await connect(base, await t.login('audit01'));
    // Committed here (this process), delivered by the other process to cert02's browser.
    await t.ctx.db.transaction((tx) =>
      createMessage(tx, { uid: ids.cert02!, eventName: MessageEvent.WARNING_RECEIVED, orderId: 11, vars: { content: '跨进程' } }),
    );
    await until(() => onOther.frames.length === 1);
    expect(onOther.frames[0]?.data).toMatchObject({ content: '订单11收到预警：跨进程' });
    // Nothing reaches a user it was not for.
    await new Promise((r) => setTimeout(r, 300));
    expect(onThis.frames).toEqual([]);
    onOther.ws.close();
    onThis.ws.close();
  }, 90_000);
});
