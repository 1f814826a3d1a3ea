import { RealtimeEvent } from '@certdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { authUserOf } from '../orders/test-users.js';
import { users } from '../users/users.schema.js';
import { sessions } from './auth.schema.js';
import { closeEndedSockets } from './socket-sessions.js';

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
});
afterAll(() => t.close());

interface Opened {
  ws: WebSocket;
  frames: string[];
  closed: Promise<number>;
}

/** Opens /ws as given and collects what arrives; `closed` settles with the close code. */
async function open(url: string, headers: Record<string, string> = {}, firstMessage?: string): Promise<Opened> {
  const ws = new WebSocket(`${base}${url}`, { headers });
  const frames: string[] = [];
  ws.on('message', (d) => frames.push(String(d)));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  if (firstMessage !== undefined) ws.send(firstMessage);
  return { ws, frames, closed };
}

const byCookie = (token: string) => ({ cookie: `certdesk_token=${encodeURIComponent(token)}` });

async function until(check: () => boolean, what: string, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function publishTo(account: string) {
  const user = await authUserOf(t.ctx.db, account);
  await t.ctx.realtime.publish({ userId: user.id }, RealtimeEvent.MSG_COMING, { msgTitle: '测试', content: '订单1', orderId: 1 });
}

describe('the token never travels in the URL', () => {
  it('refuses ?token= with 4401', async () => {
    const token = await t.login('cert01');
    const s = await open(`/ws?token=${encodeURIComponent(token)}`);
    expect(await s.closed).toBe(4401);
  });

  it('accepts the session cookie of the upgrade', async () => {
    const s = await open('/ws', byCookie(await t.login('cert01')));
    await publishTo('cert01');
    await until(() => s.frames.length === 1, 'the event');
    expect(JSON.parse(s.frames[0] ?? '')).toMatchObject({ event: 'onMsgComing' });
    s.ws.close();
  });

  it('refuses the cookie of a page of another site (cross-site WebSocket hijacking), not of our own', async () => {
    const token = await t.login('cert01');
    for (const origin of ['http://evil.example', 'null', 'https://127.0.0.1.evil.example']) {
      const s = await open('/ws', { ...byCookie(token), origin });
      expect(await s.closed, origin).toBe(4401);
    }
    const own = await open('/ws', { ...byCookie(token), origin: base.replace('ws', 'http') });
    await publishTo('cert01');
    await until(() => own.frames.length === 1, 'the event on our own page');
    own.ws.close();
  });

  it('accepts the token as the first message, and refuses a bad one with 4401', async () => {
    const s = await open('/ws', {}, JSON.stringify({ token: await t.login('cert02') }));
    // The socket is attached once the server has read the session: publish until it arrives.
    await until(() => {
      if (s.frames.length === 0) void publishTo('cert02');
      return s.frames.length > 0;
    }, 'the event');
    s.ws.close();
    const bad = await open('/ws', {}, JSON.stringify({ token: 'not-a-token' }));
    expect(await bad.closed).toBe(4401);
    const garbage = await open('/ws', {}, 'hello');
    expect(await garbage.closed).toBe(4401);
  });
});

describe('a socket is closed when its session ends', () => {
  it('on sign-out', async () => {
    const token = await t.login('cert01');
    const s = await open('/ws', byCookie(token));
    await t.call('POST', '/api/auth/logout', token);
    expect(await s.closed).toBe(4401);
    await publishTo('cert01');
    await new Promise((r) => setTimeout(r, 200));
    expect(s.frames).toEqual([]);
  });

  it('on signing in elsewhere: the old browser is told, then closed', async () => {
    const s = await open('/ws', byCookie(await t.login('audit01')));
    await t.login('audit01');
    expect(await s.closed).toBe(4401);
    expect(s.frames.map((f) => JSON.parse(f).event)).toEqual([RealtimeEvent.LOGIN_OTHER_DEVICE]);
  });

  it('when an administrator disables the user', async () => {
    const s = await open('/ws', byCookie(await t.login('viewer')));
    await t.ctx.db.update(users).set({ disabled: true }).where(eq(users.account, 'viewer'));
    expect(await s.closed).toBe(4401);
    await t.ctx.db.update(users).set({ disabled: false }).where(eq(users.account, 'viewer'));
  });

  it('when the session runs out while the socket is idle (the minute sweep)', async () => {
    const token = await t.login('manager');
    const s = await open('/ws', byCookie(token));
    const manager = await authUserOf(t.ctx.db, 'manager');
    // Idle past SESSION_IDLE_MINUTES without any API call: only the sweep can notice.
    await t.ctx.db.update(sessions).set({ lastSeenAt: sql`now() - interval '1 day'` }).where(eq(sessions.userId, manager.id));
    await closeEndedSockets(t.ctx);
    expect(await s.closed).toBe(4401);
  });
});
