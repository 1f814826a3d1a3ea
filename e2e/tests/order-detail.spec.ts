import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { shot, signIn } from './helpers.js';

// The shared machine is heavily loaded while several engineers test: allow slow page loads.
test.setTimeout(180_000);

/** A small PNG picture (wide, so a rotation shows). */
function picture(seed: number): Buffer {
  const png = new PNG({ width: 60, height: 30 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = (i * seed) % 255;
    png.data[i + 1] = 120;
    png.data[i + 2] = seed * 40;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** A larger noisy PNG (over 1 KB, which the simulated degree OCR reads). */
function noisy(seed: number): Buffer {
  const png = new PNG({ width: 120, height: 120 });
  let x = seed;
  for (let i = 0; i < png.data.length; i += 1) {
    x = (x * 1103515245 + 12345) % 2147483648;
    png.data[i] = i % 4 === 3 ? 255 : x % 256;
  }
  return PNG.sync.write(png);
}

/** Finds, through the API with the page's session, an order of a type that the signed-in certifier can edit. */
async function findOrder(page: Page, orderType: number): Promise<number> {
  const token = (await page.context().cookies()).find((c) => c.name === 'certdesk_token')?.value ?? '';
  const headers = { authorization: `Bearer ${decodeURIComponent(token)}` };
  const list = await page.request.post('/api/order/waitCertification/list', { headers, data: { orderType, pageNum: 1, pageSize: 50 } });
  const rows = ((await list.json()) as { data: { result: { orderId: number; orderType: number }[] } }).data.result;
  for (const row of rows) {
    if (row.orderType !== orderType) continue;
    const d = (await (await page.request.get(`/api/order/detail/${row.orderId}`, { headers })).json()) as {
      data?: { permission?: { canEdit: boolean } };
    };
    if (!d.data?.permission?.canEdit) continue;
    // An order whose evidence package is still empty: earlier suites (mail capture) add files.
    const files = (await (await page.request.get(`/api/certification/orderAttach/list/${row.orderId}`, { headers })).json()) as {
      data?: unknown[];
    };
    if ((files.data ?? []).length === 0) return row.orderId;
  }
  throw new Error(`no editable order of type ${orderType}`);
}

async function shotSections(page: Page, prefix: string) {
  for (const id of ['Info', 'Auth', 'Course', 'Warning', 'Datum', 'AuthResults', 'AuditResult', 'OrderCome']) {
    const section = page.locator(`[id="${id}"]`).first();
    if ((await section.count()) === 0) continue;
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `screenshots/${prefix}-${id}.png` });
  }
}

test('certifier edits a company order: registry save, uploads, rotation, progress', async ({ page }) => {
  await signIn(page, 'cert01');
  const orderId = await findOrder(page, 1);
  await page.goto(`/neworder/detail/${orderId}?orderType=1`);
  await expect(page.getByTestId('registry-card')).toBeVisible();
  await expect(page.getByTestId('section-auth')).toBeVisible();

  // Save turns active only when a value differs, inactive again after saving.
  const save = page.getByTestId('registry-save');
  await expect(save).toBeDisabled();
  await page.getByTestId('edit-switch').click();
  await page.getByTestId('company-address').fill('上海市徐汇区漕溪北路88号');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(page.getByTestId('company-address')).toHaveValue('上海市徐汇区漕溪北路88号');

  // Upload by picker.
  await page
    .locator('[data-testid="section-datum"] input[type=file]')
    .setInputFiles({ name: 'license.png', mimeType: 'image/png', buffer: picture(1) });
  await expect(page.getByTestId('datum-item')).toHaveCount(1);
  // Upload by paste.
  const pasted = picture(2).toString('base64');
  // Runs in the page (a string, as the e2e project has no DOM types).
  await page.evaluate(`(() => {
    const bytes = Uint8Array.from(atob('${pasted}'), (c) => c.charCodeAt(0));
    const data = new DataTransfer();
    data.items.add(new File([bytes], 'image.png', { type: 'image/png' }));
    document.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  })()`);
  await expect(page.getByTestId('datum-item')).toHaveCount(2);
  await expect(page.locator('[data-testid="datum-item"] img').first()).toHaveJSProperty('complete', true);

  // Rotate the first picture and save it: a new file replaces it.
  const firstSrc = await page.locator('[data-testid="datum-item"] img').first().getAttribute('src');
  await page.locator('[data-testid="datum-item"] img').first().click();
  await page.getByTestId('rotate-right').click();
  await page.getByTestId('rotate-save').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(page.locator('[data-testid="datum-item"] img').first()).not.toHaveAttribute('src', firstSrc ?? '');
  // The 60×30 picture turned a quarter is 30×60.
  const rotated = page.locator('[data-testid="datum-item"] img').first();
  const dimensions = (img: HTMLElement | SVGElement) => {
    const picture = img as HTMLImageElement;
    return `${picture.naturalWidth}x${picture.naturalHeight}`;
  };
  await expect.poll(() => rotated.evaluate(dimensions)).toBe('30x60');

  // Send a progress message after the confirmation.
  await page.locator('[data-testid="progress-options"] input[type=radio]').first().check();
  await page.getByTestId('progress-send').click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: '确定要发送消息?' })).toBeVisible();
  await page.getByTestId('notice-confirm').click();
  await expect(page.getByText('发送成功').first()).toBeVisible();
  await expect(page.locator('[data-testid="progress-list"] tbody tr.ant-table-row')).toHaveCount(1);

  await shot(page, 'order-detail-company');
  await shotSections(page, 'order-detail-company');
});

