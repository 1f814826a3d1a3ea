import { type Browser, expect, type Page, test } from '@playwright/test';
import { shot, signIn } from './helpers.js';

// Issue #19 item 2: a list's filters, sort, page and page size live in the URL, so a reload, a
// link opened elsewhere and the back button all bring back the same list.

// Each journey walks a list through many loads on a shared 2-core machine.
test.describe.configure({ timeout: 180_000 });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function settled(page: Page) {
  await expect(page.getByTestId('list-search')).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-tbody')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/**
 * What the user sees of the list: the total, the active page and the rows (by key: background
 * registry lookups change an order's status tag while the test runs, not which orders are listed).
 */
async function seen(page: Page) {
  await settled(page);
  return {
    total: await page.locator('.ant-pagination-total-text').innerText(),
    page: await page.locator('.ant-pagination-item-active').innerText(),
    rows: await rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key'))),
  };
}

/** Runs a step that loads the list from `api` and returns what is shown once the answer is in. */
async function step(page: Page, api: string, action: () => Promise<unknown>) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === api && r.request().method() === 'POST');
  await action();
  await answered;
  return seen(page);
}

/** The list shows `expected` (polled: a restored page may refetch in the background). */
async function shows(page: Page, expected: Awaited<ReturnType<typeof seen>>) {
  await expect.poll(() => seen(page), { timeout: 15_000 }).toEqual(expected);
}

/** Reset: the URL loses its query (it ends in `path`), the filter's input empties, the list is unfiltered again. */
async function resetClears(page: Page, path: string, filter: string, unfiltered: Awaited<ReturnType<typeof seen>>) {
  await page.getByTestId('list-search-reset').click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId(filter)).toHaveValue('');
  await shows(page, unfiltered);
}

async function choosePageSize(page: Page, size: number) {
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: `${size} 条/页` }).click();
}

/**
 * Opens a link in a new browser context as the manager (role 100 sees the same lists as the
 * administrator; one account signing in again would end the first context's session).
 */
async function inFreshContext<T>(browser: Browser, url: string, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, 'manager');
    await page.goto(url);
    return await run(page);
  } finally {
    await context.close();
  }
}

test('all orders: a filter, page and page size survive a reload, a shared link and back; reset clears them', async ({ page, browser }) => {
  await signIn(page, 'admin');
  const API = '/api/order/list';
  const unfiltered = await step(page, API, () => page.goto('/neworder/list'));

  await page.getByTestId('filter-companyName').fill('宁波');
  const filtered = await step(page, API, () => page.getByTestId('list-search-submit').click());
  await expect(page).toHaveURL(/\?companyName=%E5%AE%81%E6%B3%A2$/);
  expect(filtered.total).not.toBe(unfiltered.total);
  expect(filtered.rows.length).toBe(10);
  for (const r of await rows(page).allInnerTexts()) expect(r).toContain('宁波');

  const page2 = await step(page, API, () => page.locator('.ant-pagination-item-2').click());
  await expect(page).toHaveURL(/companyName=%E5%AE%81%E6%B3%A2&pageNum=2$/);
  expect(page2.page).toBe('2');
  expect(page2.rows).not.toEqual(filtered.rows);

  const sized = await step(page, API, () => choosePageSize(page, 20));
  await expect(page).toHaveURL(/pageSize=20/);
  expect(sized.rows.length).toBeGreaterThan(10);
  const sharedUrl = page.url();
  await shot(page, 'list-url-orders-filtered-page2-size20');

  // Reload: the same rows, the same filter in its input.
  await page.reload();
  await shows(page, sized);
  await expect(page.getByTestId('filter-companyName')).toHaveValue('宁波');

  // The link in another browser (signed in there): the same list.
  await inFreshContext(browser, sharedUrl, async (other) => {
    await shows(other, sized);
    await expect(other.getByTestId('filter-companyName')).toHaveValue('宁波');
    await shot(other, 'list-url-orders-shared-link');
  });

  // Back: page 2 of 10 again, then page 1.
  await page.goBack();
  await expect(page).toHaveURL(/companyName=%E5%AE%81%E6%B3%A2&pageNum=2$/);
  await shows(page, page2);
  await page.goBack();
  await shows(page, filtered);
  await expect(page.getByTestId('filter-companyName')).toHaveValue('宁波');

  // The visited-views tab keeps the list's URL: away to home and back by the tab.
  await page.getByTestId('tag-/home').click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByTestId('tag-/neworder/list').click();
  await expect(page).toHaveURL(/\/neworder\/list\?companyName=%E5%AE%81%E6%B3%A2$/);
  await shows(page, filtered);

  // Reset clears the URL and the input.
  await resetClears(page, '/neworder/list', 'filter-companyName', unfiltered);
});

