import { expect, type Page, test } from '@playwright/test';
import { readSidebar, shot, signIn } from './helpers.js';

test.beforeEach(({ page }) => {
  page.on('pageerror', (err) => console.log(`[pageerror] ${err.message} ${err.stack ?? ''} ${JSON.stringify(err)}`));
});

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login/);
}

/** Signs in with an initial password and sets a new one on the forced change screen (D24). */
async function firstSignIn(page: Page, account: string, initial: string, next: string) {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-password').fill(initial);
  await page.getByTestId('login-password').press('Enter');
  await expect(page.getByText('请先修改初始密码')).toBeVisible();
  await page.getByTestId('old-password').fill(initial);
  await page.getByTestId('new-password').fill(next);
  await page.getByTestId('confirm-password').fill(next);
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByTestId('greeting')).toBeVisible();
}

async function createUser(page: Page, account: string, nickName: string, role: string, seat?: Record<string, string>) {
  await page.goto('/user/manage');
  await page.getByTestId('user-add').click();
  await page.getByTestId('user-add-account').fill(account);
  await page.getByTestId('user-add-nickName').fill(nickName);
  await pick(page, 'user-add-role', role);
  for (const [name, value] of Object.entries(seat ?? {})) await page.getByTestId(`user-add-${name}`).fill(value);
  return page;
}

test('admin creates a seat user with seat and mailbox; the user signs in and has the seat', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await createUser(page, 'seat21', '孙坐席', '认证坐席');
  // Role 10: the seat and mailbox fields are required.
  await page.getByTestId('user-add-submit').click();
  await expect(page.getByText('请输入企业ID')).toBeVisible();
  await expect(page.getByText('请输入邮箱密码')).toBeVisible();
  const seat = {
    entId: '10086',
    agentId: '8021',
    seatPassword: 'Seat#8021',
    agentDn: '6021',
    seatNumber: '02160001021',
    emailAccount: 'seat21@certdesk.local',
    emailPassword: 'Mail#8021',
  };
  for (const [name, value] of Object.entries(seat)) await page.getByTestId(`user-add-${name}`).fill(value);
  await shot(page, 'admin-user-add-seat');
  await page.getByTestId('user-add-submit').click();
  const initial = ((await page.getByTestId('initial-password').textContent()) ?? '').trim();
  expect(initial).toMatch(/^[A-Za-z0-9]{12}$/);
  await shot(page, 'admin-user-initial-password');
  await page.getByRole('button', { name: '我已记下' }).click();
  await expect(page.getByRole('cell', { name: 'seat21', exact: true })).toBeVisible();
  await shot(page, 'admin-user-list');

  // Account settings: seat and mailbox cards for role type 200, passwords never shown.
  await page.getByTestId('user-edit-seat21').click();
  await expect(page.getByTestId('card-seat')).toBeVisible();
  await expect(page.getByTestId('seat-agentId')).toHaveValue('8021');
  await expect(page.getByTestId('mail-account')).toHaveValue('seat21@certdesk.local');
  await expect(page.getByTestId('mail-password')).toHaveValue('');
  await page.getByTestId('detail-nickName').fill('孙坐席改');
  await page.getByTestId('card-basic-reset').click();
  await expect(page.getByTestId('detail-nickName')).toHaveValue('孙坐席');
  await page.getByTestId('seat-agentDn').fill('6121');
  await page.getByTestId('card-seat-submit').click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await shot(page, 'admin-user-detail');
  await signOut(page);

  const infoSeen = page.waitForResponse((r) => r.url().endsWith('/api/user/info') && r.status() === 200);
  await firstSignIn(page, 'seat21', initial, 'SeatUser2026');
  const info = await (await infoSeen).json();
  // A certifier with a seat configuration gets the softphone's online/offline dropdown.
  await expect(page.getByTestId('softphone-status')).toHaveText('离线');
  expect(info.code).toBe('0000');
  expect(info.data.seatInfoConfig).toMatchObject({ agentId: '8021', agentDn: '6121', entId: '10086', seatNumber: '02160001021' });
  expect(JSON.stringify(info)).not.toContain('Seat#8021');
  expect(JSON.stringify(info)).not.toContain('Mail#8021');
  await shot(page, 'admin-seat-user-home');
});

test('admin builds a custom role with two routes; its user sees exactly those menus', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  await page.goto('/user/permission');
  await page.getByTestId('role-add').click();
  await page.getByTestId('role-name').fill('日志与网站');
  await page.getByTestId('role-description').fill('只看登录日志和查档网站');
  for (const id of ['41000', '71000']) {
    await page
      .locator('.ant-tree-treenode', { has: page.getByTestId(`role-tree-${id}`) })
      .locator('.ant-tree-checkbox')
      .click();
  }
  await shot(page, 'admin-role-dialog');
  await page.getByTestId('role-submit').click();
  await expect(page.getByRole('cell', { name: '日志与网站' }).first()).toBeVisible();
  await shot(page, 'admin-role-list');
  // A role in use cannot be deleted.
  await page.getByTestId('role-delete-认证坐席').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确.?定|OK/ })
    .click();
  await expect(page.getByText(/下还有 \d+ 个用户，不能删除/)).toBeVisible();

  await createUser(page, 'logweb', '刘日志', '日志与网站');
  await page.getByTestId('user-add-submit').click();
  const initial = ((await page.getByTestId('initial-password').textContent()) ?? '').trim();
  await page.getByRole('button', { name: '我已记下' }).click();
  await signOut(page);

  await firstSignIn(page, 'logweb', initial, 'LogWeb2026');
  expect(await readSidebar(page)).toEqual([
    ['日志管理', ['登录日志']],
    ['配置管理', ['查档网站']],
  ]);
  await page.goto('/log/login');
  await expect(page.getByRole('cell', { name: 'logweb' }).first()).toBeVisible();
  await shot(page, 'admin-custom-role-user');
  await page.goto('/user/manage');
  await expect(page).toHaveURL(/\/404$/);
});