test('certifier opens a degree order', async ({ page }) => {
  await signIn(page, 'cert01');
  const orderId = await findOrder(page, 4);
  // The older path (02 §2) replaces itself with the newer one, keeping the query.
  await page.goto(`/neworder/orderDetail/${orderId}?orderType=4`);
  await expect(page).toHaveURL(new RegExp(`/neworder/detail/${orderId}\\?orderType=4$`));
  await expect(page.getByTestId('type-card')).toBeVisible();
  await expect(page.getByTestId('section-auth')).toHaveCount(0);
  await expect(page.getByTestId('section-warning')).toHaveCount(0);
  await expect(page.getByTestId('type-save')).toBeDisabled();
  // Degree OCR: a report picture without a QR code puts 无法识别, 请手动输入 in the code field;
  // a readable certificate fills the form and activates save.
  const ocrInput = (testid: string) =>
    page.locator('[data-testid="type-card"] .ant-upload', { has: page.getByTestId(testid) }).locator('input[type=file]');
  await ocrInput('degree-ocr-report').setInputFiles({ name: 'report.png', mimeType: 'image/png', buffer: picture(2) });
  await expect(page.getByTestId('report-code')).toHaveAttribute('placeholder', '无法识别, 请手动输入');
  await ocrInput('degree-ocr-certificate').setInputFiles({ name: 'degree.png', mimeType: 'image/png', buffer: noisy(3) });
  await expect(page.getByTestId('type-save')).toBeEnabled();
  await expect(page.getByTestId('type-school')).not.toHaveValue('');
  await page.getByTestId('type-school').fill('');
  await page.getByTestId('type-save').click();
  await expect(page.getByText('请输入申请人学校')).toBeVisible();
  await page.getByTestId('type-school').fill('上海交通大学');
  await page.getByTestId('type-save').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await shot(page, 'order-detail-degree');
  await shotSections(page, 'order-detail-degree');
});

test('auditor sees the same page read-only', async ({ page }) => {
  // An auditor sees the orders they handle (D4): take a company order from their own list.
  await signIn(page, 'audit01');
  const token = (await page.context().cookies()).find((c) => c.name === 'certdesk_token')?.value ?? '';
  const res = await page.request.post('/api/order/list', {
    headers: { authorization: `Bearer ${decodeURIComponent(token)}` },
    data: { orderType: 1, pageNum: 1, pageSize: 10 },
  });
  const rows = ((await res.json()) as { data: { result: { orderId: number }[] } }).data.result;
  expect(rows.length).toBeGreaterThan(0);
  const orderId = rows[0]?.orderId;
  await page.goto(`/neworder/detail/${orderId}?orderType=1`);
  await expect(page.getByTestId('registry-card')).toBeVisible();
  await expect(page.getByTestId('edit-switch')).toHaveCount(0);
  await expect(page.getByTestId('registry-save')).toBeDisabled();
  await expect(page.getByTestId('datum-upload')).toHaveCount(0);
  await expect(page.getByTestId('progress-send')).toHaveCount(0);
  await expect(page.getByTestId('company-address')).toBeDisabled();
  await shot(page, 'order-detail-auditor');
});
