import { expect, type Page, test } from '@playwright/test';
import { assignOrder, demoOrder, managerApi, shot, signIn, switchTo } from './helpers.js';

// Issue 19, "Also seen in the walkthrough": each journey as the user met it.
test.setTimeout(180_000);

/** Page errors (uncaught exceptions and unhandled promise rejections) seen by the page. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

test('the subtotal keyword prompt sends the progress of 无人接听 and closes', async ({ page, request }) => {
  const errors = watchErrors(page);
  const m = await managerApi(request);
  const order = await demoOrder(m);
  await assignOrder(m, order.id, 10, '李认证');
  await signIn(page, 'cert01');
  await page.goto(`/neworder/detail/${order.id}?orderType=1`);
  await page.getByTestId('subtotal-input').fill('上午两次致电法人，均无人接听');
  await page.getByTestId('subtotal-save').click();
  const prompt = page.locator('.ant-modal-confirm', { hasText: '小计包含关键字"无人接听"' });
  await expect(prompt).toContainText('是否发送进度：多次致电无人接听，已发送核实邮件？');
  await shot(page, 'walkthrough-subtotal-prompt');
  await page.getByTestId('subtotal-offer-send').click();
  await expect(page.getByText('发送成功')).toBeVisible();
  await expect(prompt).toBeHidden();
  const sent = (await m.get(`/api/certification/progress/list/${order.id}`)).data as { codeMsg: string }[];
  expect(sent.map((s) => s.codeMsg)).toContain('多次致电无人接听，已发送核实邮件');
  expect(errors).toEqual([]);
});

test('forms of another role are removed; the certifier keeps the certification form only', async ({ page, request }) => {
  const m = await managerApi(request);
  const order = await demoOrder(m);
  await assignOrder(m, order.id, 10, '李认证');
  await signIn(page, 'manager');
  await page.goto(`/neworder/detail/${order.id}?orderType=1`);
  await expect(page.getByTestId('section-audit-results')).toBeVisible();
  await expect(page.getByTestId('section-auth-results')).toBeVisible();
  await expect(page.getByTestId('cert-form')).toHaveCount(0);
  await expect(page.getByTestId('audit-form')).toHaveCount(0);
  await expect(page.getByTestId('mail-send-open')).toHaveCount(0);
  await switchTo(page, 'cert01');
  await page.goto(`/neworder/detail/${order.id}?orderType=1`);
  await expect(page.getByTestId('cert-form')).toBeVisible();
  await expect(page.getByTestId('audit-form')).toHaveCount(0);
});

test('the role list counts each role its users and names granted groups', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/user/permission');
  const row = (name: string) => page.locator('tr.ant-table-row', { has: page.locator('td', { hasText: new RegExp(`^${name}$`) }) });
  // Demo accounts: one each for these roles (every role read 2 before the fix); 认证坐席 has cert01
  // and cert02, and the administration spec may have added a seat of its own.
  const count = async (name: string) => Number((await row(name).locator('td').nth(4).innerText()).trim());
  expect([await count('超级管理员'), await count('管理员'), await count('审核专员')]).toEqual([1, 1, 1]);
  expect(await count('认证坐席')).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('role-menus-管理员')).toContainText('订单管理（全部）');
  await expect(page.getByTestId('role-menus-管理员')).toContainText('日志管理：登录日志、接口日志');
  await shot(page, 'walkthrough-role-list');
});

test('pausing dispatch asks first and says what it did', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/user/manage');
  const row = page.locator('tr.ant-table-row', { hasText: 'cert02' });
  await page.getByTestId('user-dispatch-cert02').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('确定暂停向 张认证 派单？');
  await page.getByTestId('user-dispatch-confirm-cert02').click();
  await expect(page.getByText('已暂停向 张认证 派单')).toBeVisible();
  await expect(row.locator('.ant-tag', { hasText: '暂停派单' })).toBeVisible();
  await page.getByTestId('user-dispatch-cert02').click();
  await page.getByTestId('user-dispatch-confirm-cert02').click();
  await expect(page.getByText('已恢复向 张认证 派单')).toBeVisible();
  await expect(row.locator('.ant-tag', { hasText: '暂停派单' })).toHaveCount(0);
});

test('archive websites take their area from the cascader; form errors raise no page error', async ({ page }) => {
  const errors = watchErrors(page);
  await signIn(page, 'admin');
  await page.goto('/configuration/web');
  await page.getByTestId('web-add').click();
  await page.getByTestId('web-submit').click();
  await expect(page.getByText('请选择省份')).toBeVisible();
  await page.getByTestId('area-cascader').click();
  await page.locator('.ant-cascader-menu-item', { hasText: '广东省' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: '珠海市' }).click();
  await page.getByTestId('web-website').fill('https://scjgj.zhuhai.gov.cn');
  await page.getByTestId('web-submit').click();
  const row = page.locator('tr.ant-table-row', { hasText: 'https://scjgj.zhuhai.gov.cn' });
  await expect(row).toContainText('广东省');
  await expect(row).toContainText('珠海市');
  // Editing shows the stored area in the cascader, labels and all.
  await row.getByRole('button', { name: /编\s*辑/ }).click();
  await expect(page.locator('.ant-modal').getByTestId('area-cascader')).toContainText('广东省 / 珠海市');
  await shot(page, 'walkthrough-website-cascader');
  await page.keyboard.press('Escape');

  // A dialog with a form error: the business group dialog, submitted empty.
  await page.goto('/user/userBusinessGroup');
  await page.getByTestId('group-add').click();
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();
  await page.waitForTimeout(300); // let a rejection, if any, reach the page's handler
  expect(errors).toEqual([]);
});
