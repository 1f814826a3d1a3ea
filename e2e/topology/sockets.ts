import type { Page } from '@playwright/test';

/** Records the node (nginx's upstream address) each WebSocket of the page was handed to. */
export async function socketNodes(page: Page): Promise<string[]> {
  const seen: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.webSocketHandshakeResponseReceived', (e) => {
    const headers = e.response.headers as Record<string, string>;
    seen.push(headers['X-Certdesk-Upstream'] ?? headers['x-certdesk-upstream'] ?? '?');
  });
  return seen;
}
