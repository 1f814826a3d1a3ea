import { expect, type Page, test } from '@playwright/test';
import { shot, signIn } from './helpers.js';

/** A row of cert01's order list, as far as this test reads it. */
interface Row {
  orderId: number;
  orderType: number;
  orderStatus: number;
  expired: boolean;
  applyMobile: string;
  certificationUid: number | null;
}

async function token(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'certdesk_token');
  if (!cookie) throw new Error('not signed in');
  return decodeURIComponent(cookie.value);
}

/** The first order of the signed-in user's list (01 §2 filters) that passes `pick`, up to 10 pages. */
async function findOrder(page: Page, filters: Record<string, unknown>, pick: (r: Row) => boolean): Promise<Row> {
  const headers = { authorization: `Bearer ${await token(page)}` };
  for (let pageNum = 1; pageNum <= 10; pageNum++) {
    const res = await page.request.post('/api/order/list', { headers, data: { pageNum, pageSize: 50, ...filters } });
    const body = (await res.json()) as { code: string; data: { result: Row[]; maxPage: number } };
    expect(body.code).toBe('0000');
    const found = body.data.result.find((r) => /^1[3-9]\d{9}$/.test(r.applyMobile) && pick(r));
    if (found) return found;
    if (pageNum >= body.data.maxPage) break;
  }
  throw new Error(`no order of cert01 matches ${JSON.stringify(filters)}`);
}

interface DomRange {
  selectNodeContents(node: unknown): void;
  getBoundingClientRect(): { left: number; top: number; width: number; height: number };
}
interface BrowserGlobals {
  document: { createRange(): DomRange };
  getSelection(): { removeAllRanges(): void; addRange(r: DomRange): void; toString(): string } | null;
}

/** Same top-bar softphone menu as telephony.spec.ts: events go to the items, past stacked notifications. */
async function softphoneMenu(page: Page, item: 'online' | 'offline') {
  await page.getByTestId('softphone-menu').dispatchEvent('click');
  await page.getByTestId(`softphone-${item}`).dispatchEvent('click');
}

/**
 * Opens the order's detail, selects the applicant mobile in the incoming card (a real DOM
 * selection over its text node), right-clicks on the selected text with the mouse and picks 拨打.
 */
async function dialFromDetail(page: Page, order: Row): Promise<string> {
  await page.goto(`/neworder/detail/${order.orderId}?orderType=${order.orderType}`);
  const card = page.locator('[data-testid="incoming-card"]:visible');
  const cell = card.locator('tr', { has: page.locator('th', { hasText: /^申请人手机$/ }) }).locator('td');
  await expect(cell).toHaveText(/^1[3-9]\d{9}$/);
  const mobile = (await cell.textContent()) ?? '';
  await cell.scrollIntoViewIfNeeded();
  // The e2e project has no DOM lib: the browser's globals are typed as far as used here.
  const box = await cell.evaluate((el) => {
    const g = globalThis as unknown as BrowserGlobals;
    const range = g.document.createRange();
    range.selectNodeContents(el);
    const sel = g.getSelection();
    sel?.removeAllRanges();
    sel?.addRange(range);
    const r = range.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  expect(await page.evaluate(() => (globalThis as unknown as BrowserGlobals).getSelection()?.toString())).toBe(mobile);
  await page.mouse.click(box.x, box.y, { button: 'right' });
  const entry = page.getByRole('menuitem', { name: `拨打 ${mobile}` });
  await expect(entry).toBeVisible();
  // The menu is placed at the pointer with a zoom animation that the shared CI machine can keep
  // "unstable" for long; the click event goes to the item itself, as telephony.spec.ts does.
  await entry.dispatchEvent('click');
  return mobile;
}

test.describe.configure({ mode: 'serial' });

test('dialling from the order detail: refusals (seat offline, expired, pending review) and the confirmed call', async ({ page }) => {
  await signIn(page, 'cert01');
  const me = (await (await page.request.get('/api/user/info', { headers: { authorization: `Bearer ${await token(page)}` } })).json()) as {
    data: { id: number };
  };
  const mine = (r: Row) => r.certificationUid === me.data.id;
  const editable = await findOrder(page, { orderStatus: 20 }, (r) => mine(r) && !r.expired);
  // Oldest open orders first: the demo's orders in certification run past their time limit.
  const expired = await findOrder(page, { orderStatus: 20, field: 'workDay', sortType: 'desc' }, (r) => r.expired);
  const pending = await findOrder(page, { orderStatus: 30 }, (r) => !r.expired && [30, 40, 50].includes(r.orderStatus));

  // (1) Seat not logged in: an editable order, softphone offline.
  await expect(page.getByTestId('softphone-status')).toHaveText('离线');
  await dialFromDetail(page, editable);
  await expect(page.locator('.ant-message').getByText('当前坐席未登录')).toBeVisible();
  await shot(page, 'dial-refused-seat-offline');

  // The order refusals come first, whatever the seat: go online to show they do not depend on it.
  await softphoneMenu(page, 'online');
  await expect(page.getByTestId('softphone-status')).toHaveText('就绪');

  // (2) Expired order.
  await dialFromDetail(page, expired);
  await expect(page.locator('.ant-message').getByText('当前订单已超期,禁止外呼')).toBeVisible();
  await shot(page, 'dial-refused-expired');

  // (3) Pending review (status 30/40/50).
  await dialFromDetail(page, pending);
  await expect(page.locator('.ant-message').getByText('当前订单待审核,禁止外呼')).toBeVisible();
  await shot(page, 'dial-refused-pending-review');

  // (4) Happy path: seat online, cert01's editable order → confirmation → the call is placed.
  const mobile = await dialFromDetail(page, editable);
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(`确定要拨打${mobile}`);
  await shot(page, 'dial-confirm');
  await confirm.getByRole('button', { name: '拨打' }).click();
  await expect(page.getByTestId('softphone-call-popup')).toBeVisible();
  await expect(page.getByTestId('softphone-call-state')).toHaveText('通话中', { timeout: 15_000 });
  await shot(page, 'dial-in-call');
  await page.getByTestId('softphone-hangup').click();
  await expect(page.getByTestId('softphone-call-popup')).toBeHidden();
  await softphoneMenu(page, 'offline');
});
