import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, shot, signIn } from './helpers.js';

/**
 * Partner evidence (issue 19 item 3): an order that the partner creates through the signed open
 * API names its files by URL; the server fetches them in the background and the order detail
 * shows our copies (real pictures from the demo's simulated file host), and a file that could not
 * be fetched with its reason and 重新获取.
 */

/** A valid 18-digit resident ID (GB 11643 check digit). */
function idCard(seq: number): string {
  const body = `110101199001${String(10 + (seq % 18)).padStart(2, '0')}${String(100 + (seq % 900)).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}

/** The demo partner's signed headers of a body (the open API's HMAC). */
function partnerHeaders(body: string) {
  const timestamp = String(Date.now());
  const nonce = randomBytes(12).toString('hex');
  const signature = createHmac('sha256', 'demo-partner-secret').update(`${timestamp}\n${nonce}\n${body}`).digest('hex');
  return {
    'content-type': 'application/json',
    'x-partner-id': 'demo',
    'x-timestamp': timestamp,
    'x-nonce': nonce,
    'x-signature': signature,
  };
}

test('an order created through the partner API shows its fetched images, and a failed file its reason', async ({
  page,
  request,
  baseURL,
}) => {
  const n = Date.now();
  const openOrderId = `E2E-EVID-${n.toString(36).toUpperCase()}`;
  const sim = `${baseURL}/sim/files`;
  const body = JSON.stringify({
    openOrderId,
    orderType: 4,
    certificationType: 10,
    applyUser: '林晓梅',
    applyMobile: '13800138000',
    applyIDCard: idCard(n),
    educationLevel: '本科',
    major: '计算机科学与技术',
    school: '浙江大学',
    province: '33',
    city: '3301',
    licenseUrl: `${sim}/license/${openOrderId}.jpg`,
    authorizationLetter: `${sim}/auth/${openOrderId}.pdf`,
    // A private address that is not the partner's file host: refused, never reached.
    certFileUrl: [`${sim}/cert/${openOrderId}-1.png`, 'http://192.168.0.1/cert/private.png'],
  });
  const created = await (await request.post('/open/v1/orders', { headers: partnerHeaders(body), data: body })).json();
  expect(created.code, created.msg).toBe('0000');
  const orderId = created.data.orderId as number;

  // The fetch runs in the background: wait until no file is pending.
  // The manager reads through the API (the admin's browser session would end an API session of the admin).
  const login = await (await request.post('/api/auth/login', { data: { account: 'manager', pwd: DEMO_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.data.authToken}` };
  type File = { status: string; field: string; error: string; contentType: string };
  await expect
    .poll(
      async () => {
        const d = await (await request.get(`/api/order/detail/${orderId}`, { headers })).json();
        return (d.data.orderIncomeInfoVo.partnerFiles as File[]).map((f) => f.status).join(',');
      },
      { timeout: 30_000 },
    )
    .toBe('fetched,fetched,fetched,failed');

  await signIn(page, 'admin');
  await page.goto(`/neworder/detail/${orderId}?orderType=4`);
  const card = page.locator('[data-testid="incoming-card"]:visible');
  const tiles = card.getByTestId('partner-file');
  // The machine may be busy: the detail page and its chunks can take a while.
  await expect(tiles).toHaveCount(4, { timeout: 30_000 });
  // Our copies are real pictures: both images decoded with a width (a broken image has none).
  const images = card.locator('[data-testid="partner-file-image"] img');
  await expect(images).toHaveCount(2);
  for (const img of await images.all()) {
    await expect.poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
    await expect(img).toHaveAttribute('src', /^\/files\/evidence\//);
  }
  await expect(card.getByTestId('partner-file-pdf')).toHaveAttribute('href', /^\/files\/evidence\/.+\.pdf\?/);
  const failed = card.locator('[data-testid="partner-file"][data-status="failed"]');
  await expect(failed.getByText('获取失败')).toBeVisible();
  await expect(failed.getByTestId('partner-file-error')).toHaveText(/内网或本机地址.*192\.168\.0\.1.*已拒绝/);
  await shot(page, 'partner-evidence-detail');
  await card.screenshot({ path: 'screenshots/partner-evidence-card.png' });

  // 重新获取 queues it again: the toast says so, and the file is fetched again (and refused again).
  await failed.getByTestId('partner-file-retry').click();
  await expect(page.getByText('已重新提交获取').first()).toBeVisible();
  await expect
    .poll(async () => {
      const d = await (await request.get(`/api/order/detail/${orderId}`, { headers })).json();
      const f = (d.data.orderIncomeInfoVo.partnerFiles as (File & { attempts: number })[])[3];
      return `${f?.status}:${f?.attempts}`;
    })
    .toBe('failed:2');
});

test('a file still being fetched shows 获取中, and its picture replaces it without a reload', async ({ page, request, baseURL }) => {
  const n = Date.now();
  const openOrderId = `E2E-SLOW-${n.toString(36).toUpperCase()}`;
  const body = JSON.stringify({
    openOrderId,
    orderType: 4,
    certificationType: 10,
    applyUser: '周文静',
    applyMobile: '13800138001',
    applyIDCard: idCard(n + 7),
    educationLevel: '本科',
    major: '法学',
    school: '复旦大学',
    province: '31',
    city: '3101',
    // The simulated partner host answers after 8 s: the page opens while the file is pending.
    licenseUrl: `${baseURL}/sim/files/license/${openOrderId}.jpg?delay=8000`,
  });
  const created = await (await request.post('/open/v1/orders', { headers: partnerHeaders(body), data: body })).json();
  expect(created.code, created.msg).toBe('0000');

  await signIn(page, 'admin');
  await page.goto(`/neworder/detail/${created.data.orderId}?orderType=4`);
  const tile = page.locator('[data-testid="incoming-card"]:visible').getByTestId('partner-file');
  await expect(tile).toHaveAttribute('data-status', 'pending', { timeout: 30_000 });
  await expect(tile.getByText('获取中')).toBeVisible();
  await shot(page, 'partner-evidence-pending');
  const reloads: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
  // No reload: the detail reads itself again while a file is pending.
  await expect(tile).toHaveAttribute('data-status', 'fetched', { timeout: 40_000 });
  const img = tile.locator('[data-testid="partner-file-image"] img');
  await expect.poll(() => img.evaluate((el) => (el as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  expect(reloads).toEqual([]);
});
