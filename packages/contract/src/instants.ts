import { z } from 'zod';

/**
 * The instants the API accepts. A JavaScript Date holds ±8.64e15 ms and PostgreSQL far more, but
 * no order, call or filter of this business is older than 2000 or later than 2099. Checking the
 * range where a value is parsed keeps absurd values (9e15 looped the working-day count for good)
 * away from every calculation and query behind it.
 */
export const INSTANT_RANGE = {
  /** 2000-01-01 00:00:00.000 Asia/Shanghai. */
  min: Date.UTC(2000, 0, 1) - 8 * 3_600_000,
  /** 2099-12-31 23:59:59.999 Asia/Shanghai. */
  max: Date.UTC(2100, 0, 1) - 8 * 3_600_000 - 1,
} as const;

/** True when ms is a whole number of milliseconds inside INSTANT_RANGE. */
export function isSaneInstant(ms: number): boolean {
  return Number.isInteger(ms) && ms >= INSTANT_RANGE.min && ms <= INSTANT_RANGE.max;
}

/** The Chinese message for a time outside INSTANT_RANGE. */
export function outOfRangeMessage(label: string): string {
  return `${label}超出范围，须在2000年至2099年之间`;
}

/** A zod field for a time sent as epoch milliseconds, checked against INSTANT_RANGE. */
export function epochMillisField(label: string) {
  return z
    .number({ error: `${label}必须是毫秒时间戳` })
    .int(`${label}必须是毫秒时间戳`)
    .refine(isSaneInstant, outOfRangeMessage(label));
}
