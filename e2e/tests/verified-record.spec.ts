import { expect, type Page, test } from '@playwright/test';
import { shot, signIn } from './helpers.js';

// The shared machine is heavily loaded while several engineers test: allow slow page loads.
test.setTimeout(180_000);

type Detail = {
  permission: { canEdit: boolean };
  orderIncomeInfoVo: Record<string, string>;
  majorInfo: Record<string, string> | null;
  honorInfo: Record<string, string> | null;
  educationalInfo: Record<string, string> | null;
};

async function headers(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'certdesk_token')?.value ?? '';
  return { authorization: `Bearer ${decodeURIComponent(token)}` };
}

async function detailOf(page: Page, orderId: number): Promise<Detail> {
  const res = await page.request.get(`/api/order/detail/${orderId}`, { headers: await headers(page) });
  return ((await res.json()) as { data: Detail }).data;
}

/**
 * An order of the type that the signed-in certifier can edit, taken from the END of the pending
 * list: other suites take the first ones, and this suite changes the order's verified record.
 */
async function editableOrder(page: Page, orderType: number): Promise<{ orderId: number; detail: Detail }> {
  const list = await page.request.post('/api/order/waitCertification/list', {
    headers: await headers(page),
    data: { orderType, pageNum: 1, pageSize: 50 },
  });
  const rows = ((await list.json()) as { data: { result: { orderId: number; orderType: number }[] } }).data.result;
  for (const row of rows.filter((r) => r.orderType === orderType).reverse()) {
    const detail = await detailOf(page, row.orderId);
    if (detail.permission.canEdit) return { orderId: row.orderId, detail };
  }
  throw new Error(`no editable order of type ${orderType}`);
}

/** Counts the POSTs to a save endpoint (to prove that an invalid form sends nothing). */
function countPosts(page: Page, path: string) {
  const seen = { n: 0 };
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) seen.n += 1;
  });
  return seen;
}

const form = (page: Page) => page.getByTestId('record-form');
const field = (page: Page, name: string) => page.getByTestId(`record-${name}`);
const block = (page: Page) => page.getByTestId('verified-record');

/** A full-page screenshot from the top (the fixed header and sidebar are drawn where the page is scrolled). */
async function shotFromTop(page: Page, name: string) {
  await page.evaluate('window.scrollTo(0, 0)');
  await shot(page, name);
}

/** 保存 is refused in the dialog with `message`: no request leaves and the stored record is unchanged. */
async function expectRefused(
  page: Page,
  message: string,
  posts: { n: number },
  orderId: number,
  key: 'majorInfo' | 'honorInfo',
  before: Detail,
) {
  await page.getByTestId('record-save').click();
  await expect(form(page).getByText(message)).toBeVisible();
  expect(posts.n).toBe(0);
  expect((await detailOf(page, orderId))[key]).toEqual(before[key]);
}

async function saveAndReload(page: Page) {
  await page.getByTestId('record-save').click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await expect(form(page)).toHaveCount(0);
  await page.reload();
  await expect(block(page)).toBeVisible();
}

test('certifier edits the verified record of a skill order', async ({ page }) => {
  await signIn(page, 'cert01');
  const { orderId, detail } = await editableOrder(page, 5);
  const incoming = detail.orderIncomeInfoVo;
  const posts = countPosts(page, '/api/order/saveMajor');
  await page.goto(`/neworder/detail/${orderId}?orderType=5`);
  await expect(block(page)).toBeVisible();
  await expect(block(page)).toContainText('核验记录');

  await page.getByTestId('record-edit').click();
  await expect(form(page)).toBeVisible();
  await expect(form(page)).toContainText('技能名称');
  await field(page, 'name').fill(`${incoming.applyUser}核`);
  await field(page, 'idNumber').fill('110101199003070000');
  await field(page, 'expertTitle').fill(incoming.expertTitle ?? '');
  await field(page, 'jobType').fill('维修电工');
  await field(page, 'level').fill(incoming.level ?? '');
  await field(page, 'certificateNo').fill('S20240518001');
  await expectRefused(page, '请输入正确格式的身份证号', posts, orderId, 'majorInfo', detail);

  await field(page, 'idNumber').fill('11010519491231002X');
  await expect(form(page).getByText('请输入正确格式的身份证号')).toHaveCount(0);
  await shot(page, 'verified-record-skill-form');
  await page.getByRole('dialog').screenshot({ path: 'screenshots/verified-record-skill-dialog.png' });
  await saveAndReload(page);
  expect(posts.n).toBe(1);

  await expect(page.getByTestId('record-value-name')).toContainText(`${incoming.applyUser}核`);
  await expect(page.getByTestId('record-value-idNumber')).toContainText('11010519491231002X');
  await expect(page.getByTestId('record-value-jobType')).toHaveText('维修电工');
  await expect(page.getByTestId('record-value-certificateNo')).toHaveText('S20240518001');
  // The name differs from the applicant, the ID from the incoming one; title and level match.
  await expect(page.getByTestId('record-flag-name')).toHaveText('和来单信息不一致');
  await expect(page.getByTestId('record-flag-idNumber')).toHaveText('和来单信息不一致');
  await expect(page.getByTestId('record-flag-expertTitle')).toHaveCount(0);
  await expect(page.getByTestId('record-flag-level')).toHaveCount(0);
  await block(page).scrollIntoViewIfNeeded();
  await block(page).screenshot({ path: 'screenshots/verified-record-skill-block.png' });
  await shotFromTop(page, 'verified-record-skill');
});

