import { expect, test } from '@playwright/test';
import { startKamailio } from '../../apps/server/test/sip/kamailio.js';
import { signIn } from './helpers.js';
test('dbg', async ({ browser }) => {
  const k = await startKamailio();
  const mk = async (account: string) => {
    const page = await (await browser.newContext()).newPage();
    page.on('console', (m) => console.log(account, m.type(), m.text().slice(0, 400)));
    page.on('websocket', (ws) => { ws.on('framesent', (f) => console.log(account, 'SENT', String(f.payload).slice(0, 200))); ws.on('framereceived', (f) => console.log(account, 'RECV', String(f.payload).slice(0, 200))); });
    await page.route('**/api/user/info', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.data?.seatInfoConfig) Object.assign(body.data.seatInfoConfig, { serverUrl: `sip:${k.domain}`, wsUrl: k.wsUrl, stunServers: [] });
      await route.fulfill({ response, json: body });
    });
    await signIn(page, account);
    await page.getByTestId('softphone-menu').click();
    await page.getByTestId('softphone-online').click();
    await expect(page.getByTestId('softphone-status')).toHaveText('就绪');
    return page;
  };
  const a = await mk('cert01');
  const b = await mk('cert02');
  await a.getByTestId('softphone-menu').click();
  await a.getByTestId('softphone-dial').click();
  await a.getByTestId('softphone-dial-number').fill('02160001002');
  await a.getByTestId('softphone-dial-ok').click();
  await a.getByRole('button', { name: '拨打' }).last().click();
  await a.waitForTimeout(5000);
  await k.stop();
});
