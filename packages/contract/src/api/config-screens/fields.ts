import { z } from 'zod';

// The fields configuration screens' schemas are made of: a screen's own file
// (config-screens/<key>.ts) builds its schemas from these, as admin-config.ts does.

/** A text that must be given: the message says what to give (请输入…), its tail says it is too long. */
export const required = (message: string, max = 128) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.slice(3)}过长`);
/** A filter's text, when given. */
export const optionalText = (max = 128) => z.string().trim().max(max).optional();
/** A text that is stored empty when absent. */
export const textOrEmpty = (max: number) => z.string().trim().max(max).default('');
/** The id of the row a save edits; absent when it adds one. */
export const editedId = z.number().int().positive().optional();
/** The order types a row applies to (none: every type). */
export const orderTypes = z.array(z.coerce.number().int().min(1).max(8)).max(8).default([]);
/** An optional filter of order types: one type or a list. */
export const orderTypeFilter = z
  .union([z.coerce.number().int(), z.array(z.coerce.number().int())])
  .optional()
  .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]));