test('certifier edits the verified record of an honour order', async ({ page }) => {
  await signIn(page, 'cert01');
  const { orderId, detail } = await editableOrder(page, 8);
  const posts = countPosts(page, '/api/order/saveHonor');
  await page.goto(`/neworder/detail/${orderId}?orderType=8`);
  await page.getByTestId('record-edit').click();
  await field(page, 'honorTitle').fill('');
  await expectRefused(page, '请输入荣誉名称', posts, orderId, 'honorInfo', detail);

  await field(page, 'honorTitle').fill('市级优秀青年（测试）');
  await field(page, 'honorType').fill('市级');
  const date = form(page).locator('[data-testid="record-honorDate"] input, input[data-testid="record-honorDate"]');
  await date.click();
  await date.fill('2023-05-01');
  await date.press('Enter');
  await saveAndReload(page);
  expect(posts.n).toBe(1);
  await expect(page.getByTestId('record-value-honorTitle')).toContainText('市级优秀青年（测试）');
  await expect(page.getByTestId('record-value-honorDate')).toHaveText('2023年05月01日');
  await expect(page.getByTestId('record-flag-honorTitle')).toHaveText('和来单信息不一致');
  // An honour names no person: no name or ID fields, nothing else flagged.
  await expect(block(page).getByTestId(/^record-flag-/)).toHaveCount(1);
  await block(page).screenshot({ path: 'screenshots/verified-record-honour-block.png' });
});

test('certifier edits the verified record of a degree order', async ({ page }) => {
  await signIn(page, 'cert01');
  const { orderId, detail } = await editableOrder(page, 4);
  const incoming = detail.orderIncomeInfoVo;
  await page.goto(`/neworder/detail/${orderId}?orderType=4`);
  await page.getByTestId('record-edit').click();
  await field(page, 'name').fill(incoming.applyUser ?? '');
  await form(page).locator('.ant-form-item', { hasText: '性别' }).locator('.ant-select').click();
  await page.locator('.ant-select-item-option', { hasText: '男' }).click();
  await field(page, 'birth').fill('1997-03-12');
  await field(page, 'admissionDate').fill('2015-09-01');
  await field(page, 'graduateDate').fill('2019-06-30');
  await field(page, 'school').fill(incoming.school ?? '');
  await field(page, 'major').fill(incoming.major ?? '');
  await field(page, 'type').fill('普通高等教育');
  await field(page, 'academicSystem').fill('4年');
  await field(page, 'learningType').fill('普通全日制');
  await field(page, 'level').fill(incoming.educationLevel ?? '');
  await field(page, 'state').fill('毕业');
  await field(page, 'certificateNo').fill('102461201905001234');
  await shot(page, 'verified-record-degree-form');
  await page.getByRole('dialog').screenshot({ path: 'screenshots/verified-record-degree-dialog.png' });
  await saveAndReload(page);
  await expect(page.getByTestId('record-value-sex')).toHaveText('男');
  await expect(page.getByTestId('record-value-graduateDate')).toHaveText('2019年06月30日');
  await expect(page.getByTestId('record-value-certificateNo')).toHaveText('102461201905001234');
  await block(page).scrollIntoViewIfNeeded();
  await block(page).screenshot({ path: 'screenshots/verified-record-degree-block.png' });
  await shotFromTop(page, 'verified-record-degree');
});

test('auditor sees the verified record without 编辑', async ({ page }) => {
  await signIn(page, 'audit01');
  const res = await page.request.post('/api/order/list', {
    headers: await headers(page),
    data: { orderType: 5, pageNum: 1, pageSize: 10 },
  });
  const rows = ((await res.json()) as { data: { result: { orderId: number }[] } }).data.result;
  expect(rows.length).toBeGreaterThan(0);
  await page.goto(`/neworder/detail/${rows[0]?.orderId}?orderType=5`);
  await expect(block(page)).toBeVisible();
  await expect(block(page)).toContainText('核验记录');
  await expect(page.getByTestId('type-card')).toBeVisible();
  await expect(page.getByTestId('record-edit')).toHaveCount(0);
});

test('the jump navigation follows scrolling and scrolls to a section', async ({ page }) => {
  await signIn(page, 'cert01');
  const { orderId } = await editableOrder(page, 5);
  await page.goto(`/neworder/detail/${orderId}?orderType=5`);
  await expect(page.locator('[id="OrderCome"]')).toBeVisible();
  const active = page.locator('.ant-anchor .ant-anchor-link-title-active');
  // Puts a section's top just under the anchor's offset (80 px), as a person scrolling would.
  const scrollTo = (id: string) =>
    page.evaluate(`(() => {
      const top = document.getElementById('${id}').getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, Math.max(0, top - 60));
    })()`);
  // Scrolled again until the anchor follows, as a person would: a section that lays itself out
  // late (its data or images) moves the others after a scroll (one CI run in many kept 来单记录
  // active after the scroll to 基本信息).
  const scrolledTo = (id: string, title: string) =>
    expect(async () => {
      await scrollTo(id);
      await expect(active).toHaveText(title, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
  await scrolledTo('Course', '过程记录');
  await scrolledTo('OrderCome', '来单记录');
  await scrolledTo('Info', '基本信息');

  await page.locator('.ant-anchor a', { hasText: '资料包' }).click();
  await expect(page.locator('[id="Datum"]')).toBeInViewport();
  await expect(active).toHaveText('资料包');
  await expect.poll(() => page.evaluate(`document.getElementById('Datum').getBoundingClientRect().top`)).toBeLessThan(200);
});
