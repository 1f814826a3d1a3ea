import type { OrderRow, Page } from '@certdesk/contract';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIds, at, seedOrders } from '../../../test/order-fixtures.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { exportFileName } from '../../platform/export/xlsx.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
  const U = await accountIds(t);
  // 1,200 pending orders: more than one keyset batch of 1,000.
  for (let batch = 0; batch < 2; batch++) {
    await seedOrders(
      t,
      Array.from({ length: 600 }, (_, i) => ({
        companyName: i === 0 && batch === 0 ? '=HYPERLINK("http://x")' : `导出公司${batch}-${i}`,
        province: i % 2 === 0 ? '31' : '11',
        certificationUid: i % 3 === 0 ? U.cert01 : null,
        handlerUids: i % 3 === 0 ? [U.cert01!] : [],
        incomingDate: at('2026-03-02 10:00'),
        labels: i % 5 === 0 ? [{ name: '加急', color: 'red' }] : [],
      })),
    );
  }
  await seedOrders(t, [{ orderStatus: 100, completedAuditDate: at('2026-03-03 10:00'), reason: '通过', typeName: '审核通过' }]);
});
afterAll(() => t.close());

async function exportSheet(url: string, body: Record<string, unknown>, token = admin) {
  const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: body });
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  return { res, header: rows[0] as string[], body: rows.slice(1) };
}

async function allIds(url: string, body: Record<string, unknown>) {
  const ids: number[] = [];
  for (let pageNum = 1; ; pageNum++) {
    const r = await t.call<Page<OrderRow>>('POST', url, admin, { ...body, pageNum, pageSize: 50 });
    ids.push(...r.data.result.map((x) => x.orderId));
    if (pageNum >= r.data.maxPage) return ids;
  }
}

describe('exports (D19)', () => {
  it('the all-orders export holds exactly the rows of the list, with Chinese headers and a dated name', async () => {
    const filters = { province: '31' };
    const { res, header, body } = await exportSheet('/api/order/export', filters);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(exportFileName('全部订单')));
    expect(header.slice(0, 6)).toEqual(['工单号', '订单号', '订单类型', '标签', '企业名称', '申请人']);
    const listed = await allIds('/api/order/list', filters);
    expect(listed.length).toBe(600);
    expect(body.map((r) => r[0])).toEqual([...listed].sort((a, b) => b - a));
    expect(body.find((r) => String(r[4]).includes('HYPERLINK'))?.[4]).toBe('\'=HYPERLINK("http://x")');
    expect(String(body[1]?.[4])).toMatch(/^导出公司/);
  });
  it('every list exports its own rows', async () => {
    const cert = await exportSheet('/api/order/waitCertification/export', {});
    expect(cert.body.length).toBe(1200);
    expect(cert.header).toContain('备注');
    expect(cert.res.headers['content-disposition']).toContain(encodeURIComponent('待认证订单_'));
    expect((await exportSheet('/api/order/waitAudit/export', {})).body.length).toBe(0);
    const audit = await exportSheet('/api/audit/export', {});
    expect(audit.body.length).toBe(1);
    expect(audit.header).toEqual(expect.arrayContaining(['审核类型', '审核原因', '审核完成时间']));
    expect(audit.body[0]).toEqual(expect.arrayContaining(['审核通过', '通过']));
  });
  it('is refused to certifiers and the viewer, and validates filters', async () => {
    for (const account of ['cert01', 'viewer']) {
      const r = await t.call('POST', '/api/order/export', await t.login(account), {});
      expect(r.code).toBe('1003');
    }
    const bad = await t.call('POST', '/api/order/export', admin, { incomingDate: 'x,y' });
    expect(bad).toMatchObject({ code: '1001', msg: '进件时间格式错误' });
    // The export takes the filters and the sort; a page or another list's filter is named.
    const paged = await t.call('POST', '/api/audit/export', admin, { pageNum: 2, orderStatus: 20 });
    expect(paged).toMatchObject({ code: '1001', msg: '含有不支持的字段：pageNum、orderStatus' });
  });
});
