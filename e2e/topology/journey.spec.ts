import { expect, type Page, test } from '@playwright/test';
import { assignOrder, confirm, demoOrder, managerApi, openResults, pickReason, shot, signIn, statusOf } from '../tests/helpers.js';
import { killGroup, readState } from './cluster.js';

/** Records the node (nginx's upstream address) each WebSocket of the page was handed to. */
async function socketNodes(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    const headers = e.response.headers as Record<string, string>;
    seen.push(headers['X-Certdesk-Upstream'] ?? headers['x-certdesk-upstream'] ?? '?');
  });
  return seen;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The unread count the bell shows. */
async function badgeCount(page: Page): Promise<number> {
  const count = page.getByTestId('msg-badge').locator('.ant-scroll-number');
  if ((await count.count()) === 0) return 0;
  return Number((await count.getAttribute('title')) ?? 0);
}

async function unreadOf(page: Page): Promise<number> {
  const r = await page.request.get('/api/message/unReadCount', { headers: { 'x-certdesk-client': 'web' } });
  return ((await r.json()) as { data: number }).data;
}

test('through nginx on two nodes: assignment reaches the certifier, certification and review, push acknowledged; one node killed mid-journey', async ({
  browser,
  request,
}) => {
  const cluster = readState();
  const m = await managerApi(request);
  const first = await demoOrder(m);

  // The certifier's browser: its socket lands on one node, the manager's calls on either.
  const cert = await (await browser.newContext()).newPage();
  const nodes = await socketNodes(cert);
  await signIn(cert, 'cert01');
  await expect.poll(() => nodes.length).toBeGreaterThan(0);
  await assignOrder(m, first.id, 10, '李认证');
  const notice = cert.locator('.ant-notification-notice', { hasText: first.companyName });
  await expect(notice).toBeVisible();
  await shot(cert, 'topology-assigned-notification');

  // Certification on the order's detail page, every call spread over both nodes.
  let section = await openResults(cert, first.id, 'AuthResults');
  await pickReason(cert, 'cert-reason', ['联系失败', '法人电话无法接通', '空号']);
  await cert.getByTestId('cert-fail').click();
  await confirm(cert);
  await expect(cert).toHaveURL(/\/neworder\/auth$/);
  expect(await statusOf(m, first.id)).toBe(30);

  // kill -9 of the node that holds the certifier's socket, then a message while it is down.
  const socketNode = nodes.at(-1) ?? '';
  const victim = cluster.nodes.find((n) => socketNode.endsWith(`:${n.port}`));
  expect(victim, `socket on ${socketNode}`).toBeTruthy();
  const before = await badgeCount(cert);
  const socketsBefore = nodes.length;
  killGroup(victim?.pid ?? 0);
  // Gone for good before the next call: a request the node had already taken would fail with it.
  await expect.poll(() => isAlive(victim?.pid ?? 0)).toBe(false);
  const second = await demoOrder(m, [first.id]);
  await assignOrder(m, second.id, 10, '李认证');

  // The browser reconnects to the other node and catches up on what it missed.
  await expect.poll(() => nodes.length, { timeout: 30_000 }).toBeGreaterThan(socketsBefore);
  expect(nodes.at(-1)).not.toBe(socketNode);
  await expect.poll(() => badgeCount(cert), { timeout: 30_000 }).toBeGreaterThan(before);
  expect(await badgeCount(cert)).toBe(await unreadOf(cert));
  await cert.goto('/neworder/auth');
  await expect(cert.locator('.ant-table-row', { hasText: second.companyName }).first()).toBeVisible();
  await shot(cert, 'topology-after-kill');

  // Review through the surviving node: approval through the push preview, push acknowledged.
  await assignOrder(m, first.id, 20, '陈审核');
  const audit = await (await browser.newContext()).newPage();
  await signIn(audit, 'audit01');
  section = await openResults(audit, first.id, 'AuditResult');
  await expect(section).toBeVisible();
  await audit.getByTestId('audit-success').click();
  await expect(audit.getByTestId('push-preview')).toContainText(first.companyName);
  await audit.getByTestId('preview-submit').click();
  await confirm(audit);
  await expect(audit).toHaveURL(/\/neworder\/check$/);
  await expect.poll(() => statusOf(m, first.id), { timeout: 30_000 }).toBe(100);
  const pushes = await m.post('/api/log/interface/list', { orderId: first.id, interfaceType: 20, pageNum: 1, pageSize: 50 });
  const rows = (pushes.data as { result: { success: boolean; direction?: string }[] }).result;
  expect(rows.filter((r) => r.success)).toHaveLength(1);
  await shot(audit, 'topology-reviewed');
});
