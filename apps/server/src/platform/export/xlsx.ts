import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

/** One column of an export: the list's Chinese header and how to read the cell from a row. */
export interface ExportColumn<Row> {
  header: string;
  width?: number;
  value: (row: Row) => string | number | Date | null | undefined;
}

/**
 * A cell a spreadsheet would read as a formula (= + - @, or a leading tab/CR) is prefixed with
 * an apostrophe so that opening an export never runs what a partner or user typed.
 */
export function neutralize(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** File name of an export: `全部订单_20261121.xlsx` (D19), in Asia/Shanghai. */
export function exportFileName(title: string, now = new Date()): string {
  const d = new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return `${title}_${d}.xlsx`;
}

/**
 * Streams an .xlsx of every row to the reply (D19): rows are written and committed one at a time
 * with ExcelJS's streaming writer, so memory stays bounded whatever the row count.
 */
export async function sendXlsx<Row>(reply: FastifyReply, title: string, columns: ExportColumn<Row>[], rows: AsyncIterable<Row>) {
  const stream = new PassThrough();
  const name = exportFileName(title);
  reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(title);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
  const write = async () => {
    let n = 0;
    for await (const row of rows) {
      const values = columns.map((c) => {
        const v = c.value(row);
        if (v === null || v === undefined) return '';
        return typeof v === 'string' ? neutralize(v) : v;
      });
      sheet.addRow(values).commit();
      if (++n % 200 === 0 && !(await consumersKeepUp(stream, sheet))) return;
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((err) => stream.destroy(err));
  return reply.send(stream);
}

/**
 * Back-pressure. ExcelJS's streaming sheet pushes its XML into the zip's input without waiting,
 * and deflating is slower than writing rows: unchecked, a million-row export piles up a gigabyte
 * of XML there. So every few hundred rows the writer waits until the zip's input and the client
 * (the reply stream) have taken what they were given; memory then holds a few hundred rows, not
 * the file. False when the client went away.
 */
async function consumersKeepUp(reply: PassThrough, sheet: ExcelJS.Worksheet): Promise<boolean> {
  // ExcelJS internals: the sheet's StreamBuf lists the streams it writes to in `pipes`; they are
  // archiver's readable-stream copies, which keep the flag in _writableState only.
  const zipInputs = (sheet as unknown as { stream?: { pipes?: LegacyWritable[] } }).stream?.pipes ?? [];
  for (const target of [...zipInputs, reply as LegacyWritable]) {
    if (reply.destroyed) return false;
    const full = target.writableNeedDrain ?? target._writableState?.needDrain ?? false;
    if (full) await drainOrClose(target, reply);
  }
  return !reply.destroyed;
}

/** Waits for `target` to drain or the reply to close, leaving no listener behind on either. */
async function drainOrClose(target: Writable, reply: PassThrough): Promise<void> {
  const done = new AbortController();
  const wait = (emitter: Writable, event: string) => once(emitter, event, { signal: done.signal }).catch(() => undefined);
  await Promise.race([wait(target, 'drain'), wait(reply, 'close')]);
  done.abort();
}

type LegacyWritable = Writable & { _writableState?: { needDrain?: boolean } };

/** Formats an instant as yyyy-MM-dd HH:mm:ss in Asia/Shanghai (D20) for exports. */
export function formatShanghai(date: Date | null | undefined): string {
  if (!date) return '';
  return new Date(date.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Reads rows in keyset-ordered batches (never OFFSET), so an export of a million rows costs a
 * bounded amount of memory and every batch is an index range scan.
 */
export async function* inBatches<Row>(
  fetchAfter: (cursor: Row | undefined, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncIterable<Row> {
  let cursor: Row | undefined;
  for (;;) {
    const batch = await fetchAfter(cursor, batchSize);
    for (const row of batch) yield row;
    if (batch.length < batchSize) return;
    cursor = batch[batch.length - 1];
  }
}
