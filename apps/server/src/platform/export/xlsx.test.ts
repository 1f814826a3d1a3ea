import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { Rng } from '../rng.js';
import { exportFileName, formatShanghai, inBatches, neutralize, sendXlsx } from './xlsx.js';

describe('neutralize', () => {
  it('prefixes cells a spreadsheet would run as formulas', () => {
    expect(neutralize('=1+1')).toBe("'=1+1");
    expect(neutralize('+86 138')).toBe("'+86 138");
    expect(neutralize('-2')).toBe("'-2");
    expect(neutralize('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralize('上海公司')).toBe('上海公司');
  });
});

describe('formatShanghai', () => {
  /** The plain form: the instant moved to UTC+8 and its ISO string cut to the second. */
  const oracle = (date: Date) => new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
  const SEED = Number(process.env.SHANGHAI_SEED ?? Date.now() % 1_000_000);

  it('writes every instant as its ISO string in UTC+8 would, from a printed seed', () => {
    console.log(`formatShanghai: seed ${SEED} (repeat with SHANGHAI_SEED=${SEED})`);
    const rng = new Rng(SEED);
    // Instants of years 0–9999 (the ISO string's four-digit years), denser around the lists' years.
    // (Date.UTC reads years 0–99 as 1900–1999, so the first instant comes from its ISO string.)
    const earliest = Date.parse('0000-01-01T00:00:00Z') - 8 * 3_600_000;
    const latest = Date.UTC(9999, 11, 31, 15, 59, 59, 999);
    const instants = Array.from({ length: 200_000 }, (_, i) =>
      i % 2
        ? earliest + Math.floor(rng.next() * (latest - earliest))
        : Date.UTC(1990, 0, 1) + Math.floor(rng.next() * 60 * 365 * 86_400_000),
    );
    const differ = instants.map((t) => new Date(t)).filter((d) => formatShanghai(d) !== oracle(d));
    expect(
      differ.slice(0, 5).map((d) => [d.toISOString(), formatShanghai(d), oracle(d)]),
      `seed ${SEED}`,
    ).toEqual([]);
  });

  it('turns the day at Shanghai midnight, across leap days, centuries and the epoch', () => {
    const edges = [
      '1970-01-01T00:00:00Z',
      '1969-12-31T15:59:59.999Z',
      '1969-12-31T16:00:00Z',
      '2000-02-28T16:00:00Z',
      '2000-02-29T15:59:59.999Z',
      '2100-02-28T16:00:00Z',
      '2024-12-31T16:00:00Z',
      '0000-01-01T00:00:00Z',
      '1900-03-01T00:00:00Z',
    ];
    for (const iso of edges) expect(formatShanghai(new Date(iso)), iso).toBe(oracle(new Date(iso)));
    expect(formatShanghai(new Date('2024-12-31T16:00:00Z'))).toBe('2025-01-01 00:00:00');
    expect(formatShanghai(new Date('1970-01-01T00:00:00Z'))).toBe('1970-01-01 08:00:00');
  });

  it('leaves a missing date empty and refuses an invalid one', () => {
    expect(formatShanghai(null)).toBe('');
    expect(formatShanghai(undefined)).toBe('');
    expect(() => formatShanghai(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('sendXlsx', () => {
  it('streams every row under Chinese headers and a dated file name', async () => {
    const app = Fastify();
    app.get('/x', (_req, reply) =>
      sendXlsx(
        reply,
        '全部订单',
        [
          { header: '工单号', value: (r: { id: number; name: string }) => r.id },
          { header: '企业名称', value: (r) => r.name },
        ],
        inBatches<{ id: number; name: string }>(async (cursor, limit) => {
          const from = cursor ? cursor.id + 1 : 1;
          return Array.from({ length: Math.max(0, Math.min(limit, 2500 - from + 1)) }, (_, i) => ({
            id: from + i,
            name: i === 0 ? '=HYPERLINK()' : `公司${from + i}`,
          }));
        }, 1000),
      ),
    );
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(exportFileName('全部订单')));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([undefined, '工单号', '企业名称']);
    expect(ws.rowCount).toBe(2501);
    expect(ws.getRow(2).getCell(2).value).toBe("'=HYPERLINK()");
    expect(ws.getRow(2501).getCell(1).value).toBe(2500);
  });

  it('waits for a slow reader: every row arrives and no listener piles up', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    const app = Fastify();
    const rows = 30_000;
    app.get('/slow', (_req, reply) =>
      sendXlsx(
        reply,
        '全部订单',
        [
          { header: '工单号', value: (r: { id: number }) => r.id },
          { header: '备注', value: () => '客户要求下午联系'.repeat(20) },
        ],
        inBatches<{ id: number }>(async (cursor, limit) => {
          const from = cursor ? cursor.id + 1 : 1;
          return Array.from({ length: Math.max(0, Math.min(limit, rows - from + 1)) }, (_, i) => ({ id: from + i }));
        }, 1000),
      ),
    );
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    try {
      const res = await fetch(`${address}/slow`);
      const chunks: Uint8Array[] = [];
      const reader = res.body!.getReader();
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) break;
        chunks.push(chunk.value);
        await new Promise((r) => setTimeout(r, 1)); // a slow client
      }
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
      expect(wb.worksheets[0]!.rowCount).toBe(rows + 1);
      expect(warnings.filter((w) => w === 'MaxListenersExceededWarning')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await app.close();
    }
  });
});
