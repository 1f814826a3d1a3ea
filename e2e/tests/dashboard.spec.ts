import type { ManagerDashboard, WorkerDashboard } from '@certdesk/contract';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, shot, signIn } from './helpers.js';

/** An API session of an account, for the figures a screen must show. */
async function apiOf(api: APIRequestContext, account: string) {
  const login = await (await api.post('/api/auth/login', { data: { account, pwd: DEMO_PASSWORD } })).json();
  const headers = { authorization: `Bearer ${login.data.authToken}` };
  return {
    get: async <T>(url: string) => (await (await api.get(url, { headers })).json()).data as T,
    post: async <T>(url: string, data: object) => (await (await api.post(url, { headers, data })).json()).data as T,
  };
}

/** Content-Security-Policy violations the browser reported during the test: none are allowed. */
let violations: string[] = [];
test.beforeEach(() => {
  violations = [];
});
test.afterEach(() => {
  expect(violations).toEqual([]);
});

/** Signs in and opens /home, recording policy violations. */
async function openHome(page: Page, account: string) {
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) violations.push(m.text());
  });
  await signIn(page, account);
  await page.goto('/home');
}

const tile = (page: Page, id: string) => page.getByTestId(id).locator('.ant-statistic-content-value');
/** A count as the tiles show it (thousands grouped). */
const shown = (n: number) => n.toLocaleString('en-US');

/** No two boxes of the dashboard's tiles and charts overlap on screen. */
async function expectNoOverlap(page: Page, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()));
  expect(boxes.length).toBeGreaterThan(1);
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i];
      const b = boxes[j];
      const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
      expect(overlap, `boxes ${i} and ${j} overlap`).toBe(false);
    }
  }
}

type Row = { orderId: number; expired: boolean; expiredDate: string; incomingDate: string };

