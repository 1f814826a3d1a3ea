import { z } from 'zod';
import { isSaneInstant, outOfRangeMessage } from './instants.js';

/** Page sizes the lists offer (01 §2). */
export const PAGE_SIZES = [10, 20, 30, 50] as const;

/**
 * pageNum (from 1) and pageSize (10, 20, 30 or 50) of every list request. Strict, and so is every
 * list extended from it: a filter the list does not have is refused by name (含有不支持的字段),
 * where ignoring it would show the unfiltered list as if it were filtered.
 */
export const pagingSchema = z.strictObject({
  pageNum: z.coerce.number({ error: '页码必须是数字' }).int('页码必须是整数').min(1, '页码必须大于0').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数必须是数字' })
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), '每页条数只能是10、20、30或50')
    .default(10),
});

/**
 * The deepest row an order list serves: 500 pages of 50 (issue 18's range), two and a half times
 * their count cap (LIST_COUNT_CAP), so deeper than any page their pager offers (its last page is
 * the capped total's). An order list's page is walked to in the sort's order, so it costs the
 * database in proportion to its depth: a page a million rows deep walked a whole index (207 ms),
 * and a substring search past its cap read every order's name on the way (1 s)
 * (docs/decisions-order-lists.md, "Totals"). The other lists count every match for their exact
 * total, so a deep page of theirs costs what their first does, and they have no such rule.
 */
export const MAX_LIST_ROWS = 25_000;

/** The page ends within MAX_LIST_ROWS: the order lists' `.refine(withinListDepth, listTooDeep())`. */
export const withinListDepth = (p: { pageNum: number; pageSize: number }) => p.pageNum * p.pageSize <= MAX_LIST_ROWS;

/** What a request for a page past MAX_LIST_ROWS is told. */
export const LIST_TOO_DEEP_MESSAGE = `页码超出范围：列表最多查看前${MAX_LIST_ROWS}条，请缩小筛选范围`;

/** The refinement's message, on pageNum: a new object for each schema, as zod moves its fields about. */
export const listTooDeep = () => ({ error: LIST_TOO_DEEP_MESSAGE, path: ['pageNum'] });

/** A positive integer id (work order number, user id) sent as a number or digits, a Chinese message for each way it is wrong. */
export const positiveIdField = (label: string) =>
  z.coerce
    .number({ error: `${label}必须是数字` })
    .int(`${label}必须是整数`)
    .positive(`${label}必须大于0`);

/** The paging part of a list request. */
export type Paging = z.infer<typeof pagingSchema>;

/** A date range as sent by the lists: "start,end" in milliseconds, an empty side sent as 0. */
export interface DateRange {
  start: Date | null;
  end: Date | null;
}

/**
 * Parses "start,end" milliseconds; 0 or empty means open on that side. 'malformed' when it is not
 * two numbers in order, 'out-of-range' when a side lies outside INSTANT_RANGE.
 */
export function parseDateRange(value: string): DateRange | 'malformed' | 'out-of-range' {
  const parts = value.split(',');
  if (parts.length !== 2) return 'malformed';
  const [a, b] = parts.map((p) => p.trim());
  const side = (s: string): number | null | undefined => {
    if (s === '' || s === '0') return null;
    if (!/^\d{1,20}$/.test(s)) return undefined;
    return Number(s);
  };
  const start = side(a ?? '');
  const end = side(b ?? '');
  if (start === undefined || end === undefined) return 'malformed';
  if ((start !== null && !isSaneInstant(start)) || (end !== null && !isSaneInstant(end))) return 'out-of-range';
  if (start !== null && end !== null && start > end) return 'malformed';
  return { start: start === null ? null : new Date(start), end: end === null ? null : new Date(end) };
}

/** A zod field for an optional "start,end" range with a Chinese message naming the field. */
export function dateRangeField(label: string) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '' || v === '0,0') return undefined;
      const range = parseDateRange(v);
      if (range === 'malformed' || range === 'out-of-range') {
        ctx.addIssue({ code: 'custom', message: range === 'malformed' ? `${label}格式错误` : outOfRangeMessage(label) });
        return z.NEVER;
      }
      return range;
    });
}

/** Sort direction of sortable lists (D22). */
export const sortTypeSchema = z.enum(['asc', 'desc'], { error: '排序方式只能是asc或desc' });

/** Builds the `field` + `sortType` part of a sortable list from the fixed list of sortable fields. */
export function sortSchema<const F extends readonly [string, ...string[]]>(fields: F) {
  return z.object({
    field: z.enum(fields, { error: `不支持的排序字段，可选：${fields.join('、')}` }).optional(),
    sortType: sortTypeSchema.optional(),
  });
}

/** Formats a total for display: a capped total shows as "10000+". */
export function formatTotal(total: number, capped?: boolean): string {
  return capped ? `${total}+` : String(total);
}
