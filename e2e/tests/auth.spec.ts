import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, readSidebar, shot, signIn } from './helpers.js';

const ALL: [string, string[]][] = [
  ['订单管理', ['全部订单', '待认证订单', '待审核订单']],
  ['查档管理', ['查档队列', '查档历史']],
  ['沟通管理', ['通话记录', '未接来电', '邮件记录', '消息中心', '预警消息', '补充资料']],
  ['日志管理', ['登录日志', '接口日志', '操作审计']],
  ['用户管理', ['用户列表', '角色权限', '业务组']],
  ['系统管理', ['IP白名单']],
  ['配置管理', ['查档网站', '企业电话库', '数据字典', '小计关键词', '邮件配置', '消息模板', '进度推送配置']],
  ['统计分析', ['审核统计']],
];

const EXPECTED_MENUS: Record<string, [string, string[]][]> = {
  admin: ALL,
  manager: ALL.map(([g, items]) => [g, items.filter((i) => i !== '操作审计')]),
  cert01: [
    ['订单管理', ['全部订单', '待认证订单']],
    ['沟通管理', ['通话记录', '未接来电', '邮件记录', '消息中心', '预警消息', '补充资料']],
  ],
  audit01: [
    ['订单管理', ['全部订单', '待审核订单']],
    ['沟通管理', ['通话记录', '未接来电', '消息中心']],
    ['统计分析', ['审核统计']],
  ],
  viewer: [
    ['订单管理', ['全部订单']],
    ['统计分析', ['审核统计']],
  ],
};

for (const [account, expected] of Object.entries(EXPECTED_MENUS)) {
  test(`${account} sees exactly the menu of its role`, async ({ page }) => {
    await signIn(page, account);
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('sidebar').locator(':scope > li.ant-menu-item')).toHaveText(['首页']);
    expect(await readSidebar(page)).toEqual(expected);
    await shot(page, `auth-menu-${account}`);
  });
}

test('a wrong password shows the server message and stays on sign-in', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('企业信息认证管理系统')).toBeVisible();
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('请输入账号')).toBeVisible();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await page.getByTestId('login-account').fill('manager');
  await page.getByTestId('login-password').fill('wrong-password');
  await page.getByTestId('login-password').press('Enter');
  await expect(page.locator('.ant-message')).toContainText('账号或密码错误');
  await expect(page).toHaveURL(/\/login/);
  await shot(page, 'auth-wrong-password');
});

test('an unknown path and a path not granted go to 404; without a session, to sign-in with redirect', async ({ page }) => {
  await page.goto('/user/manage');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fmanage/);
  await page.getByTestId('login-account').fill('viewer');
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('抱歉，您访问的页面不存在或没有访问权限')).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
});

test('signing in as the same user elsewhere sends the first browser to sign-in', async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  const a = await first.newPage();
  const b = await second.newPage();
  await signIn(a, 'audit01');
  await signIn(b, 'audit01');
  await expect(a).toHaveURL(/\/login/, { timeout: 15_000 });
  await expect(a.locator('.ant-message')).toContainText('您的账号已在其他设备登录');
  await shot(a, 'auth-signed-in-elsewhere');
  await expect(b.getByTestId('greeting')).toHaveText('您好，陈审核');
  await first.close();
  await second.close();
});

test('the visited-views bar survives a reload and its context menu closes tabs', async ({ page }) => {
  await signIn(page, 'admin');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/\/profile\/index$/);
  await expect(page.getByTestId('tag-/profile/index')).toBeVisible();
  await page.getByTestId('tag-/home').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.reload();
  await expect(page.getByTestId('tag-/profile/index')).toBeVisible();
  await page.getByTestId('tag-/profile/index').click();
  await expect(page).toHaveURL(/\/profile\/index$/);
  await page.getByTestId('tag-/profile/index').click({ button: 'right' });
  // The menu zooms in; a click event on the item does not depend on the animation's end.
  await page.getByRole('menuitem', { name: '关闭所有' }).dispatchEvent('click');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('tag-/profile/index')).toHaveCount(0);
  await shot(page, 'auth-tags-view');
});

test('the layout size is kept in a cookie across reloads', async ({ page }) => {
  await signIn(page, 'manager');
  await page.getByTestId('layout-size').click();
  await page.getByTestId('size-large').click();
  await expect(page.locator('.ant-message')).toContainText('切换布局大小成功');
  await expect(page.getByTestId('layout-size')).toHaveClass(/ant-btn-lg/);
  await page.reload();
  await expect(page.getByTestId('layout-size')).toHaveClass(/ant-btn-lg/);
  await shot(page, 'auth-layout-large');
});

test('sign-out ends the session', async ({ page }) => {
  await signIn(page, 'cert02');
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});
