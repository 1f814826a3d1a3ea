import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { shot, signIn } from './helpers.js';

/** A small PNG for the editor. */
function picture(): Buffer {
  const png = new PNG({ width: 80, height: 40 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 30;
    png.data[i + 1] = 144;
    png.data[i + 2] = (i / 4) % 255;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** Calls the API with the page's own session (the token cookie), as the web app does. */
async function api<T>(page: Page, method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
  const token = (await page.context().cookies()).find((c) => c.name === 'certdesk_token')?.value ?? '';
  const headers = { authorization: `Bearer ${decodeURIComponent(token)}` };
  const res = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data: body });
  const env = (await res.json()) as Envelope<T>;
  if (env.code !== '0000') throw new Error(env.msg);
  return env.data;
}

/** An order of the signed-in certifier that they may edit. */
async function editableOrder(page: Page): Promise<{ orderId: number; orderType: number }> {
  const list = await api<{ result: { orderId: number; orderType: number }[] }>(page, 'POST', '/api/order/waitCertification/list', {
    orderType: 1,
    pageNum: 1,
    pageSize: 50,
  });
  for (const row of list.result) {
    const d = await api<{ permission?: { canEdit?: boolean } }>(page, 'GET', `/api/order/detail/${row.orderId}`);
    if (d.permission?.canEdit) return { orderId: row.orderId, orderType: row.orderType };
  }
  throw new Error('no editable order');
}

/** Sends a mail from the order through the API with the page's session (the dialog has its own test). */
async function sendByApi(page: Page, orderId: number) {
  const tpl = await api<{ topic: string; seqNo: string }>(page, 'GET', `/api/email/template/order/${orderId}`);
  const content = '<p>请补充加盖公章的营业执照副本。</p><script>document.title="x"</script>';
  await api(page, 'POST', '/api/email/sendEmail', {
    receiveAccount: 'hr@demo-company.example',
    topic: tpl.topic,
    content,
    seqNo: tpl.seqNo,
    orderId,
  });
}

test('the send-mail dialog of the order detail: template, recipient check, editor image, send', async ({ page }) => {
  await signIn(page, 'cert01');
  const { orderId, orderType } = await editableOrder(page);
  await page.goto(`/neworder/detail/${orderId}?orderType=${orderType}`);
  await page.getByTestId('mail-send-open').click();
  const dialog = page.getByTestId('mail-dialog');
  await expect(page.getByTestId('mail-topic')).not.toHaveValue('');
  await dialog.locator('.ant-checkbox-wrapper').first().click();
  await expect(page.getByTestId('mail-editor')).not.toBeEmpty();
  const text = ((await page.getByTestId('mail-editor').textContent()) ?? '').trim().slice(0, 12);

  // Bad recipient, then a picture that must finish uploading before the mail can go.
  await page.getByTestId('mail-to').fill('not-an-email');
  await page.getByTestId('mail-confirm').click();
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
  await page.getByTestId('mail-to').fill('noreply@demo-company.example');
  await page.getByTestId('mail-editor-file').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: picture() });
  await expect(page.getByTestId('mail-editor').locator('img')).toHaveAttribute('width', '400');
  await expect(page.getByText('图片上传中')).toHaveCount(0);
  await shot(page, 'mail-send-dialog');
  await page.getByTestId('mail-confirm').click();
  await expect(page.getByText('发送成功')).toBeVisible();
  await page.goto('/comm/mail');
  const row = page.locator('.ant-table-row').filter({ hasText: 'noreply@demo-company.example' }).first();
  await row.getByRole('button', { name: '预览' }).click();
  await expect(page.frameLocator('[data-testid="mail-preview-body"]').locator('body')).toContainText(text);
  const image = page.frameLocator('[data-testid="mail-preview-body"]').locator('img');
  await expect(image).toHaveCount(1);
  // Shown, not only present: its link is checked against the reader's session when it loads.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'mail-preview-image');
});

test('a reply is captured and announced at once; the history preview shows both bodies', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'cert01');
  const { orderId } = await editableOrder(page);
  // Open the popover before the company answers: the new message must appear in it by itself.
  await page.getByTestId('msg-bell').click();
  await expect(page.getByTestId('msg-popover')).toBeVisible();
  await sendByApi(page, orderId);
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '邮件回复' });
  await expect(notice).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('msg-group-邮件回复')).toBeVisible({ timeout: 1000 });
  await page.getByTestId('msg-group-邮件回复').click();
  await expect(page.getByTestId('msg-popover-list').first()).toContainText(`订单${orderId}`, { timeout: 1000 });
  await shot(page, 'messages-popover');

  await page.getByTestId('msg-view-more').click();
  await expect(page).toHaveURL(/\/comm\/message/);
  await page.goto('/comm/mail');
  const row = page.locator('.ant-table-row').filter({ hasText: 'hr@demo-company.example' }).first();
  await expect(row).toContainText('抓取成功');
  await row.getByRole('button', { name: '预览' }).click();
  const body = page.frameLocator('[data-testid="mail-preview-body"]').locator('body');
  await expect(body).toContainText('营业执照副本');
  await expect(body.locator('script')).toHaveCount(0);
  await expect(page.frameLocator('[data-testid="mail-preview-reply"]').locator('body')).toContainText('所需材料已补充');
  await shot(page, 'mail-history-preview');
});

test('message centre: order links, a row click marks read, mark all read', async ({ page }) => {
  await signIn(page, 'cert01');
  // The popover pages a group 10 at a time and loads more on scroll until maxPage.
  await page.getByTestId('msg-bell').click();
  const tabs = page.locator('[data-testid^="msg-group-"]');
  await expect(tabs.first()).toBeVisible();
  let big = -1;
  for (let i = 0; i < (await tabs.count()) && big < 0; i++) {
    if (Number((await tabs.nth(i).locator('.ant-scroll-number').getAttribute('title')) ?? 0) > 10) big = i;
  }
  expect(big).toBeGreaterThanOrEqual(0);
  await tabs.nth(big).click();
  const items = page.getByTestId('msg-popover-list').filter({ visible: true }).locator('.ant-list-item');
  await expect(items).toHaveCount(10);
  await items.nth(5).hover();
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await page.keyboard.press('Escape');
  await page.goto('/comm/message');
  const unread = page.locator('.ant-table-row').filter({ hasText: '未读' }).first();
  await expect(unread).toBeVisible();
  await shot(page, 'message-centre');
  const before = await page.locator('.ant-table-row').filter({ hasText: '未读' }).count();
  await unread.locator('[data-testid^="msg-row-"]').click({ position: { x: 2, y: 2 } });
  await expect(page.locator('.ant-table-row').filter({ hasText: '未读' })).toHaveCount(before - 1);
  await page.getByTestId('msg-read-all').click();
  await expect(page.locator('.ant-table-row').filter({ hasText: '未读' })).toHaveCount(0);
  await expect(page.getByTestId('msg-badge').locator('.ant-badge-count')).toHaveCount(0);
  // An order id in a message leads to the order detail.
  const link = page.locator('[data-testid^="msg-order-link-"]').first();
  const id = (await link.getAttribute('data-testid'))?.replace('msg-order-link-', '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/neworder/detail/${id}`));
});

test('signing in elsewhere signs the first browser out with the message', async ({ page, browser }) => {
  await signIn(page, 'cert02');
  const other = await browser.newContext();
  const second = await other.newPage();
  await signIn(second, 'cert02');
  await expect(page.getByText('您的账号已在其他设备登录')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await shot(page, 'signed-out-elsewhere');
  await other.close();
});
