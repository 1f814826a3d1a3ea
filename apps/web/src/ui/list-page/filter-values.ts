import type { Dayjs } from 'dayjs';

/** A date range picker's value. */
export type RangeValue = [Dayjs | null, Dayjs | null] | null | undefined;

/**
 * The list convention for date ranges (01 §2): "start,end" in milliseconds, the end at 23:59:59
 * of the chosen day, an empty side sent as 0; no range at all is left out.
 */
export function rangeToParam(value: RangeValue): string | undefined {
  if (!value || (!value[0] && !value[1])) return undefined;
  const start = value[0] ? value[0].startOf('day').valueOf() : 0;
  const end = value[1] ? value[1].hour(23).minute(59).second(59).millisecond(0).valueOf() : 0;
  return `${start},${end}`;
}

/** Turns the search form's values into request fields: ranges converted, blanks dropped, strings trimmed. */
export function toRequestFilters(values: Record<string, unknown>, rangeFields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (rangeFields.includes(key)) {
      const param = rangeToParam(value as RangeValue);
      if (param) out[key] = param;
      continue;
    }
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
    if (out[key] === '') delete out[key];
  }
  return out;
}