test('a certifier sees their work and 下一单 opens the most urgent order', async ({ page }) => {
  // The demo's registry lookups keep moving orders into 待认证 while the suite runs: the tiles are
  // compared with the answer the page itself received, and counts with lists read together.
  const answered = page.waitForResponse((r) => r.url().includes('/api/dashboard/mine'));
  await openHome(page, 'cert01');
  const figures = ((await (await answered).json()) as { data: WorkerDashboard }).data;
  await expect(page.getByTestId('worker-dashboard-200')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('我的待认证工作')).toBeVisible();
  await expect(tile(page, 'tile-pending')).toHaveText(shown(figures.pending));
  await expect(tile(page, 'tile-at-risk')).toHaveText(shown(figures.atRisk));
  await expect(tile(page, 'tile-expired')).toHaveText(shown(figures.expired));
  await expect(tile(page, 'tile-unread')).toHaveText(shown(figures.unread));
  await expect(page.getByTestId('chart-days-left').locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expectNoOverlap(page, '.dashboard-tile, .dashboard-chart');
  await shot(page, 'dashboard-certifier');

  // The browser's own session reads the dashboard and the list the tile opens.
  const headers = { 'x-certdesk-client': 'web' };
  const me = ((await (await page.request.get('/api/user/info')).json()) as { data: { id: number } }).data;
  const fresh = async () => ((await (await page.request.get('/api/dashboard/mine?role=200')).json()) as { data: WorkerDashboard }).data;
  const myList = async () => {
    const list: { totalCount: number; result: Row[] } = { totalCount: 0, result: [] };
    for (let pageNum = 1; pageNum === 1 || list.result.length < list.totalCount; pageNum++) {
      const r = await page.request.post('/api/order/waitCertification/list', {
        headers,
        data: { certificationUid: me.id, pageNum, pageSize: 50 },
      });
      const { data } = (await r.json()) as { data: { totalCount: number; result: Row[] } };
      list.totalCount = data.totalCount;
      list.result.push(...data.result);
      if (data.result.length === 0) break;
    }
    return list;
  };
  // The pending count agrees with the list the tile opens (read together, until the lookups are still).
  let list = await myList();
  let mine = await fresh();
  await expect
    .poll(
      async () => {
        [list, mine] = await Promise.all([myList(), fresh()]);
        return list.totalCount === mine.pending && list.result.length === mine.pending;
      },
      { timeout: 60_000 },
    )
    .toBe(true);

  // 下一单: at risk first (the soonest expiry among those not expired), else the oldest.
  const live = list.result.filter((r) => !r.expired).sort((a, b) => a.expiredDate.localeCompare(b.expiredDate));
  const oldest = [...list.result].sort((a, b) => a.incomingDate.localeCompare(b.incomingDate) || a.orderId - b.orderId);
  const figuresNow = mine;
  await page.getByTestId('next-order').click();
  await expect(page).toHaveURL(/\/neworder\/detail\/\d+/);
  const opened = Number(/detail\/(\d+)/.exec(page.url())?.[1]);
  const header = page.getByTestId('detail-header');
  await expect(header).toContainText(String(opened), { timeout: 30_000 });
  const row = list.result.find((r) => r.orderId === opened);
  expect(row, 'the opened order is one of my pending orders').toBeDefined();
  if (figuresNow.atRisk > 0) {
    expect(row?.expired).toBe(false);
    expect(row?.expiredDate).toBe(live[0]?.expiredDate);
  } else {
    expect(row?.incomingDate).toBe(oldest[0]?.incomingDate);
  }
  await shot(page, 'dashboard-next-order');
});

test('an auditor sees their reviews', async ({ page, request }) => {
  const figures = await (await apiOf(request, 'audit01')).get<WorkerDashboard>('/api/dashboard/mine?role=300');
  await openHome(page, 'audit01');
  await expect(page.getByTestId('worker-dashboard-300')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('我的待审核工作')).toBeVisible();
  await expect(tile(page, 'tile-pending')).toHaveText(shown(figures.pending));
  await expect(tile(page, 'tile-at-risk')).toHaveText(shown(figures.atRisk));
  await expectNoOverlap(page, '.dashboard-tile, .dashboard-chart');
  await shot(page, 'dashboard-auditor');
});

for (const account of ['manager', 'admin']) {
  test(`${account} sees the desk, and a bar opens its list with the same count`, async ({ page, request }) => {
    const api = await apiOf(request, account);
    const figures = await api.get<ManagerDashboard>('/api/dashboard/overview');
    await openHome(page, account);
    await expect(page.getByTestId('manager-dashboard')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('积压订单（按状态与订单类型）')).toBeVisible();
    await expect(page.getByText('近30天进件与完成')).toBeVisible();
    await expect(page.getByTestId('worker-loads').getByText('认证员').first()).toBeVisible();
    await expect(tile(page, 'tile-open')).toHaveText(shown(figures.backlog.reduce((s, c) => s + c.count, 0)));
    await expect(page.getByTestId('chart-backlog').locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expectNoOverlap(page, '.dashboard-tile');
    await expectNoOverlap(page, '.dashboard-chart');
    await shot(page, `dashboard-${account}`);

    // The tallest segment drawn (a segment of a few orders is under a pixel high, under the axis line).
    const segments = page.getByTestId('chart-backlog').locator('.recharts-bar-rectangle path');
    const heights = await segments.evaluateAll((els) => els.map((e) => Number(e.getAttribute('height') ?? 0)));
    await segments.nth(heights.indexOf(Math.max(...heights))).click();
    await expect(page).toHaveURL(/\/neworder\/list\?orderStatus=\d+&orderType=\d/);
    const url = new URL(page.url());
    const status = Number(url.searchParams.get('orderStatus'));
    const type = Number(url.searchParams.get('orderType'));
    const cell = (f: ManagerDashboard) =>
      f.backlog
        .filter((c) => c.orderType === type && (status === 30 ? [30, 40, 50].includes(c.orderStatus) : c.orderStatus === status))
        .reduce((s, c) => s + c.count, 0);
    expect(cell(figures)).toBeGreaterThan(0);
    // Another account: the browser's sign-in ended this account's API session. The demo's archive
    // lookups move orders from 查档中 to 待认证 after start-up: both figures are read together
    // until the data is still.
    const other = await apiOf(request, account === 'admin' ? 'manager' : 'admin');
    await expect
      .poll(async () => {
        const fresh = await other.get<ManagerDashboard>('/api/dashboard/overview');
        const listed = await other.post<{ totalCount: number }>('/api/order/list', {
          orderStatus: status,
          orderType: type,
          pageNum: 1,
          pageSize: 10,
        });
        return listed.totalCount - cell(fresh);
      })
      .toBe(0);
  });
}
