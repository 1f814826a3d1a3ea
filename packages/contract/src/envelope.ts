import { z } from 'zod';

/** Code of a successful answer. */
export const SUCCESS_CODE = '0000';
/** Code of a missing, expired or replaced session: the web app clears the token and reloads. */
export const SESSION_INVALID_CODE = '-100';

/** Every HTTP answer of the API: `{ code, msg, data }`. */
export interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

/** Builds the zod schema of an envelope around a data schema (null on refusals); used for OpenAPI and responses. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.string(), msg: z.string(), data: data.nullable() });
}

/** A paged answer: `data.result`, `data.totalCount`, `data.maxPage`. */
export interface Page<T> {
  result: T[];
  totalCount: number;
  maxPage: number;
  /** True when totalCount is a lower bound (a capped count shown as "10000+"). */
  totalCapped?: boolean;
}

/** Builds the zod schema of a page of rows. */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    result: z.array(row),
    totalCount: z.number().int(),
    maxPage: z.number().int(),
    totalCapped: z.boolean().optional(),
  });
}

/** Builds a page answer from rows, a total and the page size. */
export function toPage<T>(result: T[], totalCount: number, pageSize: number, totalCapped = false): Page<T> {
  return { result, totalCount, maxPage: Math.max(1, Math.ceil(totalCount / pageSize)), ...(totalCapped ? { totalCapped } : {}) };
}