test('a link with unknown or malformed list parameters opens the list without them, with a notice', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/neworder/list?companyName=%E5%AE%81%E6%B3%A2&orderType=99&pageSize=15&foo=1');
  await expect(page.getByText('链接中的部分筛选条件无效，已忽略')).toBeVisible();
  await expect(page).toHaveURL(/\/neworder\/list\?companyName=%E5%AE%81%E6%B3%A2$/);
  await expect(page.getByTestId('filter-companyName')).toHaveValue('宁波');
  await settled(page);
  await expect(rows(page).first()).toBeVisible();
  for (const r of await rows(page).allInnerTexts()) expect(r).toContain('宁波');
  await shot(page, 'list-url-malformed-notice');
});

test('call records: a filter, page and page size survive a reload, a shared link and back; reset clears them', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  const API = '/api/call/record/list';
  const all = await step(page, API, () => page.goto('/comm/call'));
  await page.getByTestId('filter-fromMobile').fill('1');
  const filtered = await step(page, API, () => page.getByTestId('list-search-submit').click());
  await expect(page).toHaveURL(/\/comm\/call\?fromMobile=1$/);
  const page2 = await step(page, API, () => page.locator('.ant-pagination-item-2').click());
  await expect(page).toHaveURL(/fromMobile=1&pageNum=2$/);
  expect(page2.rows).not.toEqual(filtered.rows);
  const sized = await step(page, API, () => choosePageSize(page, 20));
  await expect(page).toHaveURL(/fromMobile=1&pageNum=2&pageSize=20$/);
  expect(sized.rows).not.toEqual(page2.rows);
  await shot(page, 'list-url-calls-page2-size20');

  await page.reload();
  await shows(page, sized);
  await expect(page.getByTestId('filter-fromMobile')).toHaveValue('1');

  await inFreshContext(browser, page.url(), async (other) => {
    await shows(other, sized);
    await expect(other.getByTestId('filter-fromMobile')).toHaveValue('1');
  });

  await page.goBack();
  await shows(page, page2);

  await resetClears(page, '/comm/call', 'filter-fromMobile', all);
});

test('a sorted column comes back sorted after a reload', async ({ page }) => {
  await signIn(page, 'admin');
  const API = '/api/order/list';
  const unsorted = await step(page, API, () => page.goto('/neworder/list'));
  const header = page.locator('th.ant-table-column-has-sorters', { hasText: '进件时间' });
  const sorted = await step(page, API, () => header.click());
  await expect(page).toHaveURL(/field=incomingDate&sortType=asc/);
  expect(sorted.rows).not.toEqual(unsorted.rows);
  await page.reload();
  await shows(page, sorted);
  await expect(page.locator('th.ant-table-column-has-sorters[aria-sort="ascending"]')).toHaveText(/进件时间/);
});

test('?type=new stays in the URL of the pending lists and the list shows', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/neworder/auth?type=new');
  await settled(page);
  await expect(page).toHaveURL(/\/neworder\/auth\?type=new$/);
  await expect(page.getByText('链接中的部分筛选条件无效，已忽略')).toHaveCount(0);
  await page.locator('.ant-pagination-item-2').click();
  await expect(page).toHaveURL(/\/neworder\/auth\?type=new&pageNum=2$/);
});

test('below 992 px the sidebar drawer closes after a navigation', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page, 'admin');
  // The layout closes the drawer by itself while the page settles on a narrow screen (antd's
  // breakpoint measured, the landing route reached): a click before that was undone in one CI run.
  // Opened again until it stays open, as a person would.
  await expect(page.locator('.app-sider.mobile')).toBeAttached();
  const mask = page.locator('.app-sider-mask');
  await expect(async () => {
    if ((await mask.count()) === 0) await page.getByRole('button', { name: '折叠菜单' }).click();
    await expect(mask).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByTestId('sidebar').getByText('订单管理').click();
  await page.getByTestId('sidebar').getByText('全部订单').click();
  await expect(page).toHaveURL(/\/neworder\/list$/);
  await expect(mask).toHaveCount(0);
  await settled(page);
  await shot(page, 'list-url-mobile-drawer-closed');
});
