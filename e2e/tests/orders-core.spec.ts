import { expect, test } from '@playwright/test';
import { shot, signIn } from './helpers.js';

test.describe('orders core: business groups and registry records', () => {
  test('admin creates a business group', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/user/userBusinessGroup');
    // The demo seed has the certifier and auditor groups.
    await expect(page.getByText('认证一组')).toBeVisible();
    await page.getByTestId('group-add').click();
    await page.getByTestId('group-name').fill('学历认证组');
    await page.getByTestId('group-order-types').click();
    await page.getByTitle('学历认证').click();
    await page.keyboard.press('Escape');
    await page.getByTestId('group-users').click();
    await page.getByTitle('张认证').click();
    await page.keyboard.press('Escape');
    await shot(page, 'orders-core-group-dialog');
    await page.getByTestId('group-submit').click();
    const row = page.getByRole('row', { name: /学历认证组/ });
    await expect(row).toBeVisible();
    await expect(row.getByText('张认证')).toBeVisible();
    await shot(page, 'orders-core-groups');
    // Deleting asks first.
    await row.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('此操作将删除该业务组，是否继续？')).toBeVisible();
    await page.getByTestId('group-delete-confirm').click();
    await expect(page.getByRole('row', { name: /学历认证组/ })).toHaveCount(0);
  });

  test('admin opens the lookup queue, the history and a record detail', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/record/queue');
    await expect(page.getByTestId('queue-summary')).toBeVisible();
    await shot(page, 'orders-core-queue');
    await page.goto('/record/history');
    const detail = page.locator('[data-testid^="record-detail-"]').first();
    await expect(detail).toBeVisible();
    await shot(page, 'orders-core-history');
    await detail.click();
    await expect(page.getByTestId('record-detail')).toBeVisible();
    await expect(page.getByText('年报信息')).toBeVisible();
    await expect(page.getByText('变更记录')).toBeVisible();
    await shot(page, 'orders-core-record-detail');
  });
});
