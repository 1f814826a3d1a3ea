import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { DAY_MS, SHANGHAI_OFFSET_MS } from '@certdesk/contract';
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

const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * Formats an instant as yyyy-MM-dd HH:mm:ss in Asia/Shanghai (D20), for lists, details and
 * exports. A list row has eight dates and an export a million rows, so the date is worked out by
 * arithmetic (H. Hinnant's days-to-civil on the days since 1970) instead of through a second Date
 * and its ISO string: 0.8 → 0.2 µs a date, and no garbage (docs/performance.md). Years 0–9999,
 * as the ISO string had them; an invalid date throws as toISOString did.
 */
export function formatShanghai(date: Date | null | undefined): string {
  if (!date) return '';
  const local = date.getTime() + SHANGHAI_OFFSET_MS;
  if (!Number.isFinite(local)) throw new RangeError('Invalid time value');
  const days = Math.floor(local / DAY_MS); // shanghaiDayNumber's, with `local` kept for the time
  const second = Math.floor((local - days * DAY_MS) / 1000);
  // Days since 0000-03-01 in 400-year eras of 146,097 days; the year counted from March.
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hour = Math.floor(second / 3600);
  const minute = Math.floor(second / 60) % 60;
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)} ${two(hour)}:${two(minute)}:${two(second % 60)}`;
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
