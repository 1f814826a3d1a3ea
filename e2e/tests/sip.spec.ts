import { type Browser, expect, type Page, test } from '@playwright/test';
import { type KamailioServer, kamailioAvailable, startKamailio } from '../../apps/server/test/sip/kamailio.js';
import { shot, signIn } from './helpers.js';

let kamailio: KamailioServer;

test.beforeAll(async () => {
  // Like Chromium, Kamailio is a real part of the suite: missing, the test fails and says what to install.
  if (!kamailioAvailable()) throw new Error('kamailio is not installed: apt-get install -y kamailio kamailio-websocket-modules');
  kamailio = await startKamailio(Number(process.env.E2E_SIP_PORT));
});
test.afterAll(async () => kamailio?.stop());

/**
 * Picks an item of the top-bar softphone menu. The demo's realtime notifications (新订单分配) stack
 * at the top right over the header and its dropdown, so a pointer click (even forced) can land on
 * a notification: the click events go to the elements themselves.
 */
async function softphoneMenu(page: Page, item: 'online' | 'offline' | 'dial') {
  await page.getByTestId('softphone-menu').dispatchEvent('click');
  await page.getByTestId(`softphone-${item}`).dispatchEvent('click');
}

/**
 * A seat whose /api/user/info carries the SIP endpoints, as the server gives them with
 * TELEPHONY=sip and SIP_WS_URL (the demo server of the suite runs the simulated exchange).
 */
async function sipSeat(browser: Browser, account: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/api/user/info', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (body.data?.seatInfoConfig)
      Object.assign(body.data.seatInfoConfig, { serverUrl: `sip:${kamailio.domain}`, wsUrl: kamailio.wsUrl, stunServers: [] });
    await route.fulfill({ response, json: body });
  });
  await signIn(page, account);
  await softphoneMenu(page, 'online');
  await expect(page.getByTestId('softphone-status')).toHaveText('就绪');
  return page;
}

test('two SIP.js seats register to Kamailio over WebSocket and call each other', async ({ browser }) => {
  // Two browsers, two registrations and a call: bounded, with room for a loaded CI machine.
  test.setTimeout(120_000);
  const caller = await sipSeat(browser, 'cert01');
  const callee = await sipSeat(browser, 'cert02');

  // cert01 dials cert02's seat number (the seat registers under it).
  await softphoneMenu(caller, 'dial');
  await caller.getByTestId('softphone-dial-number').fill('021-6000 1002');
  await caller.getByTestId('softphone-dial-ok').click();
  await expect(caller.locator('.ant-modal-confirm-title')).toHaveText('确定要拨打02160001002?');
  await caller.getByRole('button', { name: '拨打' }).last().click();
  await expect(caller.getByTestId('softphone-call-popup')).toBeVisible();

  await expect(callee.getByTestId('softphone-ringing-popup')).toBeVisible({ timeout: 20_000 });
  await expect(callee.getByTestId('softphone-caller')).toHaveText('02160001001');
  await shot(callee, 'sip-ringing-popup');
  await callee.getByTestId('softphone-answer').click();

  await expect(callee.getByTestId('softphone-call-state')).toHaveText('通话中', { timeout: 20_000 });
  await expect(caller.getByTestId('softphone-call-state')).toHaveText('通话中', { timeout: 20_000 });
  await callee.getByTestId('softphone-key-5').click();
  // The call timer runs (how far it got depends on the machine's load).
  await expect(caller.getByTestId('softphone-timer')).toHaveText(/^\d\d:\d\d$/);
  await expect(caller.getByTestId('softphone-timer')).not.toHaveText('00:00');
  await shot(caller, 'sip-call-popup');

  // The caller hangs up; both sides go to after-call work, and the browser uploads its recording.
  const upload = caller.waitForResponse((r) => r.url().endsWith('/api/call/recording'), { timeout: 20_000 });
  await caller.getByTestId('softphone-hangup').click();
  await expect(caller.getByTestId('softphone-call-popup')).toBeHidden();
  await expect(callee.getByTestId('softphone-call-popup')).toBeHidden({ timeout: 10_000 });
  await expect(callee.getByTestId('softphone-status')).toHaveText('就绪', { timeout: 10_000 });
  const response = await upload;
  const sent = response.request().postDataJSON() as { sessionId: string; recordUrl: string };
  expect(sent.recordUrl).toMatch(/^\/files\/record\/u\d+\/.+\.webm$/);
  expect(sent.sessionId).not.toBe('');
  expect(await response.json()).toMatchObject({ code: '0000' });

  // Leave no seat behind: the suites after this one use cert01 and cert02 on the same server.
  for (const page of [caller, callee]) {
    await softphoneMenu(page, 'offline');
    await expect(page.getByTestId('softphone-status')).toHaveText('离线');
    await page.context().close();
  }
});
