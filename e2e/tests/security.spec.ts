import { expect, type Page, test } from '@playwright/test';
import { shot, signIn } from './helpers.js';

/** Collects the page's Content-Security-Policy violations from the first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the session token stays out of scripts; the socket carries no token in its URL', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await signIn(page, 'cert01');
  const cookies = await page.context().cookies();
  const token = cookies.find((c) => c.name === 'certdesk_token');
  expect(token).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
  // What a script in the page can read: the marker only.
  const readable = await page.evaluate(() => document.cookie);
  expect(readable).toContain('certdesk_signed_in=1');
  expect(readable).not.toContain(token?.value ?? 'no-token');
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  for (const url of sockets) expect(url).not.toContain('token');
  // A forged form post from elsewhere carries the cookie but not the app's header: refused.
  const forged = await page.evaluate(async () => {
    const res = await fetch('/api/auth/logout', { method: 'POST' });
    return ((await res.json()) as { code: string; msg: string }).msg;
  });
  expect(forged).toBe('请求来源无效，请刷新页面后重试');
});

test('the app works under its Content-Security-Policy, with no violation on the busiest screens', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchViolations(page);
  const page0 = await page.goto('/login');
  const csp = page0?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page0?.headers()['x-content-type-options']).toBe('nosniff');
  await signIn(page, 'admin');
  for (const path of ['/neworder/list', '/neworder/auth', '/comm/mail', '/user/manage', '/configuration/mail']) {
    await page.goto(path);
    await expect(page.locator('.ant-table, .ant-form').first()).toBeVisible();
  }
  // A dialog, and the mail template editor (tiptap inserts its own style element).
  await page.goto('/user/manage');
  await page.getByTestId('user-add').click();
  await expect(page.locator('.ant-modal')).toBeVisible();
  await shot(page, 'security-csp-dialog');
  expect(await violations()).toEqual([]);
});

test('built assets are compressed and cached for a year; the page and API answers are not cached', async ({ page, request }) => {
  await page.goto('/login');
  const script = await page.locator('script[type="module"]').getAttribute('src');
  const asset = await request.get(script ?? '', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(asset.headers()['content-encoding']).toBe('br');
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const pageAnswer = await request.get('/login');
  expect(pageAnswer.headers()['cache-control']).toBe('no-cache');
  const api = await request.post('/api/auth/login', { data: { account: 'nobody', pwd: 'x' } });
  expect(api.headers()['cache-control']).toBe('no-store');
  expect(api.headers()['referrer-policy']).toBe('same-origin');
});
