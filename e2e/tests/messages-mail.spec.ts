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

/** An order of the signed-in certifier that they may edit, found through the API with the page's session. */
async function editableOrder(page: Page): Promise<{ orderId: number; orderType: number }> {
  return page.evaluate(async () => {
    const token = document.cookie.match(/certdesk_token=([^;]+)/)?.[1] ?? '';
    const headers = { authorization: `Bearer ${decodeURIComponent(token)}`, 'content-type': 'application/json' };
    const list = await fetch('/api/order/waitCertification/list', { method: 'POST', headers, body: JSON.stringify({ orderType: 1, pageNum: 1, pageSize: 50 }) }).then((r) => r.json());
    for (const row of list.data?.result ?? []) {
      const d = await fetch(`/api/order/detail/${row.orderId}`, { headers }).then((r) => r.json());
      if (d.data?.permission?.canEdit) return { orderId: row.orderId as number, orderType: row.orderType as number };
    }
    throw new Error('no editable order');
  });
}

test('cert01 mails a company from an order, the reply is captured and announced at once', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'cert01');
  const { orderId, orderType } = await editableOrder(page);
  await page.goto(`/neworder/detail/${orderId}?orderType=${orderType}`);
  await page.getByTestId('mail-send-open').click();
  const dialog = page.getByTestId('mail-dialog');
  await expect(page.getByTestId('mail-topic')).not.toHaveValue('');
  await dialog.getByText('营业执照', { exact: true }).click();
  await expect(page.getByTestId('mail-editor')).toContainText('营业执照副本');

  // Bad recipient, then a picture that must finish uploading before the mail can go.
  await page.getByTestId('mail-to').fill('not-an-email');
  await page.getByTestId('mail-confirm').click();
  await expect(page.getByText('请输入正确的邮箱地址')).toBeVisible();
  await page.getByTestId('mail-to').fill('hr@demo-company.example');
  await page.getByTestId('mail-editor-file').setInputFiles({ name: 'seal.png', mimeType: 'image/png', buffer: picture() });
  await expect(page.getByTestId('mail-editor').locator('img')).toHaveAttribute('width', '400');
  await expect(page.getByText('图片上传中')).toHaveCount(0);
  await shot(page, 'mail-send-dialog');
  await page.getByTestId('mail-confirm').click();
  await expect(page.getByText('发送成功')).toBeVisible();

  // Open the popover before the company answers: the new message must appear in it by itself.
  await page.getByTestId('msg-bell').click();
  await expect(page.getByTestId('msg-popover')).toBeVisible();
  const notice = page.locator('.ant-notification-notice').filter({ hasText: '邮件回复' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('msg-popover')).toContainText(`订单${orderId}收到邮件回复`, { timeout: 1000 });
  await expect(page.getByTestId('msg-group-邮件回复')).toBeVisible();
  await shot(page, 'messages-popover');

  // The mail history shows the sent body and the captured reply in the preview.
  await page.getByTestId('msg-view-more').click();
  await expect(page).toHaveURL(/\/comm\/message/);
  await page.goto('/comm/mail');
  const row = page.locator('.ant-table-row').filter({ hasText: String(orderId) }).first();
  await expect(row).toContainText('抓取成功');
  await row.getByRole('button', { name: '预览' }).click();
  await expect(page.frameLocator('[data-testid="mail-preview-body"]').locator('body')).toContainText('营业执照副本');
  await expect(page.frameLocator('[data-testid="mail-preview-reply"]').locator('body')).toContainText('所需材料已补充');
  await shot(page, 'mail-history-preview');
});

test('message centre: order links, a row click marks read, mark all read', async ({ page }) => {
  await signIn(page, 'cert01');
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
