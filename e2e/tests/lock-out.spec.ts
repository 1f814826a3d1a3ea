import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, shot, signIn } from './helpers.js';

const LOCKED = '登录失败次数过多，账号已临时锁定，请稍后再试';

test('an administrator unlocks a user locked out by wrong passwords, and the user signs in', async ({ browser }) => {
  // The locked-out user and the administrator each in their own browser.
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await user.goto('/login');
  await user.getByTestId('login-account').fill('audit01');
  for (let i = 1; i <= 5; i++) {
    await user.getByTestId('login-password').fill(`Wrong-${i}-${Date.now()}`);
    const answered = user.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await user.getByTestId('login-password').press('Enter');
    await answered;
  }
  await expect(user.getByText(LOCKED).last()).toBeVisible();
  // Even the right password is refused while the lock lasts.
  await user.getByTestId('login-password').fill(DEMO_PASSWORD);
  const refused = user.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
  await user.getByTestId('login-password').press('Enter');
  expect((await (await refused).json()).code).toBe('2002');
  await shot(user, 'lock-out-user-locked');

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/user/manage');
  await admin.getByTestId('user-unlock-audit01').click();
  await expect(admin.getByText('确定解除 陈审核 的登录锁定？')).toBeVisible();
  await shot(admin, 'lock-out-unlock-confirm');
  await admin
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(admin.getByText('解锁成功', { exact: true })).toBeVisible();
  await shot(admin, 'lock-out-unlocked-toast');

  await user.getByTestId('login-password').fill(DEMO_PASSWORD);
  await user.getByTestId('login-password').press('Enter');
  await expect(user.getByTestId('greeting')).toBeVisible();
  await shot(user, 'lock-out-user-signed-in');

  // The audit trail names the action.
  await admin.goto('/log/audit');
  await expect(admin.getByRole('cell', { name: '解除登录锁定' }).first()).toBeVisible();
  await shot(admin, 'lock-out-audit-trail');
  await userContext.close();
  await adminContext.close();
});
