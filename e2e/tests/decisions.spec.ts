import { expect, type Page, test } from '@playwright/test';
import { assignOrder, confirm, demoOrder, managerApi, openResults, pickReason, shot, signIn, statusOf, switchTo } from './helpers.js';

/**
 * Records every class the confirmation dialog takes while it opens. Without motion antd still
 * passes through a one-frame "prepare" step; with motion it goes on to "start" and "active".
 */
async function watchConfirmClasses(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { confirmClasses: string[] }).confirmClasses = seen;
    const note = (e: Node | null, old?: string | null) => {
      if (old?.includes('ant-modal-confirm')) seen.push(old);
      if (e instanceof Element && e.classList.contains('ant-modal-confirm')) seen.push(e.className);
      if (e instanceof Element) for (const c of Array.from(e.querySelectorAll('.ant-modal-confirm'))) seen.push(c.className);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes') note(r.target, r.oldValue);
        for (const n of Array.from(r.addedNodes)) note(n);
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'], attributeOldValue: true });
  });
  return () => page.evaluate(() => (window as unknown as { confirmClasses: string[] }).confirmClasses);
}

/**
 * Submits a verdict: its button, the confirmation's question, OK. The form then goes to its list
 * with ?type=new, which stays in the URL (02 §2.2; the list reloads on it).
 */
async function submitVerdict(page: Page, button: string, question: string, list: 'auth' | 'check') {
  await page.getByTestId(button).click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText(question);
  await confirm(page);
  await expect(page).toHaveURL(new RegExp(`/neworder/${list}\\?type=new$`));
}

/** Filters the log list on screen by the order and answers its first row that has `text`. */
async function logRowOf(page: Page, orderId: number, text: string) {
  await page.getByTestId('filter-orderId').fill(String(orderId));
  await page.getByTestId('list-search-submit').click();
  return page.locator('.ant-table-row', { hasText: text }).first();
}

test('certify with a reason, review failure, re-submit, approval through the preview, pushes in the interface log', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const m = await managerApi(request);
  const { id, companyName } = await demoOrder(m);
  await assignOrder(m, id, 10, '李认证');

  // cert01: failure with a cascader reason; the reason's template fills the text.
  await signIn(page, 'cert01');
  await page.goto(`/neworder/detail/${id}?orderType=1`);
  await page.getByTestId('open-supplement').click();
  await page.getByTestId('supplement-SUP_LICENSE').click();
  await page.getByTestId('supplement-SUP_AUTH_LETTER').click();
  await expect(page.getByTestId('supplement-content')).toContainText(';');
  await page.locator('.ant-modal-footer .ant-btn-primary').click();
  await expect(page.getByText('发送成功')).toBeVisible();
  let section = await openResults(page, id, 'AuthResults');
  await page.getByTestId('cert-fail').click();
  await expect(page.getByText('请选择失败原因').last()).toBeVisible();
  await pickReason(page, 'cert-reason', ['联系失败', '法人电话无法接通', '空号']);
  await expect(page.getByTestId('cert-text')).toHaveValue('经核实，法人联系电话为空号，无法联系法人核实认证信息。');
  await section.screenshot({ path: 'screenshots/decisions-cert-form.png' });
  await submitVerdict(page, 'cert-fail', '是否确认认证失败', 'auth');
  expect(await statusOf(m, id)).toBe(30);

  // audit01: review failure with a reason → back to cert01.
  await assignOrder(m, id, 20, '陈审核');
  await switchTo(page, 'audit01');
  section = await openResults(page, id, 'AuditResult');
  await expect(page.getByTestId('auth-results')).toContainText('经核实，法人联系电话为空号');
  await pickReason(page, 'audit-reason', ['核实不充分', '电话核实不足', '未联系法人']);
  await section.screenshot({ path: 'screenshots/decisions-audit-form.png' });
  await submitVerdict(page, 'audit-fail', '是否确认审核失败', 'check');
  expect(await statusOf(m, id)).toBe(20);

  // cert01 sees the return and submits again → 40.
  await switchTo(page, 'cert01');
  section = await openResults(page, id, 'AuthResults');
  await expect(section).toContainText('审核退回');
  await pickReason(page, 'cert-reason', ['联系失败', '法人电话无法接通', '多次拨打无人接听']);
  await page.getByTestId('cert-text').fill('工作时间内多次拨打法人联系电话均无人接听，无法完成核实。已连续三日拨打。');
  await submitVerdict(page, 'cert-fail', '是否确认认证失败', 'auth');
  expect(await statusOf(m, id)).toBe(40);

  // audit01 approves through the push preview.
  await switchTo(page, 'audit01');
  await openResults(page, id, 'AuditResult');
  await page.getByTestId('audit-success').click();
  const preview = page.getByTestId('push-preview');
  await expect(preview).toContainText(companyName);
  await expect(preview).toContainText('认证失败');
  await expect(preview).toContainText('AR010102');
  await page.locator('.ant-modal', { has: preview }).screenshot({ path: 'screenshots/decisions-push-preview.png' });
  const confirmClasses = await watchConfirmClasses(page);
  await page.getByTestId('preview-submit').click();
  await expect(page.locator('.ant-modal-confirm-title')).toHaveText('是否确认审核成功');
  // Reduced motion (playwright.config.ts): the confirmation is there at once, not zooming in.
  await expect(page.locator('.ant-modal-confirm')).not.toHaveClass(/zoom/);
  const classes = await confirmClasses();
  expect(classes.length).toBeGreaterThan(0);
  expect(classes.filter((c) => /zoom-appear-(start|active)/.test(c))).toEqual([]);
  await confirm(page);
  await expect(page).toHaveURL(/\/neworder\/check\?type=new$/);
  await expect.poll(() => statusOf(m, id), { timeout: 30_000 }).toBe(100);

  // The admin sees the pushes in the interface log.
  await switchTo(page, 'admin');
  await page.goto('/log/interface');
  await expect(page.getByTestId('outbox-health')).toBeVisible();
  const row = await logRowOf(page, id, '结果推送');
  await expect(row).toContainText('成功');
  await shot(page, 'decisions-interface-log');
  await row.getByRole('button', { name: '详情' }).click();
  await expect(page.getByTestId('interface-log-detail')).toContainText('eventId');
  await shot(page, 'decisions-interface-log-detail');
  await page.keyboard.press('Escape');

  // The supplementary-material log shows the certifier's request; its preview shows the text.
  await page.goto('/comm/splmDatum');
  const splm = await logRowOf(page, id, '李认证');
  await expect(splm).toContainText('已发送');
  await shot(page, 'decisions-splm-log');
  await splm.getByRole('button', { name: '预览' }).click();
  await expect(page.getByTestId('splm-preview-html')).toContainText('营业执照');
  await page.keyboard.press('Escape');
  await page.goto('/comm/warning');
  await expect(page.locator('.ant-table')).toBeVisible();
  await shot(page, 'decisions-warning-log');
});