test('profile: avatar crop and upload, password change', async ({ page }) => {
  await signIn(page, 'audit01');
  await page.goto('/profile/index');
  await expect(page.getByTestId('profile-stats')).toContainText('已审核');
  await page.getByTestId('profile-avatar').click();
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 640, height: 400 } });
  await page.locator('.ant-modal input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  // antd-img-crop's cropper: the picture is framed square, then confirmed.
  await expect(page.locator('.avatar-crop-modal .reactEasyCrop_Image')).toBeVisible();
  await shot(page, 'admin-profile-avatar-cropper');
  await page.locator('.avatar-crop-modal .ant-btn-primary').click();
  await expect(page.getByAltText('头像预览')).toBeVisible();
  await shot(page, 'admin-profile-avatar-crop');
  await page.getByTestId('avatar-submit').click();
  await expect(page.getByText('修改成功')).toBeVisible();
  // Uploaded to the store under the user's avatar prefix, and the picture really loads (header and profile).
  const avatarSrc = /^\/files\/avatar\/u\d+\/\d{8}\/[A-Za-z0-9]{10}\.png$/;
  for (const img of [page.getByTestId('user-menu').locator('img'), page.getByTestId('profile-avatar').locator('img')]) {
    await expect(img).toHaveAttribute('src', avatarSrc);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(300);
  }
  await shot(page, 'admin-profile-avatar-saved');

  // Mismatch: message shown and nothing sent.
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/user/updatePassword')) sent++;
  });
  await page.getByTestId('old-password').fill('Certdesk@2026');
  await page.getByTestId('new-password').fill('Audit2026new');
  await page.getByTestId('confirm-password').fill('Audit2026nex');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('两次密码输入不一致')).toBeVisible();
  expect(sent).toBe(0);
  await page.getByTestId('confirm-password').fill(' Audit2026new ');
  await page.getByTestId('change-password-submit').click();
  await expect(page.getByText('修改成功').last()).toBeVisible();
  expect(sent).toBe(1);
  await shot(page, 'admin-profile');
  await signOut(page);
  await signIn(page, 'audit01', 'Audit2026new');
  // Put the demo password back: the other suites sign in as audit01 on the same database.
  const restored = await page.evaluate(async () => {
    // As the app calls: the session goes in its HttpOnly cookie, with the app's header.
    const res = await fetch('/api/user/updatePassword', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-certdesk-client': 'web' },
      body: JSON.stringify({ oldPassword: 'Audit2026new', newPassword: 'Certdesk@2026' }),
    });
    return ((await res.json()) as { code: string }).code;
  });
  expect(restored).toBe('0000');
});

test('administration and configuration screens render with the demo data', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, 'admin');
  const screens: [string, string, string][] = [
    ['/log/login', 'admin-login-log', 'admin'],
    ['/log/audit', 'admin-audit', '操作审计'],
    ['/system/ip', 'admin-ip-whitelist', 'IP地址'],
    ['/configuration/datadic', 'admin-datadic', 'OrderTimeLimit_1'],
    ['/configuration/mail', 'admin-mail', '补充材料'],
    ['/configuration/message', 'admin-message', '新订单分配'],
    ['/configuration/subtotal', 'admin-subtotal', '空号'],
    ['/configuration/web', 'admin-web', 'https://amr.sz.gov.cn'],
    ['/configuration/phone', 'admin-phone', '0755-26651234'],
    ['/configuration/dingtalk', 'admin-dingtalk', 'Webhook地址'],
  ];
  for (const [path, name, text] of screens) {
    await page.goto(path);
    await expect(page.getByText(text).first()).toBeVisible();
    await shot(page, name);
  }
  // Dictionary dialog: required messages on save, 60% wide for htmlStyle entries.
  await page.goto('/configuration/datadic');
  await page.getByTestId('dic-add').click();
  await page.getByTestId('dic-submit').click();
  await expect(page.getByText('请输入编码')).toBeVisible();
  await expect(page.getByText('请输入值')).toBeVisible();
  await shot(page, 'admin-datadic-dialog');
  await page.keyboard.press('Escape');
  await page.getByTestId('filter-code').fill('CertNotice');
  await page.getByTestId('list-search-submit').click();
  await page.getByTestId('dic-edit-CertNoticeHtml').click();
  await expect(page.getByTestId('dic-id')).toBeDisabled();
  // The dialog zooms in: wait for its final width (60 % of the 1440 px window for htmlStyle entries).
  const modal = page.locator('.ant-modal').last();
  await expect.poll(() => modal.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThan(800);
  await shot(page, 'admin-datadic-html');
  // IP whitelist dialog messages and an invalid CIDR.
  await page.goto('/system/ip');
  await page.getByTestId('ip-add').click();
  await page.getByTestId('ip-submit').click();
  await expect(page.getByText('请输入IP地址')).toBeVisible();
  await expect(page.getByText('请选择危险等级')).toBeVisible();
  await page.getByTestId('ip-ip').fill('10.0.0.1/24');
  await page.getByTestId('ip-identify').click();
  await expect(page.getByText('IP地址格式错误，请输入IPv4/IPv6地址或CIDR网段')).toBeVisible();
  await shot(page, 'admin-ip-dialog');
});
