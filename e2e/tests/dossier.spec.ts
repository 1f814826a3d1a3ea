import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import yauzl from 'yauzl';
import { shot, signIn } from './helpers.js';

test.setTimeout(180_000);

const seed = Number(process.env.TEST_SEED ?? Date.now() % 1_000_000);
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A small PNG whose pixels come from the seed: a file no other test stored. */
function picture(s: number): Buffer {
  const png = new PNG({ width: 48, height: 32 });
  let x = s || 1;
  for (let i = 0; i < png.data.length; i += 1) {
    x = (x * 1103515245 + 12345) % 2147483648;
    png.data[i] = i % 4 === 3 ? 255 : x % 256;
  }
  return PNG.sync.write(png);
}

/** Every entry of a zip file, by path. */
function unzip(file: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (err, zip) => {
      if (err || !zip) return reject(err ?? new Error('no zip'));
      const entries = new Map<string, Buffer>();
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.on('entry', (entry: yauzl.Entry) =>
        zip.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        }),
      );
      zip.readEntry();
    });
  });
}

interface Manifest {
  orderId: number;
  files: { path: string; originalName: string; source: string; rowId: number; sha256: string; missing: boolean }[];
}

async function api(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'certdesk_token')?.value ?? '';
  const headers = { authorization: `Bearer ${decodeURIComponent(token)}` };
  return {
    get: async <T>(url: string) => ((await (await page.request.get(url, { headers })).json()) as { data: T }).data,
    post: async <T>(url: string, data: object) => ((await (await page.request.post(url, { headers, data })).json()) as { data: T }).data,
  };
}

/** An order the certifier can edit, one with a recorded call when the demo has one. */
async function findOrder(page: Page): Promise<number> {
  const a = await api(page);
  const list = await a.post<{ result: { orderId: number }[] }>('/api/order/waitCertification/list', {
    orderType: 1,
    pageNum: 1,
    pageSize: 50,
  });
  let fallback = 0;
  for (const row of list.result) {
    const d = await a.get<{ permission?: { canEdit: boolean } }>(`/api/order/detail/${row.orderId}`);
    if (!d?.permission?.canEdit) continue;
    fallback ||= row.orderId;
    const calls = await a.get<{ recordUrl: string }[]>(`/api/call/order/${row.orderId}`);
    if ((calls ?? []).some((c) => c.recordUrl)) return row.orderId;
  }
  if (!fallback) throw new Error('no editable order');
  return fallback;
}

test('the evidence dossier downloads and its manifest lists every file of the order', async ({ page }, testInfo) => {
  console.log(`dossier.spec seed ${seed}`);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signIn(page, 'cert01');
  const orderId = await findOrder(page);
  await page.goto(`/neworder/detail/${orderId}?orderType=1`);
  await expect(page.getByTestId('section-datum'), errors.join('\n')).toBeVisible({ timeout: 30_000 });

  // A new datum file, so the dossier holds at least one file whose bytes the test knows.
  const before = await page.getByTestId('datum-item').count();
  const bytes = picture(seed);
  const name = `证据${seed}.png`;
  await page.locator('[data-testid="section-datum"] input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: bytes });
  await expect(page.getByTestId('datum-item')).toHaveCount(before + 1);

  // The name's tooltip shows the SHA-256 the server computed of the stored bytes.
  await page.getByTestId('datum-name').filter({ hasText: name }).hover();
  await expect(page.getByTestId('datum-digests')).toContainText(sha256(bytes));
  await page.screenshot({ path: 'screenshots/dossier-datum-digests.png' });

  // The button sits at the top right of the detail, beside the tabs.
  await page.mouse.move(0, 0);
  await page.evaluate('window.scrollTo(0, 0)');
  const button = page.getByTestId('detail-dossier');
  await expect(button).toBeInViewport();
  await page.screenshot({ path: 'screenshots/dossier-order-detail.png' });

  const download = page.waitForEvent('download');
  await button.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^证据包_.+_\d{8}\.zip$/);
  const saved = testInfo.outputPath('dossier.zip');
  await file.saveAs(saved);
  const entries = await unzip(saved);
  fs.rmSync(saved, { force: true });

  const manifest = JSON.parse(entries.get('manifest.json')?.toString('utf8') ?? '{}') as Manifest;
  expect(manifest.orderId).toBe(orderId);
  // Every file the order's screens list is in the manifest: the datum package and the recordings.
  const a = await api(page);
  const attachments = await a.get<{ id: number; sha256: string | null }[]>(`/api/certification/orderAttach/list/${orderId}`);
  const calls = await a.get<{ id: number; recordUrl: string }[]>(`/api/call/order/${orderId}`);
  const inManifest = (sources: string[]) =>
    manifest.files
      .filter((f) => sources.includes(f.source))
      .map((f) => f.rowId)
      .sort((x, y) => x - y);
  expect(inManifest(['datum', 'mail'])).toEqual(attachments.map((f) => f.id).sort((x, y) => x - y));
  expect(inManifest(['recording'])).toEqual(
    calls
      .filter((c) => c.recordUrl)
      .map((c) => c.id)
      .sort((x, y) => x - y),
  );
  // Each file in the zip has the SHA-256 the manifest and the list give it.
  for (const f of manifest.files.filter((x) => !x.missing)) {
    const entry = entries.get(f.path);
    expect(entry, f.path).toBeDefined();
    expect(sha256(entry ?? Buffer.alloc(0)), f.path).toBe(f.sha256);
  }
  const refreshed = await a.get<{ id: number; sha256: string | null }[]>(`/api/certification/orderAttach/list/${orderId}`);
  for (const f of manifest.files.filter((x) => !x.missing && x.source !== 'recording')) {
    expect(refreshed.find((r) => r.id === f.rowId)?.sha256, f.path).toBe(f.sha256);
  }
  const ours = manifest.files.find((f) => f.originalName === name);
  expect(ours?.sha256).toBe(sha256(bytes));
  expect(entries.get('manifest.csv')?.subarray(0, 3).toString('hex')).toBe('efbbbf');
  expect(entries.get('summary.html')?.toString('utf8')).toContain('下载证据包');

  expect(errors).toEqual([]);

  // The summary, as a person opens it from the zip (on a blank page: the app's CSP would refuse its inline style).
  await page.goto('about:blank');
  await page.setContent(entries.get('summary.html')?.toString('utf8') ?? '');
  await shot(page, 'dossier-summary');
});
