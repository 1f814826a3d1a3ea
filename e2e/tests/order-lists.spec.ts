import { expect, type Page, test } from '@playwright/test';
import { shot, signIn } from './helpers.js';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function openList(page: Page, path: string) {
  await page.goto(path);
  // Lazy screens load slowly on the shared 2-core machine.
  await expect(page.getByTestId('list-search')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** Ticks the checkbox of the first n rows. */
async function selectRows(page: Page, n: number) {
  for (let i = 0; i < n; i++) await rows(page).nth(i).locator('.ant-checkbox-input').check();
}

test('admin filters, extends, authorizes and exports all orders', async ({ page }) => {
  await signIn(page, 'admin');
  await openList(page, '/neworder/list');
  await expect(rows(page).first()).toBeVisible();
  await shot(page, 'order-lists-all-admin');

  // Nothing selected: the toolbar says so and nothing is sent.
  await page.getByTestId('order-grant').click();
  await expect(page.getByText('请至少选择一个订单')).toBeVisible();

  // Expand and filter by order status 待认证.
  await page.getByTestId('list-search-expand').click();
  await expect(page.getByTestId('filter-incomingDate').first()).toBeVisible();
  await page.getByTestId('filter-orderStatus').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '待认证' }).click();
  await page.getByTestId('list-search-submit').click();
  // The filter goes to the URL first and the list follows: wait for the filtered rows.
  await expect(page).toHaveURL(/orderStatus=20/);
  const statusTags = () =>
    rows(page)
      .locator('td .ant-tag', { hasText: /^(查档中|待认证|待审核|已结束)$/ })
      .allInnerTexts();
  await expect.poll(async () => [...new Set(await statusTags())]).toEqual(['待认证']);
  await shot(page, 'order-lists-all-filtered');

  // Extend the first order by 3 working days.
  await selectRows(page, 1);
  await page.getByTestId('order-delay').click();
  await expect(page.getByPlaceholder('请输入延期天数')).toBeVisible();
  await page.getByPlaceholder('请输入延期天数').fill('61');
  await page.getByTestId('delay-ok').click();
  await expect(page.getByText('延期天数必须是1到60之间的整数')).toBeVisible();
  await page.getByPlaceholder('请输入延期天数').fill('3');
  await shot(page, 'order-lists-delay-dialog');
  await page.getByTestId('delay-ok').click();
  await expect(page.getByText('延期成功')).toBeVisible();

  // Authorize the four-element check for the first two orders.
  await selectRows(page, 2);
  await page.getByTestId('order-grant').click();
  await expect(page.getByText('确认授权所选订单进行四要素查询吗？')).toBeVisible();
  await shot(page, 'order-lists-grant-confirm');
  await page.getByTestId('grant-ok').click();
  await expect(page.getByText('授权成功!')).toBeVisible();

  // Export: a dated file named after the list.
  const download = page.waitForEvent('download');
  await page.getByTestId('list-export').click();
  expect((await download).suggestedFilename()).toMatch(/^全部订单_\d{8}\.xlsx$/);
});

test('admin assigns a pending certification order', async ({ page }) => {
  await signIn(page, 'admin');
  await openList(page, '/neworder/auth');
  await expect(rows(page).first()).toBeVisible();
  await page.getByTestId('order-assign').click();
  await expect(page.getByText('请至少选择一个订单')).toBeVisible();
  await selectRows(page, 1);
  await page.getByTestId('order-assign').click();
  await page.getByTestId('assign-user').click();
  await expect(page.locator('.ant-select-dropdown:visible').getByText('李认证')).toBeVisible();
  await page.keyboard.type('李认证');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('assign-user').getByText('李认证')).toBeVisible();
  await shot(page, 'order-lists-assign-dialog');
  await page.getByTestId('assign-ok').click();
  await expect(page.getByText('分配成功')).toBeVisible();
  await shot(page, 'order-lists-pending-cert-admin');
});

test('cert01 sees only own orders and edits a remark', async ({ page }) => {
  await signIn(page, 'cert01');
  await openList(page, '/neworder/list');
  await expect(rows(page).first()).toBeVisible();
  // Certifiers have no export, toolbar or expand toggle.
  await expect(page.getByTestId('list-export')).toHaveCount(0);
  await expect(page.getByTestId('list-search-expand')).toHaveCount(0);
  await expect(rows(page).filter({ hasText: '张认证' })).toHaveCount(0);
  await shot(page, 'order-lists-all-cert01');

  await openList(page, '/neworder/auth');
  const own = rows(page).filter({ hasText: '李认证' }).first();
  await expect(own).toBeVisible();
  await expect(rows(page).filter({ hasText: '张认证' })).toHaveCount(0);
  const remark = own.locator('[data-testid^="remark-"]').first();
  await remark.dblclick();
  const input = own.locator('[data-testid^="remark-input-"]');
  await input.fill('已电话联系，等待回传材料');
  await input.press('Enter');
  await expect(page.getByText('备注修改成功')).toBeVisible();
  await expect(own).toContainText('已电话联系，等待回传材料');
  await shot(page, 'order-lists-remark-cert01');

  // A company-name search among the certifier's own pending orders: only theirs, only that name.
  const total = async () => Number((await page.locator('.ant-pagination-total-text').innerText()).match(/\d+/)?.[0]);
  const before = await total();
  await page.getByTestId('filter-companyName').fill('宁波');
  await page.getByTestId('list-search-submit').click();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await expect.poll(total).toBeLessThan(before);
  expect(await total()).toBeGreaterThan(0);
  for (const row of await rows(page).all()) await expect(row).toContainText('宁波');
  await expect(rows(page).filter({ hasText: '张认证' })).toHaveCount(0);
  await shot(page, 'order-lists-company-search-cert01');
});

test('audit01 sees own pending reviews', async ({ page }) => {
  await signIn(page, 'audit01');
  await openList(page, '/neworder/check');
  const count = await rows(page).count();
  for (let i = 0; i < count; i++) await expect(rows(page).nth(i)).toContainText('陈审核');
  await expect(page.getByTestId('order-assign')).toHaveCount(0);
  await shot(page, 'order-lists-pending-review-audit01');
  await openList(page, '/statistics/audit');
  await shot(page, 'order-lists-audit-stats-audit01');
});
